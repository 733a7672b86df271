import { defineProject } from "vitest/config";

/** Proves other teams can install @halisaha/ui from its packed tarball (slow: own project). */
export default defineProject({
  test: {
    name: "pack",
    environment: "node",
    include: ["test-pack/**/*.test.ts"],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
