import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The web app. In development `/api` is proxied to the API (`pnpm dev` runs both). */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      "/api": `http://localhost:${process.env.API_PORT ?? 3000}`,
      "/images": `http://localhost:${process.env.API_PORT ?? 3000}`,
    },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    // .vite/manifest.json: the chunk graph the bundle budget (scripts/bench/bundle.mjs) reads.
    manifest: true,
    target: "es2022",
  },
});
