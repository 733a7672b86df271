#!/usr/bin/env node
/**
 * Makes the web app's one font file: Inter (InterVariable from the `inter-ui` package) cut
 * down to the characters Turkish pages use, with the weight axis limited to the weights the
 * design uses (400 regular to 700 bold) and the optical size pinned to text size. Writes apps/web/src/assets/fonts/inter-tr-wght.woff2,
 * which is committed: the build does not run this. Run it again after upgrading the font:
 *   node scripts/fonts/subset-inter.mjs
 * fontsource's files (which Storybook uses) split Latin from Latin Extended, and Turkish needs
 * both (ğ, ı, İ, ş are Extended): two requests, 133 KB. The whole variable font is the source
 * here, so one request carries every character: TURKISH_TEXT_CHARACTERS below.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(path.join(root, "package.json"));
export const FONT_OUTPUT = path.join(root, "apps/web/src/assets/fonts/inter-tr-wght.woff2");

/**
 * Printable ASCII, Latin-1's letters and signs, the Turkish letters outside it, and the
 * typography the pages show: lira sign, dashes, quotes, ellipsis, bullets, arrows, the
 * multiplication sign (4×4), the middle dot of titles.
 */
export const TURKISH_TEXT_CHARACTERS = [
  range(0x20, 0x7e),
  range(0xa0, 0xff),
  "ĞğİıŞş",
  "₺€–—‘’‚“”„…•·‹›←→↑↓−×",
].join("");

function range(from, to) {
  return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
}

/** The subset, as woff2 bytes: the same bytes for the same inputs (hb-subset is deterministic). */
export async function subsetInter() {
  const interUi = path.dirname(require.resolve("inter-ui/package.json"));
  const source = readFileSync(path.join(interUi, "variable/InterVariable.woff2"));
  return subsetFont(source, TURKISH_TEXT_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 700 }, opsz: 14 },
    // Kerning, ligatures, contextual forms, marks and Turkish local forms, and the tabular
    // figures `tabular-nums` asks for; not Inter's stylistic sets and character variants.
    keepFeatures: ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "case", "tnum"],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const subset = await subsetInter();
  writeFileSync(FONT_OUTPUT, subset);
  console.log(`${path.relative(root, FONT_OUTPUT)}: ${(subset.length / 1024).toFixed(1)} KB`);
}
