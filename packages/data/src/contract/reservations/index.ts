export * from "./messages";
export * from "./slots";
export * from "./reservation";
export * from "./owner";
export * from "./rules";
export * from "./payment-badge";
