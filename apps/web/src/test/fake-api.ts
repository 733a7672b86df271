/**
 * The API behind the web tests: the data layer's shared fake (`createFakeApi` from
 * `@halisaha/data/testing`) on the web's one msw server (`apiServer` in ./msw-server.ts,
 * started by ./setup.ts, which drops each test's routes after it).
 */
import { createFakeApi, type FakeApi } from "@halisaha/data/testing";
import { apiServer } from "./msw-server";

export {
  brokenAnswer,
  fail,
  heldAnswer,
  networkFailure,
  ok,
  type FakeApi,
  type FakeReply,
  type FakeRequest,
} from "@halisaha/data/testing";

/** Where the tests' data layer sends its requests. */
export const fakeApiBaseUrl = "http://localhost/api";

/** A fresh set of routes and requests, answering for the rest of the test. */
export function fakeApi(): FakeApi {
  return createFakeApi({ baseUrl: fakeApiBaseUrl, server: apiServer });
}
