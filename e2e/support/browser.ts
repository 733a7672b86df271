import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags that keep Debian's Chromium quiet on a machine without outside network. */
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * One Chromium per test file; `newPage()` gives a fresh context (own storage) at the app's
 * address, with a Turkish locale and Istanbul time zone like our users.
 */
export function launchBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath, headless: true, args });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseURL: () => inject("baseURL"),
    /** `baseURL` another app than the shared one (a journey that starts its own). */
    async newPage(options: { width?: number; height?: number; baseURL?: string } = {}): Promise<Page> {
      const context = await browser.newContext({
        baseURL: options.baseURL ?? inject("baseURL"),
        locale: "tr-TR",
        timezoneId: "Europe/Istanbul",
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
      });
      return context.newPage();
    },
  };
}
