#!/usr/bin/env node
/**
 * `pnpm bench:facilities`: GET /api/facilities of the built API on PostgreSQL with 5,000
 * facilities, at a fixed rate, over a mix of filters and Turkish-folded searches.
 *
 * 1. Creates a throw-away database `hs_bench_<random>` on BENCH_DATABASE_URL's server
 *    (default postgres://postgres@127.0.0.1:5432/test, trust auth) and migrates it.
 * 2. Seeds it with the API's own code (loaded from apps/api/src through tsx): the 81
 *    provinces and their districts, the demo accounts and facilities, then 5,000 more
 *    (BENCH_FACILITIES) with Turkish names in 14 cities (a few inactive or deleted), 2 to 5
 *    images each; then VACUUM ANALYZE, the state autovacuum keeps a live database in.
 * 3. Starts apps/api/dist/server.js on a free loopback port (production mode, logs off,
 *    rate limit out of the way) and warms it up. Run it after `npm run build`: an existing
 *    dist/ is used as it is.
 * 4. Every request asks for compression as a browser does (the list comes back as brotli).
 *    The requests are a guest's, so after the first of each query they are answered from the
 *    API's read cache (modules/facilities/public-cache.ts), as a popular list is in use.
 *    The target run: BENCH_RATE requests/s (default 500), evenly spaced, for BENCH_DURATION
 *    seconds (default 15) over the query mix, open loop (scripts/lib/paced-load.mjs: each
 *    latency runs from when the request was due). Prints p50/p90/p99 against the target
 *    p99 < 50 ms.
 * 5. The burst run: autocannon with the same overallRate over BENCH_CONNECTIONS connections
 *    (default 20), which releases each second's requests at once, 20 at a time (see
 *    paced-load.mjs). Printed as a stress figure, raw (its coordinated-omission correction
 *    is off: it assumes a 1 ms interval between requests).
 * 6. Each query's own latency, sequentially, with how many facilities it matches.
 * 7. Stops the API and drops the database, also on failure or Ctrl-C (BENCH_KEEP_DATABASE=1
 *    keeps it and prints its URL, to look at query plans afterwards).
 */
import autocannon from "autocannon";
import { lcg, timed, withApiSources } from "../lib/bench-db.mjs";
import { benchOnThrowAwayDatabase, benchSettings } from "../lib/bench-run.mjs";
import { latencySummary, pacedLoad, percentile } from "../lib/paced-load.mjs";

const settings = benchSettings({ rate: 500 });
const { rate, duration, facilityCount, warmupSeconds } = settings;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const targetP99 = 50;

/** The query mix: plain pages, filters, and the same Turkish word spelled three ways. */
const queries = [
  "/api/facilities",
  "/api/facilities?search=kadikoy",
  `/api/facilities?search=${encodeURIComponent("Kadıköy")}`,
  `/api/facilities?search=${encodeURIComponent("KADIKÖY")}`,
  "/api/facilities?city=istanbul&minPrice=800",
  "/api/facilities?rating=4",
  "/api/facilities?city=ankara&district=cankaya",
  `/api/facilities?search=${encodeURIComponent("yıldız arena")}&city=izmir`,
  "/api/facilities?city=istanbul&maxPrice=1000&rating=4&offset=10",
  `/api/facilities?search=${encodeURIComponent("ŞAMPİYON")}&minPrice=500&maxPrice=1500`,
  "/api/facilities?offset=2000",
  "/api/facilities?city=34&limit=20",
];

