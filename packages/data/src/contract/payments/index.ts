export * from "./payment";
export * from "./messages";
export * from "./cards";
