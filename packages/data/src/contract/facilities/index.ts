export * from "./facility";
export * from "./fold";
export * from "./locations";
