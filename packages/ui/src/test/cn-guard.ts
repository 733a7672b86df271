/**
 * Test-only guard for the rule in `../lib/cn.ts`: `cn` joins classes without resolving Tailwind
 * conflicts, so a component must never hand it two classes that set the same thing (the one a
 * variant or a caller replaces is written `default:` instead). Every `cn` call made while a test
 * renders is checked with tailwind-merge (a dev dependency only): if tailwind-merge would drop a
 * class from the result, the call throws, naming the classes. Used by the ui and the web projects
 * (their vitest.config.ts `setupFiles`).
 */
import { afterEach, vi } from "vitest";

/** Conflicts seen during the current test, reported again after it in case a boundary caught the throw. */
const conflicts: string[] = [];

vi.mock(import("../lib/cn"), async (importOriginal) => {
  const original = await importOriginal();
  const { twMerge } = await import("tailwind-merge");

  /** Names the classes tailwind-merge drops from `out`, each with the later class that replaces it. */
  function describeConflicts(out: string, merged: string): string {
    const classes = out.split(/\s+/).filter(Boolean);
    const kept = merged.split(" ");
    const dropped: string[] = [];
    // from the end: tailwind-merge keeps the last class of each conflicting group
    classes.forEach((_, index) => {
      const i = classes.length - 1 - index;
      const name = classes[i] as string;
      const at = kept.lastIndexOf(name);
      if (at >= 0) {
        kept.splice(at, 1);
        return;
      }
      const winner = classes.slice(i + 1).find((later) => twMerge(`${name} ${later}`) === later);
      dropped.unshift(winner ? `"${name}" (replaced by "${winner}")` : `"${name}"`);
    });
    return dropped.length > 0 ? dropped.join(", ") : "none dropped, but the spacing or order differs";
  }

  return {
    ...original,
    cn: (...inputs: Parameters<typeof original.cn>) => {
      const out = original.cn(...inputs);
      const merged = twMerge(out);
      if (merged !== out) {
        const message =
          `cn() was given conflicting Tailwind classes: ${describeConflicts(out, merged)}\n` +
          `  in: "${out}"\n` +
          "cn does not resolve conflicts (no tailwind-merge in the bundle): write the component's " +
          'replaceable class as "default:<class>" (zero specificity) or move it into the variants ' +
          "so only one of them is ever applied; see packages/ui/src/lib/cn.ts.";
        conflicts.push(message);
        throw new Error(message);
      }
      return out;
    },
  };
});

/** Returns and forgets the conflicts seen so far: for a test that expects one (`lib/cn.test.ts`). */
export function takeCnConflicts(): string[] {
  return conflicts.splice(0);
}

afterEach(() => {
  if (conflicts.length === 0) return;
  const seen = [...new Set(conflicts)];
  conflicts.length = 0;
  throw new Error(`${seen.length} cn() conflict(s) during this test:\n\n${seen.join("\n\n")}`);
});
