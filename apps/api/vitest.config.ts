import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "api",
    environment: "node",
    include: ["test/**/*.test.ts"],
    env: { LOG_LEVEL: "silent" },
    // PGlite boots a WASM PostgreSQL per test file; child-process tests start a real server.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
