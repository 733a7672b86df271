import { act } from "@testing-library/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useSWRConfig } from "swr";
import { describe, expect, it, vi } from "vitest";
import { facilityFixture, listOf } from "../facilities/test-fixtures";
import { useFacilities } from "../facilities/use-facilities";
import { useFacility } from "../facilities/use-facility";
import { failed, ok } from "../test/fixtures";
import { setUpTestApi } from "../test/test-api";
import { DataProvider } from "./data-provider";
import { loadPageData, recordPageReads, type PageData, type PageReads } from "./page-data";
import { revalidatePaths } from "./revalidate";

const server = setUpTestApi();

let mutateOfPage: ReturnType<typeof useSWRConfig>["mutate"] | undefined;

/**
 * A page with a list read and a detail read, showing loading, error or the data. SWR keeps the
 * first value it saw of a key for hydration in a module-level record, so each test reads its
 * own keys (its own facility id and list size).
 */
function Page({ id }: { id: number }) {
  const list = useFacilities({ limit: id, offset: 0 });
  const detail = useFacility(id);
  mutateOfPage = useSWRConfig().mutate;
  return (
    <main>
      <p>{list.data ? list.data.items.map((f) => f.name).join(", ") : "liste yükleniyor"}</p>
      <p>{detail.error ? `hata ${detail.error.status}` : (detail.data?.name ?? "detay yükleniyor")}</p>
      <p>{list.isLoading ? "yenileniyor" : "hazır"}</p>
    </main>
  );
}

/** Renders as the server does: notes the reads, loads them, renders again with them. */
async function serverRender(id: number): Promise<{ html: string; pageData: PageData }> {
  const reads: PageReads = new Map();
  renderToString(
    <DataProvider value={{ provider: () => new Map(), use: [recordPageReads(reads)] }}>
      <Page id={id} />
    </DataProvider>,
  );
  const pageData = JSON.parse(JSON.stringify(await loadPageData(reads))) as PageData;
  const html = renderToString(
    <DataProvider pageData={pageData}>
      <Page id={id} />
    </DataProvider>,
  );
  return { html, pageData };
}

async function hydrate(html: string, pageData: PageData, id: number) {
  const container = document.createElement("div");
  container.innerHTML = html;
  const onRecoverableError = vi.fn();
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StrictMode>
        <DataProvider pageData={pageData}>
          <Page id={id} />
        </DataProvider>
      </StrictMode>,
      { onRecoverableError },
    ),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const errors = consoleError.mock.calls;
  consoleError.mockRestore();
  return { container, root, onRecoverableError, errors };
}

describe("given a page rendered on the server with its reads", () => {
  it("draws the data, and the browser hydrates it without a mismatch or a request", async () => {
    const facility = facilityFixture({ id: 12, name: "Yıldız Arena" });
    server.on("GET", "/facilities", ok(listOf([facility])));
    server.on("GET", "/facilities/12", ok({ items: facility }));
    const { html, pageData } = await serverRender(12);
    expect(html).toContain("<p>Yıldız Arena</p>");
    expect(html).toContain("hazır");
    expect(pageData.map((read) => read.key)).toEqual([
      ["/facilities", { limit: 12, offset: 0 }],
      "/facilities/12",
    ]);
    server.reset();

    const page = await hydrate(html, pageData, 12);
    expect(page.container.textContent).toContain("Yıldız Arena");
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    expect(page.errors).toEqual([]);
    expect(server.requests).toEqual([]);

    // the reads are ordinary cache entries: a write's revalidation fetches them again
    server.on("GET", "/facilities/12", ok({ items: { ...facility, name: "Yeni Arena" } }));
    await act(() => revalidatePaths(mutateOfPage!, "/facilities/12"));
    expect(page.container.textContent).toContain("Yeni Arena");
    act(() => page.root.unmount());
  });

  it("keeps a 404 as the page's error, and leaves other failures to the browser", async () => {
    server.on("GET", "/facilities", failed(503, "Sunucu meşgul"));
    server.on("GET", "/facilities/99", failed(404, "Tesis bulunamadı."));
    const { html, pageData } = await serverRender(99);
    expect(html).toContain("hata 404");
    expect(html).toContain("liste yükleniyor");
    expect(pageData).toEqual([{ key: "/facilities/99", error: { status: 404, message: "Tesis bulunamadı." } }]);
    server.reset();
    server.on("GET", "/facilities", ok(listOf([facilityFixture({ name: "Sonra Gelen" })])));

    const page = await hydrate(html, pageData, 99);
    expect(page.onRecoverableError).not.toHaveBeenCalled();
    expect(page.container.textContent).toContain("hata 404");
    expect(page.container.textContent).toContain("Sonra Gelen");
    expect(server.requests.map((request) => request.url)).toEqual(["/api/facilities?limit=99&offset=0"]);
    act(() => page.root.unmount());
  });
});
