import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "data",
    environment: "jsdom",
    globals: true,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/session-schema.ts"],
  },
});
