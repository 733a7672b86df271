import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/** The API imports the contract: it must stay free of React and I/O. */
const contractDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the contract", () => {
  const files = sourceFiles(contractDir);

  it("has source files to check", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it("imports only zod (classic or mini), date-fns with @date-fns/tz and its own files", () => {
    for (const file of files) {
      const specifiers = [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*["']([^"']+)["']/g)].map(
        (m) => m[1],
      );
      for (const specifier of specifiers) {
        expect(
          specifier === "zod" ||
            specifier === "zod/mini" ||
            specifier === "date-fns" ||
            specifier === "@date-fns/tz" ||
            specifier?.startsWith("./") ||
            specifier?.startsWith("../"),
          `${relative(contractDir, file)} imports ${specifier}`,
        ).toBe(true);
        if (specifier?.startsWith("../")) {
          expect(
            join(file, "..", specifier).startsWith(contractDir),
            `${relative(contractDir, file)} leaves the contract`,
          ).toBe(true);
        }
      }
    }
  });

  it("keeps its texts and the amenity names zod-free, for a first visit that loads no schema", () => {
    const textModules = files
      .map((file) => relative(contractDir, file))
      .filter((file) => /(?:^|[/-])messages\.ts$/.test(file) || file === "enums/amenities.ts");
    expect(textModules).toContain("enums/amenities.ts");
    expect(textModules.length).toBeGreaterThan(5);
    for (const file of textModules) {
      expect(readFileSync(join(contractDir, file), "utf8"), file).not.toMatch(/from\s*["']zod/);
    }
  });

  it("uses no fetch, window, document or storage", () => {
    for (const file of files) {
      const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      expect(code, relative(contractDir, file)).not.toMatch(
        /\b(fetch|window|document|localStorage|sessionStorage|XMLHttpRequest)\b/,
      );
    }
  });
});
