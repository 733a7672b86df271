import { defineConfig } from "tsup";

/**
 * `dist/index.js` and its types. The contract's rules that ui imports (`@halisaha/data/rules`,
 * TypeScript source in the workspace) are bundled in, as the API bundles the contract: the code
 * through `noExternal`, the types through the `paths` of tsconfig.build.json. The published
 * package needs no `@halisaha/data`; everything else of `dependencies` (date-fns, Radix, ...)
 * stays external.
 */
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  external: ["react", "react-dom", "react/jsx-runtime"],
  noExternal: [/^@halisaha\/data/],
  tsconfig: "tsconfig.build.json",
});
