import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * `@halisaha/data/rules` is what @halisaha/ui imports and what a first visit loads without the
 * schemas: everything it reaches must be free of zod, React and I/O, and every zod-free module
 * of the contract belongs to it (one home for each rule and word).
 */
const contractDir = import.meta.dirname;
const entry = join(contractDir, "rules.ts");

/** The packages the rules may use: the Istanbul calendar's date-fns with its zone support. */
const allowedPackages = new Set(["date-fns", "@date-fns/tz"]);

/** What a module loads at run time: its imports and re-exports, without the type-only ones. */
function runtimeSpecifiers(file: string): string[] {
  const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  return [...code.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm)]
    .filter((m) => !m[2])
    .map((m) => m[3] as string);
}

function resolveModule(from: string, specifier: string): string {
  const base = join(from, "..", specifier);
  const candidates = [`${base}.ts`, join(base, "index.ts")];
  const found = candidates.find((path) => {
    try {
      readFileSync(path);
      return true;
    } catch {
      return false;
    }
  });
  if (!found) throw new Error(`${relative(contractDir, from)}: cannot resolve ${specifier}`);
  return found;
}

/** Every module the entry loads, with the packages each one imports. */
function reachable(start: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    const specifiers = runtimeSpecifiers(file);
    seen.set(
      file,
      specifiers.filter((s) => !s.startsWith(".")),
    );
    for (const specifier of specifiers)
      if (specifier.startsWith(".")) queue.push(resolveModule(file, specifier));
  }
  return seen;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe("the rules entry", () => {
  const modules = reachable(entry);
  const names = [...modules.keys()].map((file) => relative(contractDir, file));

  it("reaches the domain's rules and words", () => {
    for (const name of [
      "time.ts",
      "money.ts",
      "enums/reservation-status.ts",
      "reservations/slots.ts",
      "reservations/payment-badge.ts",
      "payments/cards.ts",
      "facilities/working-hours.ts",
    ]) {
      expect(names).toContain(name);
    }
  });

  it("loads no zod, no React and nothing outside the contract but date-fns", () => {
    for (const [file, packages] of modules) {
      expect(file.startsWith(contractDir), relative(contractDir, file)).toBe(true);
      for (const specifier of packages) {
        expect(allowedPackages.has(specifier), `${relative(contractDir, file)} imports ${specifier}`).toBe(
          true,
        );
      }
    }
  });

  it("holds every zod-free module of the contract", () => {
    const zodFree = sourceFiles(contractDir).filter((file) => {
      const name = relative(contractDir, file);
      if (name === "rules.ts" || name === "index.ts" || name.endsWith("/index.ts")) return false;
      return [...reachable(file).values()].flat().every((specifier) => allowedPackages.has(specifier));
    });
    expect(zodFree.length).toBeGreaterThan(20);
    for (const file of zodFree)
      expect(names, `${relative(contractDir, file)} is zod-free`).toContain(relative(contractDir, file));
  });

  describe("given a module that imports zod", () => {
    it("is caught by the walk", () => {
      const schemas = reachable(join(contractDir, "enums/schemas.ts"));
      expect([...schemas.values()].flat()).toContain("zod");
    });
  });
});
