import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "ui",
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts", "./src/test/cn-guard.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
  },
});
