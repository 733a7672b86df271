import { httpMessages } from "@halisaha/data/contract";
import type { FastifyInstance } from "fastify";
import { badRequest } from "../http/errors";
import { jsonNestsDeeperThan } from "../http/json-depth";

/**
 * JSON request bodies, parsed by Fastify's own parser (secure-json-parse: `__proto__` and
 * `constructor.prototype` keys are refused) after one check of our own: a body nested deeper
 * than MAX_JSON_DEPTH is refused with the Turkish 400 before anything parses it. A few thousand
 * levels (12 KB) used to overflow the stack of the recursive walks after JSON.parse (the
 * prototype scan, zod, the serializer) and answer 500; the check is a linear scan of the
 * text, so it costs a refused body no more than reading it. Called on the root instance, so
 * every route gets it; the payment webhook replaces it with its raw-bytes parser.
 */
export function jsonBodies(app: FastifyInstance, bodyLimit: number): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (jsonNestsDeeperThan(text)) {
      done(badRequest(httpMessages.jsonTooDeep), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