/** Where the seeded pitches are, and what they are called. */
const benchCities = [
  "istanbul",
  "ankara",
  "izmir",
  "antalya",
  "bursa",
  "adana",
  "konya",
  "gaziantep",
  "kocaeli",
  "mersin",
  "eskisehir",
  "trabzon",
  "samsun",
  "kayseri",
];
/** Words after the demo pitches' own (`namePrefixes` of the API's facility seed). */
const moreNamePrefixes = [
  "Boğaziçi",
  "Ege",
  "Toros",
  "Anadolu",
  "Güneş",
  "Doruk",
  "Işık",
  "Çağlayan",
  "Özgür",
  "Şimşek",
];
const nameSuffixes = ["Halı Saha", "Spor Tesisleri", "Futbol Sahası", "Spor Kompleksi", "Arena"];
const streets = [
  "Atatürk Cad.",
  "İnönü Sok.",
  "Cumhuriyet Mah. Spor Sok.",
  "Gazi Bulvarı",
  "Şehitler Cad.",
  "Çamlık Sok.",
  "Bağdat Cad.",
  "Fevzi Çakmak Cad.",
  "İstiklal Mah. Okul Sok.",
  "Menekşe Sok.",
];

await benchOnThrowAwayDatabase(
  {
    ...settings,
    prefix: "hs_bench",
    ceilingMs: settings.startTimeoutMs * 3 + (duration + warmupSeconds) * 1000 + 120_000,
  },
  async (bench) => {
    const seededIn = await timed(() => seedDatabase(bench));
    console.log(`Seeded ${bench.database.name}: ${facilityCount} + 40 demo facilities in ${seededIn} s`);

    const { api, base } = await bench.startApi();
    // As a browser asks: the answers come back compressed (brotli), as they would to users.
    const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
    const requests = queries.map((query) => ({ method: "GET", path: query, headers }));
    const request = (index) => requests[index % requests.length];

    await pacedLoad({ base, request, rate, seconds: warmupSeconds });
    const paced = await pacedLoad({ base, request, rate, seconds: duration });
    const pacedFailures = paced.total - (paced.statuses.get(200) ?? 0);
    const burst = await burstLoad(base, requests, duration);

    const perQuery = [];
    for (const query of queries) perQuery.push(await measureOne(base, query));
    api.kill("SIGTERM");

    console.log(
      `\nGET /api/facilities on PostgreSQL, ${facilityCount} facilities, ${queries.length} queries in turn, loopback\n`,
    );
    console.table([
      {
        run: `${rate}/s evenly spaced (target)`,
        "requests/s": Math.round(paced.achievedRate),
        requests: paced.total,
        ...latencySummary(paced),
        "non-200": pacedFailures,
      },
      {
        run: `${rate}/s in bursts (autocannon, ${connections} conn.)`,
        "requests/s": Math.round(burst.requests.average),
        requests: burst.requests.total,
        "p50 ms": burst.latency.p50,
        "p90 ms": burst.latency.p90,
        "p99 ms": burst.latency.p99,
        "max ms": burst.latency.max,
        "non-200": burst.non2xx + burst.errors + burst.timeouts,
      },
    ]);
    const p99 = percentile(paced.latencies, 99);
    console.log(
      `target p99 < ${targetP99} ms at ${rate}/s: ${p99 < targetP99 ? "met" : "MISSED"} (p99 ${p99.toFixed(1)} ms)`,
    );
    console.log("\nEach query alone (30 sequential requests after the runs):\n");
    console.table(perQuery);
    process.exitCode = pacedFailures > 0 || burst.non2xx > 0 || burst.errors + burst.timeouts > 0 ? 1 : 0;
  },
);

