import fastifyStatic from "@fastify/static";
import fp from "fastify-plugin";
import { UPLOAD_CACHE_CONTROL, UPLOADS_PREFIX } from "../adapters/storage";

/**
 * Uploaded images on local disk (DATA_DIR/uploads) at /uploads/. Every file has a fresh random
 * name and never changes, so it is cached for a year as `immutable`. With S3 storage the
 * bucket serves them and this plugin is not registered.
 */
export const localUploads = fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "deny",
      cacheControl: false,
      setHeaders(res) {
        res.setHeader("cache-control", UPLOAD_CACHE_CONTROL);
      },
    });
  },
  { name: "local-uploads" },
);
