import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (clsx): falsy values are skipped, nothing else happens. There is no
 * tailwind-merge at run time (it cost every first page visit 7 KB of script), so when two classes
 * on one element set the same thing, the CSS decides, not their order in the string.
 *
 * The rule that keeps that predictable: a component's class that a variant or a caller's
 * `className` may replace is written `default:<class>` (the `default` variant in styles.css wraps
 * it in `:where()`, zero specificity), so any plain class for the same property wins whatever the
 * order: `cn("default:h-32 default:w-full", className)` with `className="h-6"` gives height 1.5rem.
 * Stacked variants keep `default:` first (`default:hover:bg-neutral-100`). Two `default:` classes
 * for the same property on one element would again depend on the CSS order: give each property
 * one replaceable default (move base classes into the variants when a variant changes them).
 *
 * The ui and web unit tests check every `cn` result with tailwind-merge (src/test/cn-guard.ts) and
 * fail on any conflict it would have resolved.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