/** Migrates and seeds the throw-away database with the API's own modules (TypeScript via tsx). */
function seedDatabase(bench) {
  return withApiSources(async (source, contract) => {
    const { facilities, facilityImages } = await source("db/schema.ts");
    const { searchTextOf } = await source("modules/facilities/repo.ts");
    const { demoImagesFor } = await source("modules/facilities/demo-images.ts");
    const { findUserByEmail } = await source("modules/users/repo.ts");
    const { namePrefixes: demoNamePrefixes } = await source("modules/facilities/seed.ts");
    const namePrefixes = [...demoNamePrefixes, ...moreNamePrefixes];

    const database = await bench.openSeeded(source);
    const { db } = database;

    const owners = await Promise.all(
      ["sahip@halisaha.dev", "sahip2@halisaha.dev"].map((email) => findUserByEmail(db, email)),
    );
    const { rows: places } = await database.pool.query(
      `select c.id as "cityId", d.id as "districtId", d.name as "districtName"
         from districts d join cities c on c.id = d.city_id where c.slug = any($1) order by d.id`,
      [benchCities],
    );
    const random = lcg(20260302);
    const pick = (list) => list[Math.floor(random() * list.length)];
    const hours = Array.from({ length: 14 }, (_, i) => `${String(9 + i).padStart(2, "0")}:00`);
    const workingHours = contract.weekdayKeys.map((day) => ({ day, isOpen: true, hours }));

    const batchSize = 500;
    for (let start = 0; start < facilityCount; start += batchSize) {
      const rows = [];
      for (let n = start; n < Math.min(start + batchSize, facilityCount); n += 1) {
        // İstanbul holds about a third of the pitches, as in real life.
        const place = random() < 0.33 ? pick(places.filter((p) => p.cityId === 34)) : pick(places);
        const name = `${place.districtName} ${pick(namePrefixes)} ${pick(nameSuffixes)} ${n + 1}`;
        const address = `${pick(streets)} No:${1 + Math.floor(random() * 120)}`;
        const price = 400 + Math.floor(random() * 33) * 50;
        const roll = random();
        rows.push({
          ownerId: owners[n % 7 === 6 ? 1 : 0].id,
          name,
          description: `${place.districtName} bölgesinde aydınlatmalı halı saha.`,
          address,
          cityId: place.cityId,
          districtId: place.districtId,
          phone: `2125${String(1_000_000 + n).slice(-6)}`,
          email: `tesis${n + 1}@example.com`,
          website: null,
          workingHours,
          pricePerHour: price,
          weekendPricePerHour: random() < 0.5 ? price + 150 : null,
          depositAmount: random() < 0.6 ? 200 : null,
          fieldType: pick(contract.fieldTypes),
          fieldSize: pick(contract.fieldSizes),
          amenities: contract.amenities.filter(() => random() < 0.4),
          status: roll < 0.05 ? "inactive" : roll < 0.07 ? "pending" : "active",
          rating: Math.round((2.5 + random() * 2.5) * 10) / 10,
          searchText: searchTextOf({ name, address }, place.districtName),
          deletedAt: random() < 0.02 ? new Date() : null,
        });
      }
      const inserted = await db.insert(facilities).values(rows).returning({ id: facilities.id });
      await db.insert(facilityImages).values(
        inserted.flatMap(({ id }, i) =>
          demoImagesFor(start + i).map(({ imageUrl, cardUrl }, position) => ({
            facilityId: id,
            imageUrl,
            cardUrl,
            isMain: position === 0,
            position,
          })),
        ),
      );
    }
    // The state autovacuum keeps a live database in: a freshly bulk-loaded table has no
    // visibility map yet, so every count would read the whole heap instead of the index.
    await database.pool.query("vacuum analyze");
    await bench.closeDatabase();
  });
}

/** autocannon at the same overall rate: each second's requests leave at once (see paced-load.mjs). */
function burstLoad(base, requests, seconds) {
  return autocannon({
    url: base,
    connections,
    overallRate: rate,
    duration: seconds,
    requests,
    ignoreCoordinatedOmission: true,
  });
}

/** One query, 30 times in a row: median and slowest latency, and what it matched. */
async function measureOne(base, query) {
  const times = [];
  let count;
  for (let i = 0; i < 30; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${query}`);
    const body = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${query} answered ${response.status}: ${body.message}`);
    count = body.data.count;
  }
  times.sort((a, b) => a - b);
  return {
    query: decodeURIComponent(query.replace("/api/facilities", "") || "(none)"),
    matches: count,
    "median ms": Number(times[15].toFixed(1)),
    "max ms": Number(times.at(-1).toFixed(1)),
  };
}
