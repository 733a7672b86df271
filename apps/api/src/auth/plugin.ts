import fp from "fastify-plugin";
import type { UserRow } from "../modules/users/repo";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in account, set by `requireAuth`/`requireRole` (fresh from the database). */
    user: UserRow | null;
  }
}

/** Gives every request a `user` slot; the guards in ./guards.ts fill it. */
export const authentication = fp(
  async (app) => {
    app.decorateRequest("user", null);
  },
  { name: "authentication", dependencies: ["app-context"] },
);
