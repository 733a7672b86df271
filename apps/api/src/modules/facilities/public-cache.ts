import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { viewerOf } from "../../auth";
import { readVersions } from "../../db/schema";
import { addVary } from "../../http/vary";
import type { ModuleDeps } from "../../deps";

/**
 * What a browser or a shared cache may keep of a guest's facility list or detail: 10 s fresh,
 * then a minute more while it revalidates in the background (an ETag makes that a 304).
 */
export const PUBLIC_READ_CACHE_CONTROL = "public, max-age=10, stale-while-revalidate=60";

/** Answers kept in memory per process: a few hundred list pages and facility pages. */
const MAX_ENTRIES = 500;

const SCOPE = "facilities";

type Cached = { version: number; body: string };

declare module "fastify" {
  interface FastifyRequest {
    /** The `facilities` read version this guest's answer was made under, when cacheable. */
    publicReadVersion?: number;
  }
}

/**
 * The guests' facility reads (the list with its query, a facility's detail) answered from
 * memory and with ETags, never stale: every answer is keyed by the `facilities` read version,
 * which a trigger raises in the same transaction as any change to what these reads show
 * (migration 0014). Each guest request reads that one-row version (a primary-key lookup), then:
 * - `If-None-Match` with the current ETag → 304 without building anything;
 * - an answer kept for this URL under this version → sent as it is (compression still applies);
 * - else the route runs and its 200 answer is kept.
 * A signed-in caller (whose answer may show more: an owner's own inactive facilities) is never
 * cached and keeps `Cache-Control: no-store`.
 */
export type PublicReadCacheDeps = Pick<ModuleDeps, "db">;

export function createPublicReadCache({ db }: PublicReadCacheDeps) {
  const answers = new LRUCache<string, Cached>({ max: MAX_ENTRIES });

  async function currentVersion(): Promise<number> {
    const [row] = await db
      .select({ version: readVersions.version })
      .from(readVersions)
      .where(eq(readVersions.scope, SCOPE));
    return row?.version ?? 0;
  }

  return {
    /** preHandler: a 304 or the kept answer for a guest, else marks the request cacheable. */
    async serve(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (viewerOf(request) !== undefined || request.headers.authorization !== undefined) return;
      const version = await currentVersion();
      if (matches(request.headers["if-none-match"], etagOf(version))) {
        await cacheable(reply, version).code(304).send();
        return reply;
      }
      const kept = answers.get(request.url);
      if (kept?.version === version) {
        await cacheable(reply, version).type("application/json; charset=utf-8").send(kept.body);
        return reply;
      }
      request.publicReadVersion = version;
    },

    /** onSend: keeps a cacheable request's 200 answer under the version it was made with. */
    async keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
      const version = request.publicReadVersion;
      if (version !== undefined && reply.statusCode === 200 && typeof payload === "string") {
        answers.set(request.url, { version, body: payload });
        cacheable(reply, version);
      }
      return payload;
    },
  };
}

function etagOf(version: number): string {
  return `W/"f${version}"`;
}

/** The headers of a guest's answer made under `version`. */
function cacheable(reply: FastifyReply, version: number): FastifyReply {
  addVary(reply, "Authorization");
  return reply.header("etag", etagOf(version)).header("cache-control", PUBLIC_READ_CACHE_CONTROL);
}

/** `If-None-Match`: a list of ETags or `*`; weak comparison, as RFC 9110 asks for GET. */
function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
