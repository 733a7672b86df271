import { matchPath } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { paths } from "./paths";

type Entry = { pattern: string; href: (...ids: string[]) => string };

/** Every `{ pattern, href }` of the paths module, by its dotted name. */
function entriesOf(tree: object, prefix = ""): [string, Entry][] {
  return Object.entries(tree).flatMap(([key, value]: [string, object]) =>
    "pattern" in value ? [[`${prefix}${key}`, value as Entry]] : entriesOf(value, `${prefix}${key}.`),
  );
}

describe("given the paths module", () => {
  const entries = entriesOf(paths);

  it.each(entries)("%s: the href leads to the pattern, its parameters filled in", (_, { pattern, href }) => {
    const ids = (pattern.match(/:\w+/g) ?? []).map((_, i) => String(41 + i));
    const match = matchPath(pattern, href(...ids));
    expect(match?.pattern.path).toBe(pattern);
    expect(Object.values(match?.params ?? {})).toEqual(ids);
  });

  it("declares each pattern once", () => {
    const patterns = entries.map(([, entry]) => entry.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("adds a query only when asked: the list's filters, the owner's highlighted reservation", () => {
    expect(paths.facilities.href()).toBe("/facilities");
    expect(paths.facilities.href("city=istanbul")).toBe("/facilities?city=istanbul");
    expect(paths.owner.reservations.href()).toBe("/owner/reservations");
    expect(paths.owner.reservations.href(12)).toBe("/owner/reservations?highlight=12");
  });
});
