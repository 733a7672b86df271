/**
 * @halisaha/data: the API client, the session store, SWR wiring and one hook per read.
 * The contract (zod schemas, enums, Turkish texts, pure rules) is re-exported for
 * convenience; code without React (the API) imports `@halisaha/data/contract` instead.
 */
export * from "./contract";
export * from "./client";
export * from "./session";
export * from "./swr";
export { healthKey, fetchHealth, useHealth } from "./health/use-health";
export { meKey, fetchMe, useMe, useRefreshMe } from "./auth/use-me";
export * from "./accounts";
export * from "./facilities";
export * from "./favorites";
export * from "./reservations";
export * from "./payments";
export * from "./owner-facilities";
export * from "./subscribers";
export * from "./notifications";
