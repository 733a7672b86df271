/**
 * @halisaha/data/contract: the shared contract of web and API. No React, no I/O.
 * zod schemas, shared enums, Turkish messages and pure domain rules.
 */
export * from "./envelope";
export * from "./messages";
export * from "./common";
export * from "./enums";
export * from "./users";
export * from "./health";
export * from "./time";
export * from "./hours";
export * from "./money";
export * from "./text";
export * from "./accounts";
export * from "./facilities";
export * from "./favorites";
export * from "./reservations";
export * from "./payments";
export * from "./subscribers";
export * from "./notifications";
export * from "./pitches";
