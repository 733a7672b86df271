#!/usr/bin/env node
/**
 * `npm run bench:bundle`: the JavaScript a first visit to a route downloads, from the web
 * build (apps/web/dist, run `pnpm build` first). A first visit fetches index.html's entry
 * script and its modulepreloads, then the lazy chunk of the matched route and its static
 * imports; the sum of those files, gzipped (level 9, what a precompressing server sends), is
 * the figure. Prints every file and the total per route, checks the budget, and fails when
 * a first visit carries Stripe or Firebase code (they belong to the payment page and push).
 * It also checks what the server sends: every JS and CSS file of a first visit (and
 * index.html) of at least 1 KB must have the .br and .gz siblings the build writes
 * (vite-plugin-compression2, apps/web/vite.config.ts), each decompressing to the file.
 *
 *   node scripts/bench/bundle.mjs            /facilities, budget 170 KB
 *   BUNDLE_BUDGET_KB=160 node scripts/bench/bundle.mjs
 *
 * Exit code 1 when a route is over budget, carries forbidden code or misses a precompressed
 * sibling: `npm test` runs it after the build.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.join(root, "apps/web/dist");
const manifestFile = path.join(dist, ".vite/manifest.json");
const budgetKb = Number(process.env.BUNDLE_BUDGET_KB ?? 170);
/** The build precompresses text files from this size on (`threshold` in apps/web/vite.config.ts). */
const precompressFrom = 1024;

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

/**
 * The build's .br and .gz siblings of a file, checked: undefined when the file is below the
 * threshold, else their sizes; throws (naming the file) when one is missing or stale.
 */
const siblingChecks = new Map();
function precompressed(file) {
  if (!siblingChecks.has(file)) siblingChecks.set(file, checkSiblings(file));
  const result = siblingChecks.get(file);
  if (typeof result === "string") throw new Error(result);
  return result;
}
function checkSiblings(file) {
  const original = readFileSync(path.join(dist, file));
  if (original.length < precompressFrom) return undefined;
  const sizes = {};
  for (const [extension, decompress] of [
    ["br", brotliDecompressSync],
    ["gz", gunzipSync],
  ]) {
    const sibling = path.join(dist, `${file}.${extension}`);
    if (!existsSync(sibling)) return `${file}.${extension} is missing`;
    const compressed = readFileSync(sibling);
    if (!decompress(compressed).equals(original)) return `${file}.${extension} does not match ${file}`;
    sizes[extension] = compressed.length;
  }
  return sizes;
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

  // What the server sends: the build's .br (else .gz) siblings, the small files as they are.
  const sent = { br: 0, gz: 0, plain: 0, count: 0 };
  const missing = [];
  for (const file of ["index.html", ...files, ...new Set(css)]) {
    try {
      const sizes = precompressed(file);
      if (sizes === undefined) sent.plain += readFileSync(path.join(dist, file)).length;
      else {
        sent.br += sizes.br;
        sent.gz += sizes.gz;
        sent.count += 1;
      }
    } catch (error) {
      missing.push(error.message);
    }
  }
  if (missing.length > 0) console.log(`Not precompressed by the build: ${missing.join("; ")}`);
  else
    console.log(
      `${kb(sent.br + sent.plain)} KB  index.html + JavaScript + CSS as sent with brotli ` +
        `(gzip ${kb(sent.gz + sent.plain).trim()} KB): ${sent.count} files precompressed, ` +
        `${kb(sent.plain).trim()} KB in files under 1 KB sent as they are`,
    );
  if (over || offenders.length > 0 || missing.length > 0) failed = true;
}

process.exit(failed ? 1 : 0);
