import type { ApiKey, PageRead } from "@halisaha/data";
import { facilityFixture } from "@halisaha/data/testing";
import type { HeadContext, PageHead } from "./declaration";
import { facilityPage } from "./facility-page";
import { headTags, NOT_FOUND_HEAD } from "./head-tags";

const ORIGIN = "https://halisaha.example";

/** The facility page's head for `facilityId`, drawn from `reads`. */
function headFor(facilityId: string, reads: PageRead[]) {
  if (typeof facilityPage.head !== "function") throw new Error("the facility page draws its head from its reads");
  const context: HeadContext = {
    params: { facilityId },
    routeTitle: "halisaha · Halı saha rezervasyonu",
    readOf: (key: ApiKey) => reads.find((read) => JSON.stringify(read.key) === JSON.stringify(key)),
    origin: ORIGIN,
  };
  return facilityPage.head(context);
}

describe("a facility page's declared head", () => {
  it("previews the facility it was drawn with, at the site's origin", () => {
    const facility = facilityFixture({ id: 7, name: `Yıldız "Arena" <Kadıköy>` });
    const head = headFor("7", [{ key: "/facilities/7", data: facility }]) as PageHead;
    expect(head.canonicalUrl).toBe(`${ORIGIN}/facilities/7`);
    expect(head.jsonLd).toMatchObject({ "@type": "SportsActivityLocation", name: facility.name });
    const tags = headTags(head);
    expect(tags).toContain('<title>Yıldız "Arena" &lt;Kadıköy&gt; · ');
    expect(tags).toContain('<meta property="og:title" content="Yıldız &quot;Arena&quot; &lt;Kadıköy&gt;');
    expect(tags).not.toContain("<Kadıköy>");
  });

  it("is not found for a malformed id or a facility the API answered 404 for", () => {
    expect(headFor("abc", [])).toBe("not-found");
    const missing: PageRead = { key: "/facilities/9", error: { status: 404, message: "Tesis bulunamadı." } };
    expect(headFor("9", [missing])).toBe("not-found");
    expect(NOT_FOUND_HEAD).toContain('<meta name="robots" content="noindex" />');
  });

  it("keeps the shell's head when the facility's read failed otherwise (it was left out): not a 404", () => {
    expect(headFor("9", [])).toBeNull();
  });

  it("is listed in the sitemap once per public facility, at its address", () => {
    expect(facilityPage.sitemap).toEqual({ each: "facilities", href: expect.any(Function) });
    if (facilityPage.sitemap !== "path") expect(facilityPage.sitemap.href(12)).toBe("/facilities/12");
  });
});
