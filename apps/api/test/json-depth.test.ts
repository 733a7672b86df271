import { describe, expect, it } from "vitest";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "../src/http/json-depth";

describe("jsonNestsDeeperThan", () => {
  it("counts arrays and objects nested in each other, up to the limit included", () => {
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(`${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
  });

  it("counts siblings once, not their sum", () => {
    const wide = `[${Array.from({ length: 5000 }, () => "[[1]]").join(",")}]`;
    expect(jsonNestsDeeperThan(wide, 3)).toBe(false);
  });

  it("skips brackets inside strings, also after escaped quotes and backslashes", () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ note: "[".repeat(500) }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ note: 'a\\"[[[[[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(`["\\\\", [[1]]]`, 2)).toBe(true);
  });
});
