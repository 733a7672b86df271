import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import {
  besiktas,
  cities,
  facilities,
  facility,
  kadikoy,
  listData,
  queryOf,
} from "../../test/discovery-fixtures";
import { brokenAnswer, fail, ok, type FakeApi, type FakeRequest } from "../../test/fake-api";
import { renderApp, setUpApi, tearDownApp } from "../../test/render-app";

let api: FakeApi;

beforeEach(() => {
  api = setUpApi();
  api.on("GET", "/cities", ok(listData(cities, 3, 100)));
  api.on("GET", "/districts", ok(listData([besiktas, kadikoy], 2, 100)));
});
afterEach(() => tearDownApp());

/** Answers GET /facilities with 23 facilities, 10 a page, following limit and offset. */
function serveFacilities(all = facilities(23)) {
  api.on("GET", "/facilities", (request: FakeRequest) => {
    const { limit = "10", offset = "0" } = queryOf(request.search);
    const start = Number(offset);
    return ok(listData(all.slice(start, start + Number(limit)), all.length, Number(limit)));
  });
}

/** Opens 'Filtreler' and waits for its form. */
async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /^Filtreler( \(\d\))?$/ }));
  return screen.findByRole("form", { name: "Filtreler" });
}

const facilityRequests = () => api.calls("GET", "/facilities").map((r) => queryOf(r.search));
const cardNames = () =>
  screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent);

