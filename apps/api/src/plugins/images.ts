import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import { findShippedFolder } from "../shipped-files";
import { IMAGES_PREFIX } from "./urls";

/**
 * A week, then revalidated with the ETag: the files keep their names when redrawn, so they
 * are not `immutable`, but a list page never asks twice in a session.
 */
const IMAGE_CACHE = "public, max-age=604800, stale-while-revalidate=86400";

/** apps/api/assets/images, the pictures the app ships, found beside the code (src/plugins/ or dist/). */
export function findImagesFolder(from = dirname(fileURLToPath(import.meta.url))): string {
  return findShippedFolder(from, join("assets", "images"), "facilities");
}

/**
 * The pictures the app ships (assets/images/ at /images/: the demo facility images). Same origin,
 * so the CSP's `img-src 'self'` covers them. Unknown files fall through to the JSON 404.
 */
export const shippedImages = fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: findImagesFolder(),
      prefix: IMAGES_PREFIX,
      // The web app's static plugin owns reply.sendFile (its SPA fallback uses it).
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "deny",
      cacheControl: false,
      setHeaders(res) {
        res.setHeader("cache-control", IMAGE_CACHE);
      },
    });
  },
  { name: "shipped-images" },
);
