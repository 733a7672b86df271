import { defineProject } from "vitest/config";

/**
 * Browser journeys: the built app served as `npm start` serves it (a free port, a temporary
 * DATA_DIR), driven in Debian's Chromium by playwright-core. `npm test` builds first.
 */
export default defineProject({
  test: {
    name: "e2e",
    environment: "node",
    include: ["journeys/**/*.test.ts"],
    globalSetup: ["./support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
