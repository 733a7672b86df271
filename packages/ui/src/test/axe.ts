import axe from "axe-core";
import { expect } from "vitest";

/**
 * Runs axe over a rendered container and fails with the rule ids that were violated.
 * Colour contrast is checked in the real browser by the Storybook runner; jsdom cannot compute it.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const result = await axe.run(container, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  const violations = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(violations).toEqual([]);
}
