export * from "./facility";
export * from "./fold";
export * from "./locations";
export * from "./facility-form";
