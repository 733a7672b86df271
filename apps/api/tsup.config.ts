import { defineConfig } from "tsup";

/**
 * `dist/server.js`: ESM for Node 20. The workspace contract is bundled (it ships as
 * TypeScript source); everything from node_modules stays external. The SQL migrations are
 * read at run time from ../drizzle (see src/db/migrations-folder.ts).
 */
export default defineConfig({
  entry: { server: "src/server.ts" },
  format: ["esm"],
  target: "node20",
  platform: "node",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@halisaha\//],
});
