import { getStoryContext, waitForPageReady, type TestRunnerConfig } from "@storybook/test-runner";
import { checkA11y, configureAxe, injectAxe } from "axe-playwright";
import { toMatchImageSnapshot } from "jest-image-snapshot";
import path from "node:path";

/**
 * Runs after every story renders in Chromium:
 * 1. an axe accessibility check (WCAG 2 A/AA, colour contrast included) over the whole page,
 * 2. a screenshot compared with the committed baseline in .storybook/__screenshots__.
 * Baselines are made on this machine kind (fonts differ between machines):
 * `npm run test:stories:update` rewrites them.
 */
const viewports: Record<string, { width: number; height: number }> = {
  narrow: { width: 375, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};
const defaultViewport = { width: 1024, height: 768 };

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // Story-level globals (`globals: { viewport: { value: "narrow" } }`) pick the window size.
    const { storyGlobals } = story as { storyGlobals?: Record<string, unknown> };
    const name = (storyGlobals?.viewport as { value?: string } | undefined)?.value;
    await page.setViewportSize((name && viewports[name]) || defaultViewport);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    await configureAxe(page, {
      rules: [{ id: "region", enabled: false }],
    });
    await checkA11y(page, "body", {
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } },
    });
    if (story.parameters?.screenshot === false) return;
    const image = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: path.join(process.cwd(), ".storybook", "__screenshots__"),
      customSnapshotIdentifier: context.id,
      failureThreshold: 0.01,
      failureThresholdType: "percent",
    });
  },
};

export default config;
