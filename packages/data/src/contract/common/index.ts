export * from "./ids";
export * from "./paging";
export * from "./query";
export * from "./decimal";
