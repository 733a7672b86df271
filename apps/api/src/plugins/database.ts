import fp from "fastify-plugin";
import type { Db } from "../db";

declare module "fastify" {
  interface FastifyInstance {
    /** The Drizzle client; the entry point (or the test helper) owns opening and closing it. */
    db: Db;
  }
}

export const database = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate("db", db);
  },
  { name: "database" },
);
