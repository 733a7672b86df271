import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";

/** Vite puts content-hashed files under assets/: they never change, so cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** The built web app's folder, if configured and actually built. */
export function usableWebDist(webDist: string | undefined): string | undefined {
  return webDist !== undefined && existsSync(join(webDist, "index.html")) ? webDist : undefined;
}

/** Serves the built SPA at `/`; the not-found handler falls back to its index.html. */
export const webApp = fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      setHeaders(res, filePath) {
        const inAssets = relative(root, filePath).startsWith(`assets${sep}`);
        res.setHeader("cache-control", inAssets ? IMMUTABLE : REVALIDATE);
      },
    });
  },
  { name: "web-app" },
);
