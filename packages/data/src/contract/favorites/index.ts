export * from "./favorite";
export * from "./messages";
