import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { cities, facility, listData, queryOf } from "../../test/discovery-fixtures";
import { brokenAnswer, ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp } from "../../test/render-app";

let api: FakeApi;

const topRated = [
  facility({ id: 4, name: "Zirve Arena", rating: 4.9, pricePerHour: 1100 }),
  facility({ id: 8, name: "Çınar Halı Saha", rating: 4.8, pricePerHour: 950 }),
  facility({ id: 2, name: "Gol Park", rating: 4.7, pricePerHour: 800 }),
];

beforeEach(() => {
  api = setUpApi();
  api.on("GET", "/cities", ok(listData(cities, 3, 100)));
});
afterEach(() => tearDownApp());

const section = (name: string) => screen.getByRole("heading", { name }).closest("section")!;

describe("/", () => {
  describe("given a guest", () => {
    it("shows the hero with both buttons, three benefits and the sign-up call", async () => {
      api.on("GET", "/facilities", ok(listData(topRated, 40, 3)));
      const { container } = await renderApp("/");
      expect(
        await screen.findByRole("heading", { level: 1, name: "Halı sahanı bul, maçını hemen ayır" }),
      ).toBeInTheDocument();
      const hero = within(section("Halı sahanı bul, maçını hemen ayır"));
      expect(hero.getByRole("link", { name: "Halı Sahaları Keşfet" })).toHaveAttribute("href", "/facilities");
      expect(hero.getByRole("link", { name: "Ücretsiz Kayıt Ol" })).toHaveAttribute("href", "/register");
      const benefits = within(section("Neden bizimle oynamalısın?"));
      expect(benefits.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
        "Kolay Arama",
        "Hızlı Rezervasyon",
        "Güvenli Ödeme",
      ]);
      expect(benefits.getByText(/iptal edersen ödemen iade edilir/)).toBeInTheDocument();
      const cta = within(section("Takımını topla, sahaya çık!"));
      expect(cta.getByRole("link", { name: "Hemen Üye Ol" })).toHaveAttribute("href", "/register");
      await screen.findByRole("heading", { name: "Zirve Arena" });
      await expectNoAxeViolations(container);
    });
  });

  describe("the popular facilities", () => {
    it("are the three top-rated ones from the API", async () => {
      api.on("GET", "/facilities", ok(listData(topRated, 40, 3)));
      await renderApp("/");
      const popular = within(section("Popüler Tesisler"));
      await popular.findByRole("heading", { name: "Zirve Arena" });
      expect(api.calls("GET", "/facilities").map((r) => queryOf(r.search))).toEqual([
        { limit: "3", offset: "0" },
      ]);
      const cards = popular.getAllByRole("article");
      expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
        "Zirve Arena",
        "Çınar Halı Saha",
        "Gol Park",
      ]);
      const first = within(cards[0]!);
      expect(first.getByRole("link", { name: "Zirve Arena" })).toHaveAttribute("href", "/facilities/4");
      expect(first.getByText("1.100")).toBeInTheDocument();
      expect(first.getByText("₺/saat")).toBeInTheDocument();
      expect(first.getByText("4,9")).toBeInTheDocument();
      expect(first.getByText("09:00 - 21:00")).toBeInTheDocument();
      expect(popular.getByRole("link", { name: "Tümünü Gör" })).toHaveAttribute("href", "/facilities");
    });

    it("show placeholders while they load", async () => {
      api.on("GET", "/facilities", () => new Promise(() => {}));
      await renderApp("/");
      const popular = section("Popüler Tesisler");
      expect(within(popular).getByText("Yükleniyor...")).toBeInTheDocument();
      expect(popular.querySelector("[aria-busy='true']")).not.toBeNull();
      await screen.findByRole("combobox", { name: "Şehir" });
    });

    it("say so when there are none yet", async () => {
      api.on("GET", "/facilities", ok(listData([], 0, 3)));
      await renderApp("/");
      expect(await screen.findByText(/Henüz listelenen bir tesis yok/)).toBeInTheDocument();
    });

    it("show the list's error text and try again", async () => {
      const user = userEvent.setup();
      api.on("GET", "/facilities", brokenAnswer(503));
      await renderApp("/");
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Tesisler yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
      );
      api.on("GET", "/facilities", ok(listData(topRated, 40, 3)));
      await user.click(screen.getByRole("button", { name: "Tekrar Dene" }));
      expect(await screen.findByRole("heading", { name: "Zirve Arena" })).toBeInTheDocument();
    });
  });

  describe("the city search", () => {
    it("goes to /facilities with the chosen city and text", async () => {
      const user = userEvent.setup();
      api.on("GET", "/facilities", ok(listData(topRated, 40, 3)));
      const { router } = await renderApp("/");
      const search = within(await screen.findByRole("search", { name: "Şehirde halı saha ara" }));
      const city = await search.findByRole("combobox", { name: "Şehir" });
      expect(
        within(city)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Tümü", "Ankara", "İstanbul", "İzmir"]);
      await user.selectOptions(city, "istanbul");
      // picking a city alone does not leave the page
      expect(router.state.location.pathname).toBe("/");
      await user.type(search.getByRole("searchbox"), " kadikoy ");
      await user.click(search.getByRole("button", { name: "Ara" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/facilities"));
      expect(router.state.location.search).toBe("?search=kadikoy&city=istanbul");
    });

    it("goes to the whole list with nothing chosen", async () => {
      const user = userEvent.setup();
      api.on("GET", "/facilities", ok(listData(topRated, 40, 3)));
      const { router } = await renderApp("/");
      const search = within(await screen.findByRole("search", { name: "Şehirde halı saha ara" }));
      await user.click(search.getByRole("button", { name: "Ara" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/facilities"));
      expect(router.state.location.search).toBe("");
    });
  });

  describe("given a signed-in user", () => {
    it("offers the favourites instead of signing up", async () => {
      signInAs(api);
      api.on("GET", "/facilities", ok(listData(topRated, 40, 3)));
      await renderApp("/");
      const hero = within(section("Halı sahanı bul, maçını hemen ayır"));
      expect(hero.getByRole("link", { name: "Favorilerim" })).toHaveAttribute("href", "/user/favorites");
      expect(hero.queryByRole("link", { name: "Ücretsiz Kayıt Ol" })).not.toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: "Takımını topla, sahaya çık!" })).not.toBeInTheDocument();
      await screen.findByRole("heading", { name: "Zirve Arena" });
    });
  });
});
