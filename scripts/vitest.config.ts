import { defineProject } from "vitest/config";

/** Tests of the repository's own tooling (lint boundaries, scripts). */
export default defineProject({
  test: {
    name: "repo",
    environment: "node",
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
  },
});
