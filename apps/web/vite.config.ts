import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { reactRouterTreeShaking } from "./build/react-router-tree-shaking";

/**
 * Text files the API serves precompressed (`preCompressed` in apps/api/src/plugins/web.ts):
 * keep this list and COMPRESSIBLE there in step.
 */
const PRECOMPRESSED = /\.(?:js|css|html|svg|json|webmanifest|txt)$/;
/** Smaller files gain too little from compression to be worth a sibling (bytes). */
const PRECOMPRESS_FROM = 256;

/**
 * The web app. In development `/api` is proxied to the API (`pnpm dev` runs both).
 * `vite build` makes the browser's files in dist/; `vite build --ssr src/entry-server.tsx`
 * makes the server's renderer in dist-server/ (one self-contained module the API imports).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    reactRouterTreeShaking(),
    react(),
    tailwindcss(),
    // Created for browser builds only: the plugin holds on to stdout's writer until its build ends.
    ...(command === "build" && !isSsrBuild ? [precompression()] : []),
  ],
  // The renderer carries its dependencies: the API's process resolves nothing from apps/web.
  ssr: { noExternal: true, target: "node" },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://localhost:${process.env.API_PORT ?? 3000}`,
      "/images": `http://localhost:${process.env.API_PORT ?? 3000}`,
    },
  },
  build: isSsrBuild
    ? { outDir: "dist-server", sourcemap: true, target: "node20", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "dist",
        sourcemap: true,
        // .vite/manifest.json: the chunk graph, for tools that map a route to its files.
        manifest: true,
        target: "es2022",
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              // Everything the entry imports statically (React, the router, SWR, the layouts: what
              // every page runs) is one file, compressed as one: 8 KB less per first visit than
              // the same code in ten files.
              groups: [{ name: "initial", tags: ["$initial"] }],
              // Shared chunks under 8 KB (before minifying) are copied into the chunks that use them
              // (one module state through rolldown's registry): a first visit fetched 45-54 files,
              // most under 1 KB, each a request of its own and compressed alone. 8 KB rather than 4
              // makes each public route one file: 1.4-1.6 KB less on /, /facilities and a facility page.
              experimentalInlineCommonChunks: { maxSize: 8192 },
            },
          },
        },
      },
}));

/**
 * Every text file of 256 bytes or more also gets a .br and a .gz sibling, at the highest
 * levels (brotli 11, gzip 9): compressed once per build, never per request.
 * scripts/bench/bundle.mjs fails when a file a first visit fetches lacks them.
 */
function precompression() {
  return compression({
    include: PRECOMPRESSED,
    // The build manifest is for scripts/bench/bundle.mjs, not for browsers.
    exclude: /^\.vite\//,
    threshold: PRECOMPRESS_FROM,
    algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
    logLevel: "silent",
  });
}
