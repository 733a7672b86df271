export * from "./messages";
export * from "./subscriber";
