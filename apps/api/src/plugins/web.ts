import { existsSync } from "node:fs";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import { addVary } from "../http/vary";

/** Vite puts content-hashed files under assets/: they never change, so cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * The text files the web build precompresses (PRECOMPRESSED in apps/web/vite.config.ts), as
 * served: `app.js`, or its `app.js.br` / `app.js.gz` sibling.
 */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|webmanifest|txt)(?:\.br|\.gz)?$/;

/** The built web app's folder, if configured and actually built. */
export function usableWebDist(webDist: string | undefined): string | undefined {
  return webDist !== undefined && existsSync(join(webDist, "index.html")) ? webDist : undefined;
}

/**
 * Serves the built SPA at `/`; the not-found handler falls back to its index.html. Text files
 * go out as the .br or .gz sibling the build made (`preCompressed`) when the client accepts
 * it, else as they are; nothing here is compressed per request (see plugins/compression.ts).
 */
export const webApp = fp<{ root: string }>(
  async (app, { root }) => {
    // Answers whose body depends on Accept-Encoding: a text file, sent as it is or as its .br or
    // .gz sibling. @fastify/static sets no Vary for them, and one set on the raw response in
    // setHeaders would be replaced by the reply's own (CORS adds `Vary: Origin`), so it is
    // added on the reply here. Covers the SPA fallback too (reply.sendFile).
    const negotiated = new WeakSet<object>();
    app.addHook("onSend", async (_request, reply) => {
      if (negotiated.has(reply.raw)) addVary(reply, "Accept-Encoding");
    });

    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const inAssets = relative(root, filePath).startsWith(`assets${sep}`);
        res.setHeader("cache-control", inAssets ? IMMUTABLE : REVALIDATE);
        if (COMPRESSIBLE.test(filePath)) negotiated.add(res);
      },
    });
  },
  { name: "web-app" },
);
