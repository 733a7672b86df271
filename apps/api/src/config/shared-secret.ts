import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db";
import { appSecrets } from "../db/schema";
import type { AppConfig } from "./env";

const JWT_SECRET_ROW = "jwt";

/**
 * The token key of a deployment on a PostgreSQL server without JWT_SECRET: 32 random bytes
 * inserted on the first start, read by every later one. The insert does nothing when the row is
 * there already (ON CONFLICT DO NOTHING waits for a concurrent insert to commit), so processes
 * starting together on one database, whatever their data folders, end up with the first one's
 * key: a token or a one-time code made by one is good on every other. Production sets
 * JWT_SECRET instead (env.ts refuses to start without it).
 */
export async function databaseJwtSecret(db: Db): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name: JWT_SECRET_ROW, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, JWT_SECRET_ROW));
  if (!row) throw new Error("the generated token secret is missing from app_secrets");
  return row.value;
}

/** `config` with its token key, fetched from the database when that is where it is kept. */
export async function withJwtSecret(config: AppConfig, db: Db): Promise<AppConfig> {
  if (config.jwtSecretSource !== "database") return config;
  return { ...config, jwtSecret: await databaseJwtSecret(db) };
}
