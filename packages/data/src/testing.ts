/**
 * Test data as the API sends it, and the one fake API (msw) that answers with it, shared by this
 * package's tests and the web app's (`@halisaha/data/testing`; not part of the published package).
 */
export { ankara, facilityFixture, istanbul, kadikoy, listOf } from "./facilities/test-fixtures";
export { reservationFixture, slotFixture, timesFixture } from "./reservations/test-fixtures";
export { subscriberFixture } from "./subscribers/test-fixtures";
export { registerFixture } from "./accounts/test-fixtures";
export * from "./test/fake-api";
