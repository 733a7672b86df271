export * from "./favorite";
