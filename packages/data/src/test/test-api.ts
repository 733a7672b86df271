/**
 * The shared set-up of every test that talks to the local API server: one server per file,
 * and before each test empty routes and requests, empty storage, a reloaded (guest) session
 * and the client pointed at the server.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import { configureApi, resetApiConfig, type ApiConfig } from "../client/config";
import { reloadSessionFromStorage } from "../session/store";
import { startTestApiServer, type TestApiServer } from "./api-server";

/**
 * Registers the file's beforeAll/beforeEach/afterAll hooks and returns the server. The handle
 * can be kept at module level; it works once the server is running (inside hooks and tests).
 * `config` is passed to `configureApi` along with the server's base URL.
 */
export function setUpTestApi(config: Omit<Partial<ApiConfig>, "baseUrl"> = {}): TestApiServer {
  let running: TestApiServer | undefined;
  const server = () => {
    if (!running) throw new Error("The test API server is not running yet: use it inside a hook or a test.");
    return running;
  };

  beforeAll(async () => {
    running = await startTestApiServer();
  });
  afterAll(() => server().close());

  beforeEach(() => {
    server().reset();
    localStorage.clear();
    reloadSessionFromStorage();
    resetApiConfig();
    configureApi({ ...config, baseUrl: server().baseUrl });
  });

  return {
    get baseUrl() {
      return server().baseUrl;
    },
    get origin() {
      return server().origin;
    },
    get requests() {
      return server().requests;
    },
    on: (method, path, reply) => server().on(method, path, reply),
    reset: () => server().reset(),
    close: () => server().close(),
  };
}
