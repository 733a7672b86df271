/**
 * `pacedLoad` on its own thread, for a benchmark whose main thread is busy with other load (the
 * upload benchmark builds and sends 10 MB multipart bodies): on one event loop, a late timer
 * there would count against the server. Only plain options (`base`, `paths`, `rate`, `seconds`,
 * `maxSockets`) cross to the thread; answers what `pacedLoad` answers.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { pacedLoad } from "./paced-load.mjs";

export function pacedLoadOnThread(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`the load thread exited with ${code}`));
    });
  });
}

if (!isMainThread && workerData) {
  parentPort.postMessage(await pacedLoad(workerData));
}