describe("/facilities", () => {
  describe("while the list loads", () => {
    it("shows card placeholders in a busy list", async () => {
      api.on("GET", "/facilities", () => new Promise(() => {}));
      const { container } = await renderApp("/facilities");
      expect(await screen.findByRole("heading", { name: "Halı Sahalar" })).toBeInTheDocument();
      expect(screen.getByText("Yükleniyor...")).toBeInTheDocument();
      expect(container.querySelector("[aria-busy='true']")).not.toBeNull();
      await screen.findByRole("combobox", { name: "Şehir" });
      await expectNoAxeViolations(container);
    });
  });

  describe("given results", () => {
    it("shows the count and the cards as the spec describes", async () => {
      const withImage = facility({
        id: 1,
        name: "Moda Arena",
        images: [
          { id: 8, imageUrl: "/uploads/moda-1.webp", isMain: true },
          { id: 9, imageUrl: "/uploads/moda-2.webp", isMain: false },
        ],
      });
      const bare = facility({ id: 2, name: "Adsız Saha", amenities: ["wifi"], pricePerHour: 600 });
      api.on("GET", "/facilities", ok(listData([withImage, bare], 2)));
      const { container } = await renderApp("/facilities");

      expect(await screen.findByRole("heading", { name: "2 Sonuç Bulundu" })).toBeInTheDocument();
      expect(facilityRequests()).toEqual([{ limit: "10", offset: "0" }]);
      const [first, second] = screen.getAllByRole("article");
      const card = within(first!);
      expect(card.getByRole("link", { name: "Moda Arena" })).toHaveAttribute("href", "/facilities/1");
      expect(first!.querySelector("img")).toHaveAttribute("src", "/uploads/moda-1.webp");
      expect(card.getByText("1.250")).toBeInTheDocument();
      expect(card.getByText("₺/saat")).toBeInTheDocument();
      expect(card.getByText("İstanbul / Kadıköy")).toBeInTheDocument();
      // from the first hour to the end of the last one, as the hours table says
      expect(card.getByText("09:00 - 21:00")).toBeInTheDocument();
      expect(card.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
        "WiFi",
        "Ücretsiz Otopark",
        "Kafeterya",
        "+1 daha",
      ]);
      // no image: the drawn placeholder
      expect(second!.querySelector("img")).toBeNull();
      expect(within(second!).getByText("600")).toBeInTheDocument();
      await expectNoAxeViolations(container);
    });

    it("switches between grid and list", async () => {
      const user = userEvent.setup();
      serveFacilities();
      await renderApp("/facilities");
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      expect(screen.getAllByRole("article")[0]).toHaveAttribute("data-layout", "grid");
      await user.click(screen.getByRole("button", { name: "Liste görünümü" }));
      expect(screen.getByRole("button", { name: "Liste görünümü" })).toHaveAttribute("aria-pressed", "true");
      expect(screen.getAllByRole("article")[0]).toHaveAttribute("data-layout", "list");
    });
  });

  describe("paging", () => {
    it("asks offset (page-1)*10, keeps the filters in the URL and goes back with the browser", async () => {
      const user = userEvent.setup();
      serveFacilities();
      const { router } = await renderApp("/facilities?city=istanbul");
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      expect(cardNames()[0]).toBe("Tesis 1");
      const pager = await screen.findByRole("navigation", { name: "Sayfalama" });
      expect(within(pager).getByRole("button", { name: "Sayfa 1" })).toHaveAttribute("aria-current", "page");
      expect(within(pager).getByRole("button", { name: "Sayfa 3" })).toBeInTheDocument();

      await user.click(within(pager).getByRole("button", { name: "Sayfa 2" }));
      await waitFor(() => expect(cardNames()[0]).toBe("Tesis 11"));
      expect(router.state.location.search).toBe("?city=istanbul&page=2");
      expect(facilityRequests().at(-1)).toEqual({ limit: "10", offset: "10", city: "istanbul" });

      await user.click(screen.getByRole("button", { name: "Sonraki sayfa" }));
      await waitFor(() => expect(cardNames()).toEqual(["Tesis 21", "Tesis 22", "Tesis 23"]));
      expect(router.state.location.search).toBe("?city=istanbul&page=3");

      await act(() => router.navigate(-1));
      await waitFor(() => expect(cardNames()[0]).toBe("Tesis 11"));
      expect(router.state.location.search).toBe("?city=istanbul&page=2");
    });

    it("opens the page the URL names and moves a page past the end to the last page", async () => {
      serveFacilities();
      const { router } = await renderApp("/facilities?page=9");
      await waitFor(() => expect(router.state.location.search).toBe("?page=3"));
      await waitFor(() => expect(cardNames()[0]).toBe("Tesis 21"));
      expect(facilityRequests().map((q) => q.offset)).toEqual(["80", "20"]);
    });
  });

  describe("given filters in the URL", () => {
    const url =
      "/facilities?search=kadikoy&city=istanbul&district=kadikoy&minPrice=500&maxPrice=1000&rating=4.5&page=2";

    it("sends them, shows them as chips and fills the controls", async () => {
      const user = userEvent.setup();
      serveFacilities();
      const { container } = await renderApp(url);
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      expect(facilityRequests()[0]).toEqual({
        limit: "10",
        offset: "10",
        search: "kadikoy",
        city: "istanbul",
        district: "kadikoy",
        minPrice: "500",
        maxPrice: "1000",
        rating: "4.5",
      });
      const chips = within(await screen.findByRole("group", { name: "Etkin filtreler" }));
      await waitFor(() => expect(chips.getByText("Kadıköy")).toBeInTheDocument());
      for (const label of ["Arama: kadikoy", "İstanbul", "Min: 500 ₺", "Maks: 1.000 ₺", "4,5+ Yıldız"])
        expect(chips.getByText(label)).toBeInTheDocument();
      expect(screen.getByRole("searchbox")).toHaveValue("kadikoy");
      expect(screen.getByRole("combobox", { name: "Şehir" })).toHaveValue("istanbul");
      // district, prices and rating: 4 filters behind 'Filtreler'
      expect(screen.getByRole("button", { name: "Filtreler (4)" })).toHaveAttribute("aria-expanded", "false");
      await openFilters(user);
      expect(screen.getByRole("button", { name: "Filtreler (4)" })).toHaveAttribute("aria-expanded", "true");
      await waitFor(() => expect(screen.getByRole("combobox", { name: "İlçe" })).toHaveValue("kadikoy"));
      expect(screen.getByRole("textbox", { name: "Min. Fiyat (₺)" })).toHaveValue("500");
      expect(screen.getByRole("textbox", { name: "Maks. Fiyat (₺)" })).toHaveValue("1000");
      expect(screen.getByRole("combobox", { name: "Puan" })).toHaveValue("4.5");
      await expectNoAxeViolations(container);
    });

    it("drops one filter with its chip and starts again on page 1", async () => {
      const user = userEvent.setup();
      serveFacilities();
      const { router } = await renderApp(url);
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      await user.click(await screen.findByRole("button", { name: "Maks: 1.000 ₺ filtresini kaldır" }));
      await waitFor(() =>
        expect(router.state.location.search).toBe(
          "?search=kadikoy&city=istanbul&district=kadikoy&minPrice=500&rating=4.5",
        ),
      );
      expect(facilityRequests().at(-1)).toMatchObject({ offset: "0" });
      expect(facilityRequests().at(-1)).not.toHaveProperty("maxPrice");

      // the city chip takes its district with it
      await user.click(screen.getByRole("button", { name: "İstanbul filtresini kaldır" }));
      await waitFor(() =>
        expect(router.state.location.search).toBe("?search=kadikoy&minPrice=500&rating=4.5"),
      );
    });

    it("clears everything with 'Filtreleri Temizle'", async () => {
      const user = userEvent.setup();
      serveFacilities();
      const { router } = await renderApp(url);
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      await user.click(await screen.findByRole("button", { name: "Filtreleri Temizle" }));
      await waitFor(() => expect(router.state.location.search).toBe(""));
      expect(facilityRequests().at(-1)).toEqual({ limit: "10", offset: "0" });
      expect(screen.queryByRole("group", { name: "Etkin filtreler" })).not.toBeInTheDocument();
      expect(screen.getByRole("searchbox")).toHaveValue("");
    });

    it("leaves out values the API would refuse", async () => {
      serveFacilities();
      await renderApp("/facilities?minPrice=abc&maxPrice=-5&rating=9&page=x&city=!!!&search=%20");
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      expect(facilityRequests()).toEqual([{ limit: "10", offset: "0" }]);
      expect(screen.queryByRole("group", { name: "Etkin filtreler" })).not.toBeInTheDocument();
    });
  });

  describe("searching", () => {
    it("puts the text into the URL and starts on page 1", async () => {
      const user = userEvent.setup();
      serveFacilities();
      const { router } = await renderApp("/facilities?page=2");
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      expect(screen.getByRole("searchbox")).toHaveAttribute("placeholder", "Halısaha adı veya adresi ara...");
      await user.type(screen.getByRole("searchbox"), "  Kadıköy ");
      await user.click(screen.getByRole("button", { name: "Ara" }));
      await waitFor(() => expect(router.state.location.search).toBe("?search=Kad%C4%B1k%C3%B6y"));
      expect(facilityRequests().at(-1)).toEqual({ limit: "10", offset: "0", search: "Kadıköy" });
    });

    it("offers 'Tümü' then every city, and searches as soon as a city is picked", async () => {
      const user = userEvent.setup();
      serveFacilities();
      const { router } = await renderApp("/facilities");
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      const city = await screen.findByRole("combobox", { name: "Şehir" });
      expect(
        within(city)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Tümü", "Ankara", "İstanbul", "İzmir"]);
      await user.selectOptions(city, "istanbul");
      await waitFor(() => expect(router.state.location.search).toBe("?city=istanbul"));
      expect(facilityRequests().at(-1)).toEqual({ limit: "10", offset: "0", city: "istanbul" });
    });

    it("still searches by text when the cities cannot be loaded", async () => {
      api.on("GET", "/cities", fail(500, "Beklenmeyen bir hata oluştu."));
      serveFacilities();
      await renderApp("/facilities");
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      expect(screen.queryByRole("combobox", { name: "Şehir" })).not.toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });

  describe("the filter form", () => {
    it("offers the chosen city's districts and puts district, prices and rating into the URL", async () => {
      const user = userEvent.setup();
      serveFacilities();
      const { router } = await renderApp("/facilities?city=istanbul&page=3");
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      await openFilters(user);
      const district = screen.getByRole("combobox", { name: "İlçe" });
      await waitFor(() =>
        expect(within(district).getByRole("option", { name: "Kadıköy" })).toBeInTheDocument(),
      );
      expect(api.calls("GET", "/districts").map((r) => queryOf(r.search))).toEqual([
        { cityId: "34", limit: "100", offset: "0" },
      ]);
      await user.selectOptions(district, "kadikoy");
      await user.type(screen.getByRole("textbox", { name: "Min. Fiyat (₺)" }), "400");
      await user.type(screen.getByRole("textbox", { name: "Maks. Fiyat (₺)" }), "900");
      await user.selectOptions(screen.getByRole("combobox", { name: "Puan" }), "4");
      await user.click(screen.getByRole("button", { name: "Uygula" }));
      await waitFor(() =>
        expect(router.state.location.search).toBe(
          "?city=istanbul&district=kadikoy&minPrice=400&maxPrice=900&rating=4",
        ),
      );
      expect(facilityRequests().at(-1)).toEqual({
        limit: "10",
        offset: "0",
        city: "istanbul",
        district: "kadikoy",
        minPrice: "400",
        maxPrice: "900",
        rating: "4",
      });
      expect(await screen.findByText("4+ Yıldız", { selector: "li" })).toBeInTheDocument();
      // the form stays open, filled from the new URL
      expect(screen.getByRole("textbox", { name: "Maks. Fiyat (₺)" })).toHaveValue("900");
    });

    it("waits for a city before offering districts", async () => {
      const user = userEvent.setup();
      serveFacilities();
      const { container } = await renderApp("/facilities");
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      await openFilters(user);
      await expectNoAxeViolations(container);
      expect(screen.getByRole("combobox", { name: "İlçe" })).toBeDisabled();
      expect(api.calls("GET", "/districts")).toHaveLength(0);
    });

    it("refuses a minimum above the maximum with the contract's text", async () => {
      const user = userEvent.setup();
      serveFacilities();
      const { router } = await renderApp("/facilities");
      await screen.findByRole("heading", { name: "23 Sonuç Bulundu" });
      await openFilters(user);
      await user.type(screen.getByRole("textbox", { name: "Min. Fiyat (₺)" }), "900");
      await user.type(screen.getByRole("textbox", { name: "Maks. Fiyat (₺)" }), "100");
      await user.click(screen.getByRole("button", { name: "Uygula" }));
      expect(await screen.findByText("Minimum fiyat maksimum fiyattan büyük olamaz")).toBeInTheDocument();
      await user.clear(screen.getByRole("textbox", { name: "Maks. Fiyat (₺)" }));
      await user.type(screen.getByRole("textbox", { name: "Maks. Fiyat (₺)" }), "abc");
      await user.click(screen.getByRole("button", { name: "Uygula" }));
      expect(await screen.findByText("Geçersiz maksimum fiyat")).toBeInTheDocument();
      expect(router.state.location.search).toBe("");
    });
  });

  describe("given no results", () => {
    it("says 'Hiç sonuç bulunamadı' and offers to clear the filters", async () => {
      const user = userEvent.setup();
      api.on("GET", "/facilities", (request: FakeRequest) =>
        ok(queryOf(request.search).search ? listData([], 0) : listData(facilities(3))),
      );
      const { container, router } = await renderApp("/facilities?search=olmayan");
      expect(await screen.findByRole("heading", { name: "Hiç sonuç bulunamadı" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "0 Sonuç Bulundu" })).toBeInTheDocument();
      expect(
        screen.getByText("Arama metnini veya filtreleri değiştirerek tekrar deneyin."),
      ).toBeInTheDocument();
      await expectNoAxeViolations(container);
      const empty = screen.getByRole("heading", { name: "Hiç sonuç bulunamadı" }).parentElement!;
      await screen.findByRole("group", { name: "Etkin filtreler" });
      await user.click(within(empty).getByRole("button", { name: "Filtreleri Temizle" }));
      await waitFor(() => expect(router.state.location.search).toBe(""));
      expect(await screen.findByRole("heading", { name: "3 Sonuç Bulundu" })).toBeInTheDocument();
    });
  });

  describe("when the list cannot be loaded", () => {
    it("shows the spec's text and tries again", async () => {
      const user = userEvent.setup();
      api.on("GET", "/facilities", brokenAnswer(503));
      const { container } = await renderApp("/facilities");
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Tesisler yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
      );
      await expectNoAxeViolations(container);
      serveFacilities();
      await user.click(screen.getByRole("button", { name: "Tekrar Dene" }));
      expect(await screen.findByRole("heading", { name: "23 Sonuç Bulundu" })).toBeInTheDocument();
    });
  });
});
