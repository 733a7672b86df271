import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fp from "fastify-plugin";
import { IMAGES_PREFIX, isApiUrl } from "./urls";

/** Answers smaller than this go out as they are: the saving would not pay for the work. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses API answers and the shipped images (/images/) per request, brotli when the
 * client accepts it, else gzip. Register it before the routes it should cover: it attaches
 * itself to each route as the route is added.
 *
 * - Levels: brotli quality 4 and gzip level 6. Brotli at its default quality 11 costs 12-14 ms
 *   of CPU for the 21 KB facility list (1.5 KB); quality 4 takes about 0.1 ms (1.8 KB) and
 *   still beats gzip 6 (1.9 KB). The highest levels are for build time only.
 * - Answers below 1 KB go out as they are (headers and framing eat the gain). A stream's size
 *   is not known in advance, so a streamed file is compressed whatever its size: here only
 *   the shipped SVGs, all several KB. Unknown routes (the 404 handler) are never compressed.
 * - The web app's files are compressed at build time (vite-plugin-compression2) and sent
 *   as .br/.gz by @fastify/static (plugins/web.ts), so its routes opt out here: no file of
 *   the web app is compressed twice or per request. An answer that already carries a
 *   Content-Encoding is never touched either.
 * - Server-sent events (text/event-stream) and non-text types (PNG, JPEG) are left alone by
 *   @fastify/compress's default type list; partial content (206) is never compressed.
 * - Request bodies are not decompressed (`globalDecompression: false`): the API reads plain
 *   JSON, and the Stripe webhook must verify the exact bytes it received.
 */
export const compression = fp(
  async (app) => {
    // Runs before @fastify/compress's own onRoute hook (registered next), which honours it.
    app.addHook("onRoute", (route) => {
      if (route.compress === undefined && !compressedPerRequest(route.url)) route.compress = false;
    });
    await app.register(fastifyCompress, {
      encodings: ["br", "gzip"],
      threshold: COMPRESSION_THRESHOLD,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
      globalDecompression: false,
      // Compress in one go, on the event loop, up to 128 KB (about 0.6 ms of brotli 4); only
      // bigger answers (a 100-facility page) take the stream path. The library's default on a
      // 2-core machine is 8 KB, which sent every facility page (21 KB) through a zlib stream:
      // about 1 ms more per answer than the compression itself, and no Content-Length.
      syncThreshold: 128 * 1024,
    });
  },
  { name: "compression" },
);

function compressedPerRequest(url: string): boolean {
  return isApiUrl(url) || url.startsWith(IMAGES_PREFIX);
}
