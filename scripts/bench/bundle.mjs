#!/usr/bin/env node
/**
 * `npm run bench:bundle`: the JavaScript a first visit to each public page really downloads,
 * measured in Debian's Chromium. Serves the built app as `npm start` does (apps/api/dist +
 * apps/web/dist on a free loopback port, the demo data in a temporary folder; run
 * `pnpm build` first), opens each page in a fresh browser context (empty cache, a phone's
 * viewport), waits until the network is idle, and sums the encoded (compressed, as sent)
 * body of every script fetched until then: the entry, its preloads, the route's chunks and
 * whatever the page loads on its own while it settles. Prints every file and the total per
 * page and fails (exit code 1) when:
 * - a page's script is over the budget (BUNDLE_BUDGET_KB, 100 KB by default);
 * - a first visit carries Stripe or Firebase code (they belong to the payment page and push),
 *   read from the fetched files' source maps;
 * - a fetched text file of at least 256 bytes lacks the .br and .gz siblings the build writes
 *   (vite-plugin-compression2, apps/web/vite.config.ts), or one does not decompress to it.
 *
 *   node scripts/bench/bundle.mjs
 *   BUNDLE_BUDGET_KB=90 node scripts/bench/bundle.mjs
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { serveBuiltApp } from "../lib/bench-api.mjs";
import { chromiumPath } from "../lib/chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.join(root, "apps/web/dist");
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 100);
/** The build precompresses text files from this size on (PRECOMPRESS_FROM in apps/web/vite.config.ts). */
const precompressFrom = 256;
/** Packages that must never be part of a first visit to a public page. */
const forbidden = [/node_modules\/(\.pnpm\/)?@stripe[/+]/, /node_modules\/(\.pnpm\/)?@?firebase[/+]/];
/** A mid-range phone, as most players arrive. */
const phone = { width: 375, height: 667 };

let served;
let browser;
let failed = false;
try {
  served = await serveBuiltApp("bundle");
  const pages = ["/", "/facilities", served.facilityPage, "/about"];
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic"],
  });
  for (const page of pages)
    failed = report(page, await firstVisit(browser, `${served.base}${page}`)) || failed;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await browser?.close();
  await served?.stop();
}
process.exit(failed ? 1 : 0);

/**
 * Every script a fresh visit to `url` fetches until the network has been idle for 500 ms:
 * its path under the build and its encoded body size (what travelled, compressed).
 */
async function firstVisit(browser, url) {
  const context = await browser.newContext({
    viewport: phone,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
  });
  try {
    const tab = await context.newPage();
    const responses = [];
    tab.on("response", (response) => {
      if (response.request().resourceType() === "script") responses.push(response);
    });
    const answer = await tab.goto(url, { waitUntil: "networkidle" });
    if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
    return await Promise.all(
      responses.map(async (response) => ({
        file: new URL(response.url()).pathname.replace(/^\//, ""),
        bytes: (await response.request().sizes()).responseBodySize,
        encoding: (await response.allHeaders())["content-encoding"] ?? "none",
      })),
    );
  } finally {
    await context.close();
  }
}

/** Prints one page's figures; true when the page breaks a rule. */
function report(page, scripts) {
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const over = total > budgetKb * 1024;
  console.log(`\nFirst visit to ${page}: script as downloaded by Chromium (encoded size, encoding)`);
  for (const script of [...scripts].sort((a, b) => b.bytes - a.bytes))
    console.log(`${kb(script.bytes)} KB  ${script.file} (${script.encoding})`);
  console.log(
    `${kb(total)} KB  total in ${scripts.length} files (budget ${budgetKb} KB${over ? ", OVER" : ""})`,
  );

  const offenders = scripts.filter(({ file }) =>
    sourcesOf(file).some((source) => forbidden.some((re) => re.test(source))),
  );
  if (offenders.length > 0)
    console.log(`Stripe or Firebase code in: ${offenders.map((s) => s.file).join(", ")}`);
  const unpacked = ["index.html", ...scripts.map((script) => script.file)].flatMap(siblingProblems);
  if (unpacked.length > 0) console.log(`Not precompressed by the build: ${unpacked.join("; ")}`);
  return over || offenders.length > 0 || unpacked.length > 0;
}

/** The source modules a built file was made from, from its source map. */
function sourcesOf(file) {
  const map = path.join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, "utf8")).sources : [];
}

/** What is wrong with a file's .br and .gz siblings (nothing for files under the threshold). */
function siblingProblems(file) {
  const original = readFileSync(path.join(dist, file));
  if (original.length < precompressFrom) return [];
  return [
    ["br", brotliDecompressSync],
    ["gz", gunzipSync],
  ].flatMap(([extension, decompress]) => {
    const sibling = path.join(dist, `${file}.${extension}`);
    if (!existsSync(sibling)) return [`${file}.${extension} is missing`];
    return decompress(readFileSync(sibling)).equals(original)
      ? []
      : [`${file}.${extension} does not match ${file}`];
  });
}
