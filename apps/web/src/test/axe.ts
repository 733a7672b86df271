import axe from "axe-core";
import { expect } from "vitest";

/**
 * Runs axe over a rendered container and fails with the rule ids that were violated. Colour
 * contrast needs a real browser (jsdom cannot compute it); the ui stories check it there.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  const violations = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(violations).toEqual([]);
}
