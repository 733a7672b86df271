export * from "./auth";
export * from "./codes";
export * from "./messages";
export * from "./passwords";
export * from "./phone";
export * from "./profile";
