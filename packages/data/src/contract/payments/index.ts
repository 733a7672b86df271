export * from "./payment";
