import { defineConfig } from "vitest/config";

/** One Vitest run over every suite; pick one with `--project <name>`. */
export default defineConfig({
  test: {
    projects: [
      "packages/ui/vitest.config.ts",
      "packages/data/vitest.config.ts",
      "apps/web/vitest.config.ts",
      "apps/api/vitest.config.ts",
      "e2e/vitest.config.ts",
      "packages/ui/vitest.pack.config.ts",
      "scripts/vitest.config.ts",
    ],
  },
});
