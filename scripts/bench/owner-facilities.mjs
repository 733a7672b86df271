/**
 * Facility uploads: how long creating a facility with 5 photos of about 2 MB each takes, the
 * API's peak memory while 4 such uploads run at once, and GET /api/health meanwhile.
 *
 * Creates a throw-away database on BENCH_DATABASE_URL's server (default the local one), starts
 * the built API in production mode with local image storage in a temporary folder, registers an
 * owner, then:
 *   1. creates BENCH_CREATES (default 3) facilities one after another, timing each;
 *   2. for BENCH_DURATION seconds (default 15) keeps 4 uploads in flight (a new one starts when
 *      one ends) while /api/health is asked 50 times a second, evenly spaced, from a thread of
 *      its own (scripts/lib/paced-load-thread.mjs), and samples the API process's resident memory every 25 ms.
 * Prints the figures; target: /api/health p99 < 50 ms during the uploads. A benchmark, not a
 * test: exit code 1 only when a request failed.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiEntry, apiReadyLine, benchApiEnv, startNodeProcess } from "../lib/bench-api.mjs";
import { latencySummary } from "../lib/paced-load.mjs";
import { pacedLoadOnThread } from "../lib/paced-load-thread.mjs";
import { onServer as onServerOf, withDatabase } from "../lib/bench-db.mjs";
import { freePort, run } from "../lib/process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// `pg` and `sharp` are the API's dependencies; resolve them from there.
const requireFromApi = createRequire(path.join(root, "apps/api/package.json"));
const pg = requireFromApi("pg");
const sharp = requireFromApi("sharp");

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const onServer = (statement) => onServerOf(serverUrl, statement);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const creates = Number(process.env.BENCH_CREATES ?? 3);
const CONCURRENT = 4;
const PHOTOS = 5;
const HEALTH_RATE = 50;
const TARGET_HEALTH_P99 = 50;

if (!existsSync(apiEntry)) {
  console.log("apps/api/dist is missing: building the API...");
  await run("pnpm", ["--filter", "@halisaha/api", "build", "--silent"], { cwd: root });
}

const databaseName = `hs_bench_i11_${randomBytes(4).toString("hex")}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "halisaha-bench-uploads-"));
let api;
process.on("exit", () => {
  if (api && api.exitCode === null) api.kill("SIGTERM");
});

try {
  await onServer(`CREATE DATABASE ${databaseName}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  api = await startNodeProcess(
    [apiEntry],
    benchApiEnv({
      PORT: String(port),
      DATABASE_URL: withDatabase(serverUrl, databaseName),
      DATA_DIR: dataDir,
    }),
    apiReadyLine,
  );

  const { token, districtId } = await ownerAccount(base);
  const photos = await drawPhotos(PHOTOS);
  const sizes = photos.map((photo) => (photo.length / 1024 / 1024).toFixed(2));
  console.log(`API pid ${api.pid}; ${PHOTOS} JPEG photos of ${sizes.join(", ")} MB (4000×3000).`);

  // 1. One upload at a time.
  const single = [];
  for (let i = 0; i < creates; i += 1) {
    const started = performance.now();
    await createFacility(base, token, districtId, photos, `tek ${i}`);
    single.push(performance.now() - started);
  }

  // 2. Four at a time, with /api/health paced beside them and the API's memory sampled.
  const rssBefore = rssOf(api.pid);
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssOf(api.pid));
  }, 25);
  let stop = false;
  const uploadTimes = [];
  const worker = async (w) => {
    for (let n = 0; !stop; n += 1) {
      const started = performance.now();
      await createFacility(base, token, districtId, photos, `paralel ${w}-${n}`);
      uploadTimes.push(performance.now() - started);
    }
  };
  const healthLoad = pacedLoadOnThread({ base, paths: ["/api/health"], rate: HEALTH_RATE, seconds: duration });
  // The uploads stand for owners on other machines: on this one, their client (building and
  // sending 10 MB bodies) yields to the API, PostgreSQL and the health thread (Linux renices
  // only the calling thread).
  os.setPriority(0, 10);
  const workers = Array.from({ length: CONCURRENT }, (_, w) => worker(w));
  const health = await healthLoad;
  stop = true;
  await Promise.all(workers);
  clearInterval(sampler);

  const round = (ms) => Math.round(ms);
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log("\n1. Create a facility with 5 photos (one request at a time):");
  console.table({ "create, ms": Object.fromEntries(single.map((ms, i) => [`run ${i + 1}`, round(ms)])) });
  console.log(
    `2. ${CONCURRENT} such uploads at once for ${duration} s (${uploadTimes.length} facilities created):`,
  );
  uploadTimes.sort((a, b) => a - b);
  console.table({
    "upload under load": {
      "p50 ms": round(uploadTimes[Math.floor(uploadTimes.length / 2)] ?? Number.NaN),
      "max ms": round(uploadTimes.at(-1) ?? Number.NaN),
      "API RSS before": mb(rssBefore),
      "API RSS peak": mb(peakRss),
    },
  });
  const healthSummary = latencySummary(health);
  console.table({ [`GET /api/health @ ${HEALTH_RATE}/s meanwhile`]: healthSummary });
  const statuses = Object.fromEntries(health.statuses);
  if (Object.keys(statuses).some((status) => status !== "200")) {
    console.error(`health answered ${JSON.stringify(statuses)}`);
    process.exitCode = 1;
  }
  const met = healthSummary["p99 ms"] < TARGET_HEALTH_P99;
  console.log(
    `Target /api/health p99 < ${TARGET_HEALTH_P99} ms during the uploads: ${met ? "met" : "NOT met"}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (api && api.exitCode === null) {
    api.kill("SIGTERM");
    await new Promise((resolve) => api.once("exit", resolve));
  }
  await onServer(`DROP DATABASE IF EXISTS ${databaseName}`).catch((error) => console.error(error.message));
  rmSync(dataDir, { recursive: true, force: true });
}

/** Registers an owner through the API and gives it the role; answers its token and a district of İstanbul. */
async function ownerAccount(base) {
  const tag = randomBytes(4).toString("hex");
  const password = `Bench-Saha-${tag}-42`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Sahip",
      userName: `bench_${tag}`,
      email: `bench.${tag}@example.com`,
      password,
      confirmPassword: password,
    }),
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${body.message}`);
  const db = new pg.Client({ connectionString: withDatabase(serverUrl, databaseName) });
  await db.connect();
  try {
    await db.query("update users set role = 'facility_owner' where id = $1", [Number(body.data.items.id)]);
    const { rows } = await db.query(
      "select id from districts where city_id = 34 order by sort_order limit 1",
    );
    return { token: body.data.token, districtId: rows[0].id };
  } finally {
    await db.end();
  }
}

/** Photo-like JPEGs of about 2 MB: smooth colour fields with grain, 4000 × 3000. */
async function drawPhotos(count) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const small = await sharp(randomBytes(200 * 150 * 3), { raw: { width: 200, height: 150, channels: 3 } })
        .resize(4000, 3000, { kernel: "cubic" })
        .raw()
        .toBuffer();
      const grain = randomBytes(small.length);
      for (let i = 0; i < small.length; i += 1) small[i] = Math.min(255, small[i] + (grain[i] & 15));
      return sharp(small, { raw: { width: 4000, height: 3000, channels: 3 } })
        .jpeg({ quality: 85 })
        .toBuffer();
    }),
  );
}

async function createFacility(base, token, districtId, photos, tag) {
  const form = new FormData();
  const fields = {
    name: `Bench Saha ${tag}`,
    address: "Spor Cad. No:1",
    cityId: "34",
    districtId: String(districtId),
    pricePerHour: "1200",
    fieldType: "Halı Saha",
    fieldSize: "7v7",
    workingHours: JSON.stringify(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => ({
        day,
        isOpen: true,
        hours: Array.from({ length: 13 }, (_, i) => `${String(9 + i).padStart(2, "0")}:00`),
      })),
    ),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  photos.forEach((photo, i) =>
    form.append("images", new Blob([photo], { type: "image/jpeg" }), `foto-${i}.jpg`),
  );
  const response = await fetch(`${base}/api/facilities`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`create answered ${response.status}: ${body.message}`);
}

/** Resident memory of a process in bytes (Linux). */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : 0;
}
