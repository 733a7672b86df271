import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const apiRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunningServer {
  url: string;
  /** The process id (with WEB_CONCURRENCY > 1, the cluster's primary). */
  pid: number;
  /** What the process has printed so far. */
  output(): Exit;
  /** Sends the signal and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/** `node --import tsx src/server.ts` with only the given variables (plus PATH and HOME). */
function spawnServer(env: Record<string, string>): {
  child: ChildProcess;
  exit: Promise<Exit>;
  output: () => Exit;
} {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const output = () => ({ code: child.exitCode, stdout, stderr });
  const exit = new Promise<Exit>((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
  return { child, exit, output };
}

/** Runs the server expecting it to stop by itself (a start-up failure). */
export async function runServerToExit(env: Record<string, string>, timeoutMs = 20_000): Promise<Exit> {
  const { child, exit } = spawnServer(env);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  try {
    return await exit;
  } finally {
    clearTimeout(timer);
  }
}

/** Starts the server and resolves once it prints its "halisaha çalışıyor" line. */
export async function startServer(env: Record<string, string>, timeoutMs = 30_000): Promise<RunningServer> {
  const { child, exit, output } = spawnServer(env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(`no start line within ${timeoutMs} ms`), timeoutMs);
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${reason}\nstdout: ${output().stdout}\nstderr: ${output().stderr}`));
    };
    child.stdout?.on("data", () => {
      const match = /halisaha çalışıyor: (http:\/\/localhost:\d+)/.exec(output().stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exit.then(() => fail("the server exited before listening"));
  });
  return {
    url,
    pid: child.pid!,
    output,
    stop: async (signal = "SIGTERM") => {
      child.kill(signal);
      return exit;
    },
  };
}
