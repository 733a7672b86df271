import { useEffect } from "react";

const SITE = "halisaha";

/** The tab's text for a page: 'Halı Sahalar · halisaha'; the home page is the site's own line. */
export function documentTitleOf(page: string | null): string {
  return page ? `${page} · ${SITE}` : `${SITE} · Halı saha rezervasyonu`;
}

/**
 * A screen's own title (a facility's name), for a route the table marks `titledByScreen`
 * (`app/route-title.ts`); `null` keeps the site's line until the data is there.
 */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitleOf(page);
  }, [page]);
}
