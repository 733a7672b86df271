import { getSession } from "@halisaha/data";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { facility, favorite, listData, queryOf } from "../../test/discovery-fixtures";
import { brokenAnswer, ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";

let api: FakeApi;

const moda = facility({ id: 3, name: "Moda Arena", pricePerHour: 700, rating: 4.8 });
const yildiz = facility({ id: 5, name: "Yıldız Halı Saha", pricePerHour: 850, rating: 4.5 });
const gol = facility({ id: 9, name: "Gol Sahası", pricePerHour: 900.5, rating: 3.9 });

beforeEach(() => {
  api = setUpApi();
  signInAs(api, { ...testUser, favorites: [9, 5, 3] });
});
afterEach(() => tearDownApp());

/** Answers GET /favorites from a list that POST /favorites changes, like the API. */
function serveFavorites(initial = [gol, yildiz, moda]) {
  let listed = initial;
  api.on("GET", "/favorites", () =>
    ok(
      listData(
        listed.map((f) => favorite(f)),
        listed.length,
        50,
      ),
    ),
  );
  api.on("POST", "/favorites", (request) => {
    const { facilityId } = request.body as { facilityId: number };
    listed = listed.filter((f) => f.id !== facilityId);
    return ok(
      { facilityId, isFavorite: false, favorites: listed.map((f) => f.id) },
      "Tesis favorilerden çıkarıldı",
    );
  });
}

const figure = (label: string) => screen.getByText(label).nextElementSibling;

describe("/user/favorites", () => {
  describe("given a guest", () => {
    it("sends them to /login", async () => {
      tearDownApp();
      api = setUpApi();
      const { router } = await renderApp("/user/favorites");
      await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
      expect(router.state.location.state).toEqual({ from: "/user/favorites" });
    });
  });

  describe("while the favourites load", () => {
    it("shows placeholders for the figures and the cards", async () => {
      api.on("GET", "/favorites", () => new Promise(() => {}));
      const { container } = await renderApp("/user/favorites");
      expect(await screen.findByRole("heading", { name: "Favorilerim" })).toBeInTheDocument();
      expect(screen.getAllByText("Yükleniyor").length).toBe(3);
      expect(container.querySelectorAll("[aria-busy='true']").length).toBeGreaterThanOrEqual(2);
      await expectNoAxeViolations(container);
    });
  });

  describe("given favourites", () => {
    it("asks 50 and shows count, highly rated, average price and the cards", async () => {
      serveFavorites();
      const { container } = await renderApp("/user/favorites");
      await screen.findByRole("heading", { name: "Moda Arena" });
      expect(api.calls("GET", "/favorites").map((r) => queryOf(r.search))).toEqual([
        { limit: "50", offset: "0" },
      ]);
      expect(figure("Favori Tesis")).toHaveTextContent("3");
      expect(figure("Yüksek Puanlı")).toHaveTextContent("2");
      // (900.5 + 850 + 700) / 3 = 816.83…, shown without fraction digits
      expect(figure("Ortalama Fiyat")).toHaveTextContent("817 ₺/saat");
      const cards = screen.getAllByRole("article");
      expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual([
        "Gol Sahası",
        "Yıldız Halı Saha",
        "Moda Arena",
      ]);
      expect(within(cards[2]!).getByRole("link", { name: "Moda Arena" })).toHaveAttribute(
        "href",
        "/facilities/3",
      );
      await expectNoAxeViolations(container);
    });

    it("switches between grid and list", async () => {
      const user = userEvent.setup();
      serveFavorites();
      await renderApp("/user/favorites");
      await screen.findByRole("heading", { name: "Moda Arena" });
      await user.click(screen.getByRole("button", { name: "Liste görünümü" }));
      for (const card of screen.getAllByRole("article")) expect(card).toHaveAttribute("data-layout", "list");
      await user.click(screen.getByRole("button", { name: "Izgara görünümü" }));
      for (const card of screen.getAllByRole("article")) expect(card).toHaveAttribute("data-layout", "grid");
    });
  });

  describe("removing a favourite", () => {
    it("asks first and does nothing on 'Vazgeç'", async () => {
      const user = userEvent.setup();
      serveFavorites();
      await renderApp("/user/favorites");
      await user.click(await screen.findByRole("button", { name: "Moda Arena favorilerden çıkar" }));
      const dialog = screen.getByRole("alertdialog", { name: "Favorilerden çıkar" });
      expect(dialog).toHaveTextContent(
        "Moda Arena: Bu tesisi favorilerinizden çıkarmak istediğinizden emin misiniz?",
      );
      await expectNoAxeViolations(document.body);
      await user.click(within(dialog).getByRole("button", { name: "Vazgeç" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
      expect(api.calls("POST", "/favorites")).toHaveLength(0);
      expect(screen.getByRole("heading", { name: "Moda Arena" })).toBeInTheDocument();
    });

    it("takes it out after 'Evet, Çıkar' and updates the figures", async () => {
      const user = userEvent.setup();
      serveFavorites();
      await renderApp("/user/favorites");
      await user.click(await screen.findByRole("button", { name: "Moda Arena favorilerden çıkar" }));
      await user.click(screen.getByRole("button", { name: "Evet, Çıkar" }));
      expect(await screen.findByText("Tesis favorilerden çıkarıldı")).toBeInTheDocument();
      expect(api.calls("POST", "/favorites").map((r) => r.body)).toEqual([{ facilityId: 3 }]);
      await waitFor(() =>
        expect(screen.queryByRole("heading", { name: "Moda Arena" })).not.toBeInTheDocument(),
      );
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      expect(figure("Favori Tesis")).toHaveTextContent("2");
      expect(figure("Yüksek Puanlı")).toHaveTextContent("1");
      expect(getSession().user?.favorites).toEqual([9, 5]);
    });

    it("says 'Favori kaldırılırken hata oluştu' when it fails", async () => {
      const user = userEvent.setup();
      serveFavorites();
      api.on("POST", "/favorites", brokenAnswer(500));
      await renderApp("/user/favorites");
      await user.click(await screen.findByRole("button", { name: "Moda Arena favorilerden çıkar" }));
      await user.click(screen.getByRole("button", { name: "Evet, Çıkar" }));
      expect(await screen.findByText("Favori kaldırılırken hata oluştu")).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "Moda Arena" })).toBeInTheDocument();
      expect(getSession().user?.favorites).toEqual([9, 5, 3]);
    });
  });

  describe("given no favourites", () => {
    it("says so and points to the facilities", async () => {
      serveFavorites([]);
      const { container } = await renderApp("/user/favorites");
      expect(await screen.findByRole("heading", { name: "Henüz favori tesisiniz yok" })).toBeInTheDocument();
      expect(figure("Favori Tesis")).toHaveTextContent("0");
      expect(figure("Ortalama Fiyat")).toHaveTextContent("-");
      expect(screen.getByRole("link", { name: "Halı Sahaları Keşfet" })).toHaveAttribute(
        "href",
        "/facilities",
      );
      await expectNoAxeViolations(container);
    });
  });

  describe("when the favourites cannot be loaded", () => {
    it("shows the spec's text and tries again", async () => {
      const user = userEvent.setup();
      api.on("GET", "/favorites", brokenAnswer(503));
      const { container } = await renderApp("/user/favorites");
      expect(await screen.findByRole("alert")).toHaveTextContent("Favoriler yüklenirken hata oluştu");
      await expectNoAxeViolations(container);
      serveFavorites();
      await user.click(screen.getByRole("button", { name: "Tekrar Dene" }));
      expect(await screen.findByRole("heading", { name: "Moda Arena" })).toBeInTheDocument();
    });
  });
});
