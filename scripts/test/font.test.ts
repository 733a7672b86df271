import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script of the repository, without type declarations
import { FONT_OUTPUT, subsetInter, TURKISH_TEXT_CHARACTERS } from "../fonts/subset-inter.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const web = (file: string) => readFileSync(path.join(root, "apps/web", file), "utf8");

describe("the web app's font", () => {
  it("is one file under 40 KB, exactly what scripts/fonts/subset-inter.mjs makes", async () => {
    const committed = readFileSync(FONT_OUTPUT as string);
    expect(committed.length).toBeLessThan(40 * 1024);
    const fresh = (await subsetInter()) as Uint8Array;
    expect(Buffer.from(fresh).equals(committed)).toBe(true);
  });

  it("keeps every letter of the Turkish alphabet in both cases, the circumflex vowels and ₺", () => {
    const alphabet = "abcçdefgğhıijklmnoöprsştuüvyzâîû";
    const kept = TURKISH_TEXT_CHARACTERS as string;
    for (const letter of [...alphabet, ...alphabet.toLocaleUpperCase("tr-TR"), "₺", "I", "i"])
      expect(kept, letter).toContain(letter);
  });

  it("is preloaded by index.html and shown with font-display: swap", () => {
    const preload =
      /<link\s+rel="preload"\s+href="\/src\/assets\/fonts\/inter-tr-wght\.woff2"\s+as="font"\s+type="font\/woff2"\s+crossorigin\s*\/>/;
    expect(web("index.html")).toMatch(preload);
    const css = web("src/styles.css");
    expect(css).toMatch(/src: url\("\.\/assets\/fonts\/inter-tr-wght\.woff2"\) format\("woff2"\);/);
    expect(css).toMatch(/font-display: swap;/);
    expect(web("src/main.tsx")).not.toMatch(/@fontsource/);
  });
});
