/**
 * The data layer's tests' setup around the shared fake API (./fake-api.ts): requests to
 * `http://api.test/api/…` are answered by the routes a test registers. Each file gets its own
 * msw server; before each test the routes and requests are emptied, storage is cleared, the
 * session reloaded (a guest) and the client pointed at the fake API.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { configureApi, resetApiConfig, type ApiConfig } from "../client/config";
import { reloadSessionFromStorage } from "../session/store";
import { createFakeApi, type FakeApi } from "./fake-api";

export { networkFailure } from "./fake-api";

/**
 * Registers the file's beforeAll/beforeEach/afterAll hooks and returns the fake API.
 * `config` is passed to `configureApi` along with the fake API's base URL.
 */
export function setUpTestApi(config: Omit<Partial<ApiConfig>, "baseUrl"> = {}): FakeApi {
  const api = createFakeApi({ baseUrl: "http://api.test/api" });

  beforeAll(() => api.server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => api.server.close());
  beforeEach(() => {
    api.reset();
    localStorage.clear();
    reloadSessionFromStorage();
    resetApiConfig();
    configureApi({ ...config, baseUrl: api.baseUrl });
  });

  return api;
}
