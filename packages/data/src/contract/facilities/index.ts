export * from "./facility";
export * from "./working-hours";
export * from "./facility-form";
export * from "./fold";
export * from "./locations";
export * from "./messages";
export * from "./location-messages";
