export * from "./messages";
export * from "./slots";
export * from "./reservation";
export * from "./owner";
