#!/usr/bin/env node
/**
 * `npm run bench:bundle`: the JavaScript a first visit to a route downloads, from the web
 * build (apps/web/dist, run `pnpm build` first). A first visit fetches index.html's entry
 * script and its modulepreloads, then the lazy chunk of the matched route and its static
 * imports; the sum of those files, gzipped (level 9, what a precompressing server sends), is
 * the figure. Prints every file and the total per route, checks the budget, and fails when
 * a first visit carries Stripe or Firebase code (they belong to the payment page and push).
 *
 *   node scripts/bench/bundle.mjs            /facilities, budget 170 KB
 *   BUNDLE_BUDGET_KB=160 node scripts/bench/bundle.mjs
 *
 * Exit code 1 when a route is over budget or carries forbidden code: `npm test` runs it
 * after the build.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.join(root, "apps/web/dist");
const manifestFile = path.join(dist, ".vite/manifest.json");
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 170);

/** Routes whose first visit is measured: the screen module the router lazy-loads. */
const routes = [
  { path: "/facilities", module: "src/routes/discovery/facility-list.tsx" },
  { path: "/", module: "src/routes/discovery/home.tsx" },
  { path: "/facilities/:id", module: "src/routes/discovery/facility-detail.tsx" },
];
/** Packages that must never be part of a first visit to these routes. */
const forbidden = [
  /node_modules\/(\.pnpm\/)?@stripe[/+]/,
  /node_modules\/(\.pnpm\/)?@?firebase[/+]/,
  /\bfirebase\b/,
];

if (!existsSync(manifestFile)) {
  console.error(`No ${path.relative(root, manifestFile)}: build the web app first (pnpm build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));

/** A chunk and everything it imports statically (what the browser fetches before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file))
    gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** The source modules a chunk was built from, from its source map. */
function sourcesOf(file) {
  const map = path.join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, "utf8")).sources : [];
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const entry = closure("index.html");
let failed = false;

for (const route of routes) {
  if (!manifest[route.module]) {
    console.log(`${route.path}: ${route.module} is not in the build (not routed yet); skipped`);
    continue;
  }
  const keys = closure(route.module, new Set(entry));
  const files = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith(".js"));
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const css = [...keys].flatMap((key) => manifest[key].css ?? []);
  const cssTotal = [...new Set(css)].reduce((sum, file) => sum + gzipSize(file), 0);
  const offenders = files.filter((file) =>
    sourcesOf(file).some((source) => forbidden.some((re) => re.test(source))),
  );

  console.log(`\nFirst visit to ${route.path}: JavaScript gzipped`);
  for (const file of files.sort((a, b) => gzipSize(b) - gzipSize(a)))
    console.log(`${kb(gzipSize(file))} KB  ${file}`);
  const over = total > budgetKb * 1024;
  console.log(
    `${kb(total)} KB  total (budget ${budgetKb} KB${over ? ", OVER" : ""}); CSS ${kb(cssTotal).trim()} KB more`,
  );
  if (offenders.length > 0) console.log(`Stripe or Firebase code in: ${offenders.join(", ")}`);
  if (over || offenders.length > 0) failed = true;
}

process.exit(failed ? 1 : 0);
