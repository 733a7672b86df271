import { getJestConfig } from "@storybook/test-runner";

/**
 * Jest config of the Storybook test runner: every story in Debian's Chromium.
 * Browser downloads do not work here, so Playwright is pointed at /usr/bin/chromium.
 */
const testRunnerConfig = getJestConfig();
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default {
  ...testRunnerConfig,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    "jest-playwright": {
      ...testRunnerConfig.testEnvironmentOptions["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: {
        executablePath: chromiumPath,
        args: [
          "--headless",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-dev-shm-usage",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
          "--disable-quic",
          "--font-render-hinting=none",
          "--force-color-profile=srgb",
        ],
      },
    },
  },
};
