import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_JWT_SECRET } from "../src/config";
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
    it("migrates, seeds, listens, prints its address and the demo accounts, answers, and exits 0 on SIGTERM", async () => {
      const testDatabase =
        target.kind === "postgres" ? await createTestDatabase(target, { migrate: false }) : undefined;
      const env: Record<string, string> = testDatabase?.url
        ? { DATABASE_URL: testDatabase.url }
        : { DATA_DIR: dataDir };
      try {
        const server = await startServer({ ...env, HOST: "127.0.0.1", PORT: "0" });
        const response = await fetch(`${server.url}/api/health`);
        const login = await post(server.url, "login", {
          identityFier: "sahip@halisaha.dev",
          password: "Halisaha123!",
        });
        // The development SMS adapter prints the code even though the log is silent (NODE_ENV=test).
        const forgot = await post(server.url, "forgot-password", { phone: "0555 000 00 01" });
        const code = await waitFor(() => smsCode.exec(server.output().stdout)?.[1]);
        const verified = await post(server.url, "verify-reset-code", { phone: "5550000001", otp: code });
        const signedIn = (await login.json()) as { data: { items: { role: string } } };
        const exit = await server.stop("SIGTERM");

        expect(login.status).toBe(200);
        expect(signedIn.data.items.role).toBe("facility_owner");
        expect(forgot.status).toBe(200);
        expect(verified.status).toBe(200);
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({
          success: true,
          data: { status: "ok", database: "ok" },
        });
        const lines = exit.stdout.split("\n");
        const start = lines.findIndex((line) => line.startsWith("halisaha çalışıyor:"));
        expect(lines.filter((line) => line.startsWith("halisaha çalışıyor:"))).toHaveLength(1);
        expect(lines.slice(start + 1, start + 7)).toEqual([
          "Demo hesapları:",
          "  rol             e-posta              şifre",
          "  user            oyuncu@halisaha.dev  Halisaha123!",
          "  facility_owner  sahip@halisaha.dev   Halisaha123!",
          "  facility_owner  sahip2@halisaha.dev  Halisaha123!",
          "  admin           admin@halisaha.dev   Halisaha123!",
        ]);
        expect(lines.filter((line) => line.startsWith("SMS (geliştirme):"))).toEqual([
          `SMS (geliştirme): 5550000001 numarasına doğrulama kodu ${code}`,
        ]);
        expect(exit.stderr).toBe("");
        expect(exit.code).toBe(0);
      } finally {
        await testDatabase?.dispose();
      }
    });
  });
}

const postgres = testTargets().find((target) => target.kind === "postgres");
if (postgres)
  describe("WEB_CONCURRENCY=2: one port, two worker processes [postgres]", () => {
    it("migrates once, prints one start line, replaces a dead worker and drains every worker on SIGTERM", async () => {
      const testDatabase = await createTestDatabase(postgres, { migrate: false });
      try {
        const server = await startServer({
          DATABASE_URL: testDatabase.url!,
          WEB_CONCURRENCY: "2",
          HOST: "127.0.0.1",
          PORT: "0",
        });
        const workers = () => childrenOf(server.pid);
        const healthy = async () => (await fetch(`${server.url}/api/health`)).status;
        await waitFor(() => (workers().length === 2 ? true : undefined));
        const [first] = workers();
        process.kill(first!, "SIGKILL");
        await waitFor(
          () => (workers().length === 2 && !workers().includes(first!) ? true : undefined),
          20_000,
        );
        const statuses = await Promise.all(Array.from({ length: 6 }, healthy));
        const login = await post(server.url, "login", { identityFier: "oyuncu", password: "Halisaha123!" });
        const survivors = workers();
        const exit = await server.stop("SIGTERM");

        expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
        expect(login.status).toBe(200);
        expect(exit.stdout.match(/halisaha çalışıyor:/g)).toHaveLength(1);
        expect(exit.stdout.match(/Demo hesapları:/g)).toHaveLength(1);
        expect(exit.stderr).toBe("");
        expect(exit.code).toBe(0);
        expect(survivors.filter(isAlive)).toEqual([]);
      } finally {
        await testDatabase.dispose();
      }
    });

    it("stops with one line when the port is in use, whichever worker finds out", async () => {
      const blocker = await occupyPort();
      const port = (blocker.address() as AddressInfo).port;
      const testDatabase = await createTestDatabase(postgres, { migrate: false });
      try {
        const exit = await runServerToExit({
          DATABASE_URL: testDatabase.url!,
          WEB_CONCURRENCY: "2",
          HOST: "127.0.0.1",
          PORT: String(port),
        });

        expectOneLineFailure(
          exit,
          new RegExp(`^Server error: port ${port} on 127\\.0\\.0\\.1 is already in use`),
        );
      } finally {
        blocker.close();
        await testDatabase.dispose();
      }
    });
  });

/** A process's children's ids (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("start-up failures", () => {
  it("refuses to start in production without JWT_SECRET, or with the development one", async () => {
    const missing = await runServerToExit({
      NODE_ENV: "production",
      PUBLIC_URL: "https://halisaha.example",
      DATA_DIR: dataDir,
      SMS_PROVIDER: "console",
      PAYMENTS_MODE: "test",
    });
    const devDefault = await runServerToExit({
      NODE_ENV: "production",
      PUBLIC_URL: "https://halisaha.example",
      DATA_DIR: dataDir,
      JWT_SECRET: DEV_JWT_SECRET,
    });

    expectOneLineFailure(
      missing,
      /^Configuration error: JWT_SECRET must be set in production: a random value of at least 32 characters \(openssl rand -hex 32\)\.$/,
    );
    expectOneLineFailure(devDefault, /^Configuration error: JWT_SECRET is the public development default/);
  });

  it("refuses to start in production without PUBLIC_URL, and several processes on the embedded database", async () => {
    const noAddress = await runServerToExit({
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(40),
      DATA_DIR: dataDir,
      SMS_PROVIDER: "console",
      PAYMENTS_MODE: "test",
    });
    const embeddedCluster = await runServerToExit({ DATA_DIR: dataDir, WEB_CONCURRENCY: "2" });

    expectOneLineFailure(
      noAddress,
      /^Configuration error: PUBLIC_URL must be set in production: the site's address for links, previews, the sitemap and robots.txt, such as https:\/\/halisaha.com.tr\.$/,
    );
    expectOneLineFailure(
      embeddedCluster,
      /^Configuration error: WEB_CONCURRENCY must be 1 with the embedded database/,
    );
  });

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

const smsCode = /SMS \(geliştirme\): 5550000001 numarasına doğrulama kodu (\d{6})/;

function post(url: string, path: string, body: object): Promise<Response> {
  return fetch(`${url}/api/auth/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 5_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("timed out waiting for the server's output");
}

function occupyPort(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}
