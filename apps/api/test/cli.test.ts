import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase, seed, type Database } from "../src/db";
import { seedSteps } from "../src/modules/seed-steps";
import { users } from "../src/db/schema";
import type { Exit } from "./helpers/server-process";

const apiRoot = fileURLToPath(new URL("..", import.meta.url));

/** `tsx src/cli.ts …` (what `pnpm --filter @halisaha/api cli …` runs) with only the given variables. */
function cli(args: string[], env: Record<string, string>): Promise<Exit> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli.ts", ...args], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

describe("cli user:role on the embedded database", () => {
  let scratch: string;
  let env: Record<string, string>;
  /** Opens the CLI's database in this process (PGlite allows one process at a time). */
  const withDatabase = async <T>(run: (database: Database) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ dataDir: join(scratch, "data") });
    try {
      await migrate(database);
      return await run(database);
    } finally {
      await database.close();
    }
  };

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), "hs-cli-"));
    env = { DATA_DIR: join(scratch, "data") };
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("refuses an unknown user with one line and exit code 1, after migrating the fresh database", async () => {
    const exit = await cli(["user:role", "kimse@halisaha.dev", "admin"], env);

    expect(exit.code).toBe(1);
    expect(exit.stdout).toBe("");
    expect(exit.stderr).toBe("Kullanıcı bulunamadı / no user with e-mail kimse@halisaha.dev.\n");
  });

  it("sets the role of the account with that e-mail, in any case", async () => {
    await withDatabase((database) => seed(database.db, seedSteps));

    const exit = await cli(["user:role", "OYUNCU@halisaha.dev", "facility_owner"], env);

    expect(exit).toEqual({
      code: 0,
      stdout: "Rol güncellendi / role updated: oyuncu@halisaha.dev → facility_owner\n",
      stderr: "",
    });
    const [row] = await withDatabase((database) =>
      database.db.select().from(users).where(eq(users.email, "oyuncu@halisaha.dev")),
    );
    expect(row?.role).toBe("facility_owner");
  });
});

describe("cli arguments", () => {
  it("refuses a role that does not exist, and a wrong command, without touching the database", async () => {
    const dataDir = join(tmpdir(), `hs-cli-unused-${process.pid}`);
    const [badRole, usage] = await Promise.all([
      cli(["user:role", "oyuncu@halisaha.dev", "superuser"], { DATA_DIR: dataDir }),
      cli(["user:delete", "oyuncu@halisaha.dev"], { DATA_DIR: dataDir }),
    ]);

    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toBe(
      'Geçersiz rol / invalid role "superuser": user, facility_owner, admin olmalı / must be one of them.\n',
    );
    expect(usage.code).toBe(1);
    expect(usage.stderr).toBe("Kullanım / usage: cli user:role <e-posta> <user|facility_owner|admin>\n");
    expect(existsSync(dataDir)).toBe(false);
  });
});
