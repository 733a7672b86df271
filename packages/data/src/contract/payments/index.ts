export * from "./payment";
export * from "./messages";
