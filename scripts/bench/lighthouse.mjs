#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (a mid-range phone on a slow 4G
 * link, simulated) on the public pages, in Debian's Chromium. A benchmark, not a test: it
 * prints numbers and fails only when a run cannot complete.
 *
 * Serves the built app as `npm start` does (apps/api/dist + apps/web/dist on a free loopback
 * port, embedded database with the demo data in a temporary folder; run `pnpm build` first),
 * then runs Lighthouse LIGHTHOUSE_RUNS times (default 3) on `/`, `/facilities` and the first
 * facility's page, and prints the median performance score, First and Largest Contentful
 * Paint, Total Blocking Time, Cumulative Layout Shift, and the script and font bytes the page
 * transferred. Target (issue 17): performance at least 90 and CLS under 0.1 on each page.
 * LIGHTHOUSE_REPORTS=<folder> also writes each run's full report there (JSON), to see which
 * elements shift or which requests block.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { apiReadyLine, startNodeProcess } from "../lib/bench-api.mjs";
import { chromiumPath } from "../lib/chromium.mjs";
import { freePort } from "../lib/process.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const TARGET_SCORE = 90;
const TARGET_CLS = 0.1;

for (const built of ["apps/api/dist/server.js", "apps/web/dist/index.html"])
  if (!existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run \`pnpm build\` first.`);
    process.exit(1);
  }

const dataDir = mkdtempSync(path.join(tmpdir(), "halisaha-lighthouse-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let app;
let chrome;
try {
  app = await startNodeProcess(
    ["scripts/serve.mjs"],
    { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    apiReadyLine,
  );
  const first = await (await fetch(`${base}/api/facilities?limit=1`)).json();
  const pages = ["/", "/facilities", `/facilities/${first.data.items[0].id}`];

  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });

  const rows = [];
  for (const page of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(
        `${base}${page}`,
        { port: chrome.port, output: "json", onlyCategories: ["performance"], logLevel: "error" },
        undefined,
      );
      if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.message}`);
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const name = `${page.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${run + 1}.json`;
        writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
      }
      results.push(figuresOf(lhr));
    }
    rows.push({ page, ...medianOf(results) });
  }
  console.log(
    `\nLighthouse ${runs}× per page, mobile preset (simulated throttling), Debian Chromium; medians:\n`,
  );
  console.table(rows);
  for (const row of rows) {
    const met = row.performance >= TARGET_SCORE && row.CLS < TARGET_CLS;
    console.log(
      `${row.page}: performance ≥ ${TARGET_SCORE} and CLS < ${TARGET_CLS}: ${met ? "met" : "NOT met"}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await chrome?.kill();
  if (app && app.exitCode === null) {
    app.kill("SIGTERM");
    await new Promise((resolve) => app.once("exit", resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** The figures of one Lighthouse result. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const transferred = (type) =>
    (lhr.audits["resource-summary"]?.details?.items ?? []).find((item) => item.resourceType === type)
      ?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    "FCP ms": Math.round(audit("first-contentful-paint")),
    "LCP ms": Math.round(audit("largest-contentful-paint")),
    "TBT ms": Math.round(audit("total-blocking-time")),
    CLS: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
    "script KB": Math.round(transferred("script") / 102.4) / 10,
    "font KB": Math.round(transferred("font") / 102.4) / 10,
  };
}

/** Each figure's median over the runs. */
function medianOf(results) {
  const keys = Object.keys(results[0]);
  return Object.fromEntries(
    keys.map((key) => {
      const sorted = results.map((result) => result[key]).sort((a, b) => a - b);
      return [key, sorted[Math.floor(sorted.length / 2)]];
    }),
  );
}
