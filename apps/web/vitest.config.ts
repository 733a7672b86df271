import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    globals: true,
    // ui's jsdom setup (jest-dom, cleanup, the browser APIs jsdom lacks) and its check that no
    // `cn` call joins conflicting classes first, then the app's own
    setupFiles: [
      "../../packages/ui/src/test/setup.ts",
      "../../packages/ui/src/test/cn-guard.ts",
      "./src/test/setup.ts",
    ],
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    // A screen test clicks through a whole journey, each step waiting up to 5 s on a busy
    // machine (asyncUtilTimeout in ./src/test/setup.ts): the test as a whole gets 20 s.
    testTimeout: 20_000,
  },
});
