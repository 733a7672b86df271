/**
 * The benchmark's baseline: a bare Fastify answering the health route's exact body, with
 * no plugins, logger or database. Run as a child of health.mjs: `node bare-server.mjs <port>`.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const apiPackage = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/api/package.json");
const fastifyEntry = createRequire(apiPackage).resolve("fastify");
const { default: Fastify } = await import(pathToFileURL(fastifyEntry).href);

const body = { success: true, message: "İşlem başarılı.", data: { status: "ok", database: "ok" } };
const app = Fastify();
app.get("/api/health", async () => body);
await app.listen({ port: Number(process.argv[2]), host: "127.0.0.1" });
process.stdout.write("ready\n");
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => app.close().then(() => process.exit(0)));
