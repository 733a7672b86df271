import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer /api/health within 60 s:\n${output()}`);
}

export interface RunningApp {
  baseURL: string;
  /** Everything the server printed (SMS codes among it). */
  logFile: string;
  stop(): Promise<void>;
}

/**
 * Starts the built app the way `npm start` serves it, on a free port with a temporary data
 * folder; `env` adds configuration (a journey that needs a short card hold starts its own).
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  for (const built of [
    "apps/api/dist/server.js",
    "apps/web/dist/index.html",
    // without it the public pages would go out unrendered and the journeys would not see it
    "apps/web/dist-server/entry-server.js",
  ]) {
    if (!existsSync(path.join(root, built)))
      throw new Error(`${built} is missing: run \`pnpm build\` first.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "halisaha-e2e-"));
  const port = await freePort();
  const logFile = path.join(dataDir, "server.log");
  const logStream = createWriteStream(logFile);
  let log = "";
  const child = spawn(process.execPath, [path.join(root, "scripts/serve.mjs")], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (chunk: Buffer) => {
    log += chunk;
    logStream.write(chunk);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child, () => log);
  return {
    baseURL,
    logFile,
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
      logStream.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
