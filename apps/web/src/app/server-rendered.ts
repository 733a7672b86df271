/**
 * What the server and the browser agree on for a server-rendered page: where the page's data
 * travels (a JSON script the server writes after the app's HTML). The browser's first render
 * equals the server's because both load the matched screens first (`preloadMatchedScreens`).
 */
import type { PageData } from "@halisaha/data";

/** The id of the `<script type="application/json">` holding the page's data. */
export const PAGE_DATA_ID = "page-data";

/** The data of a server-rendered page; null when the page was not rendered on the server. */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as PageData) : null;
  } catch {
    return null;
  }
}
