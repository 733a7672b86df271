import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

/**
 * Text files the API serves precompressed (`preCompressed` in apps/api/src/plugins/web.ts):
 * keep this list and COMPRESSIBLE there in step.
 */
const PRECOMPRESSED = /\.(?:js|css|html|svg|json|webmanifest|txt)$/;

/**
 * The web app. In development `/api` is proxied to the API (`pnpm dev` runs both).
 * `vite build` makes the browser's files in dist/; `vite build --ssr src/entry-server.tsx`
 * makes the server's renderer in dist-server/ (one self-contained module the API imports).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
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
        // .vite/manifest.json: the chunk graph the bundle budget (scripts/bench/bundle.mjs) reads.
        manifest: true,
        target: "es2022",
      },
}));

/**
 * Every text file of 1 KB or more also gets a .br and a .gz sibling, at the highest levels
 * (brotli 11, gzip 9): compressed once per build, never per request. scripts/bench/bundle.mjs
 * fails when a first-visit file lacks them.
 */
function precompression() {
  return compression({
    include: PRECOMPRESSED,
    // The build manifest is for scripts/bench/bundle.mjs, not for browsers.
    exclude: /^\.vite\//,
    threshold: 1024,
    algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
    logLevel: "silent",
  });
}
