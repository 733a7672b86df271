export * from "./messages";
export * from "./notification";
