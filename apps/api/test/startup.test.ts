import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testTargets } from "./helpers/databases";
import { runServerToExit, startServer, type Exit } from "./helpers/server-process";

let scratch: string;
/** One embedded database for every start here: creating one costs seconds, reopening it less. */
let dataDir: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "hs-startup-"));
  dataDir = join(scratch, "data");
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Exit code 1 and exactly one stderr line, with no stack trace anywhere. */
function expectOneLineFailure(exit: Exit, line: RegExp): void {
  const lines = exit.stderr.split("\n").filter((text) => text.trim() !== "");
  expect(exit.code).toBe(1);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(line);
  expect(`${exit.stdout}${exit.stderr}`).not.toMatch(/^\s+at /m);
  expect(exit.stdout).not.toContain("halisaha çalışıyor");
}

for (const target of testTargets()) {
  describe(`a normal start [${target.kind}]`, () => {
    it("migrates, listens, prints its address, answers, and exits 0 on SIGTERM", async () => {
      const testDatabase =
        target.kind === "postgres" ? await createTestDatabase(target, { migrate: false }) : undefined;
      const env: Record<string, string> = testDatabase?.url
        ? { DATABASE_URL: testDatabase.url }
        : { DATA_DIR: dataDir };
      try {
        const server = await startServer({ ...env, HOST: "127.0.0.1", PORT: "0" });
        const response = await fetch(`${server.url}/api/health`);
        const exit = await server.stop("SIGTERM");

        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({
          success: true,
          data: { status: "ok", database: "ok" },
        });
        expect(exit.stdout.split("\n").filter((line) => line.startsWith("halisaha çalışıyor:"))).toHaveLength(
          1,
        );
        expect(exit.stderr).toBe("");
        expect(exit.code).toBe(0);
      } finally {
        await testDatabase?.dispose();
      }
    });
  });
}

describe("start-up failures", () => {
  it("stops on an unparseable DATABASE_URL", async () => {
    const exit = await runServerToExit({
      DATABASE_URL: "postgres//postgres@127.0.0.1/halisaha",
      DATA_DIR: dataDir,
    });

    expectOneLineFailure(
      exit,
      /^Configuration error: DATABASE_URL is not a valid PostgreSQL URL \(expected postgres:\/\/user@host:5432\/database\)/,
    );
  });

  it("stops on a DATA_DIR it cannot write", async () => {
    const blocker = join(scratch, "a-file");
    writeFileSync(blocker, "");
    const exit = await runServerToExit({ DATA_DIR: join(blocker, "data") });

    expectOneLineFailure(
      exit,
      /^Configuration error: DATA_DIR ".*a-file[\\/]data" is not writable \(ENOTDIR.*\)\. Point DATA_DIR to a folder/,
    );
  });

  it("stops when the port is in use", async () => {
    const blocker = await occupyPort();
    const port = (blocker.address() as AddressInfo).port;
    try {
      const exit = await runServerToExit({ DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: String(port) });

      expectOneLineFailure(
        exit,
        new RegExp(
          `^Server error: port ${port} on 127\\.0\\.0\\.1 is already in use\\. Stop the other process or set PORT to a free port\\.$`,
        ),
      );
    } finally {
      blocker.close();
    }
  });

  it("stops when the database is unreachable", async () => {
    const exit = await runServerToExit({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/halisaha" });

    expectOneLineFailure(
      exit,
      /^Database error: cannot use PostgreSQL at 127\.0\.0\.1:1\/halisaha \(.*ECONNREFUSED.*\)\. Check DATABASE_URL/,
    );
  });
});

function occupyPort(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}
