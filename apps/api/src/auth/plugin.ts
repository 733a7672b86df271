import fp from "fastify-plugin";
import type { UserRow } from "../db/schema";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in account, set by `requireAuth`/`requireRole` (fresh from the database). */
    user: UserRow | null;
    /** The presented token's id and expiry, set by `requireAuth` with `user`. */
    session: { tokenId: string; expiresAt: Date } | null;
  }
}

/** Gives every request a `user` slot; the guards in ./guards.ts fill it. */
export const authentication = fp(
  async (app) => {
    app.decorateRequest("user", null);
    app.decorateRequest("session", null);
  },
  { name: "authentication", dependencies: ["app-context"] },
);
