import { getSession } from "@halisaha/data";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { facility } from "../../test/discovery-fixtures";
import { brokenAnswer, fail, ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";

let api: FakeApi;

beforeEach(() => {
  api = setUpApi();
});
afterEach(() => tearDownApp());

const withImages = facility({
  images: [
    { id: 1, imageUrl: "/uploads/yildiz-1.webp", isMain: true },
    { id: 2, imageUrl: "/uploads/yildiz-2.webp", isMain: false },
  ],
});

function serve(data = withImages) {
  api.on("GET", `/facilities/${data.id}`, ok({ items: data }));
}

const heart = () => screen.getByRole("button", { name: /^Favori(lere ekle|lerden çıkar)$/ });

describe("/facilities/:facilityId", () => {
  describe("while the facility loads", () => {
    it("shows placeholders and the way back", async () => {
      api.on("GET", "/facilities/12", () => new Promise(() => {}));
      const { container } = await renderApp("/facilities/12");
      expect(await screen.findByRole("heading", { name: "Yükleniyor..." })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "← Tüm halı sahalar" })).toHaveAttribute("href", "/facilities");
      expect(container.querySelector("[aria-busy='true']")).not.toBeNull();
    });
  });

  describe("given a facility", () => {
    it("shows every field of the spec", async () => {
      serve();
      const { container } = await renderApp("/facilities/12");
      expect(
        await screen.findByRole("heading", { level: 1, name: "Kadıköy Yıldız Halı Saha" }),
      ).toBeInTheDocument();
      const main = within(screen.getByRole("main"));
      expect(main.getAllByText("Kadıköy / İstanbul").length).toBeGreaterThan(0);
      expect(main.getByText("4,6 / 5")).toBeInTheDocument();
      expect(main.getByText("Kadıköy merkezinde, aydınlatmalı ve bakımlı halı saha.")).toBeInTheDocument();
      expect(main.getByText("Çalışma saatleri").nextElementSibling).toHaveTextContent("09:00 - 21:00");
      expect(main.getByRole("link", { name: "0212 555 10 00" })).toHaveAttribute("href", "tel:+902125551000");
      expect(main.getByRole("link", { name: "iletisim1@halisaha.dev" })).toHaveAttribute(
        "href",
        "mailto:iletisim1@halisaha.dev",
      );
      expect(main.getByText("Adres").nextElementSibling).toHaveTextContent("Kadıköy Spor Caddesi No:1");
      expect(main.getByText("Zemin").nextElementSibling).toHaveTextContent("Halı Saha");
      expect(main.getByText("Saha boyutu").nextElementSibling).toHaveTextContent("7v7");
      const amenities = main.getByRole("heading", { name: "Olanaklar" }).parentElement!;
      expect(
        within(amenities)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(["WiFi", "Ücretsiz Otopark", "Kafeterya", "Hakem"]);
      const price = within(main.getByRole("complementary", { name: "Fiyat ve rezervasyon" }));
      expect(price.getByText("1.250")).toBeInTheDocument();
      expect(price.getByText("Hafta sonu saatlik ücret").nextElementSibling).toHaveTextContent(
        "1.400 ₺/saat",
      );
      expect(price.getByText("Kapora").nextElementSibling).toHaveTextContent("200 ₺");
      expect(price.getByText("Tesis sahibi").nextElementSibling).toHaveTextContent("Serkan Sahip");
      const website = price.getByRole("link", { name: "www.yildizhalisaha.com.tr" });
      expect(website).toHaveAttribute("href", "https://www.yildizhalisaha.com.tr/");
      expect(website).toHaveAttribute("rel", "noopener noreferrer");
      expect(price.getByRole("link", { name: "Rezervasyon Yap" })).toHaveAttribute("href", "/booking/12");
      expect(main.getByRole("link", { name: "← Tüm halı sahalar" })).toHaveAttribute("href", "/facilities");
      await expectNoAxeViolations(container);
    });

    it("shows the week's hours with Monday closed", async () => {
      serve();
      await renderApp("/facilities/12");
      const table = await screen.findByRole("table", { name: "Çalışma Saatleri" });
      expect(
        within(table).getByRole("rowheader", { name: /Pazartesi/ }).nextElementSibling,
      ).toHaveTextContent("Kapalı");
      expect(within(table).getByRole("rowheader", { name: /Salı/ }).nextElementSibling).toHaveTextContent(
        "09:00 - 21:00",
      );
    });

    it("links the address to a map search", async () => {
      serve();
      await renderApp("/facilities/12");
      const map = (await screen.findByRole("heading", { name: "Konum" })).parentElement!;
      expect(within(map).getByText("Kadıköy Spor Caddesi No:1")).toBeInTheDocument();
      expect(within(map).getByRole("link", { name: "Haritada aç" })).toHaveAttribute(
        "href",
        "https://www.google.com/maps/search/?api=1&query=Kad%C4%B1k%C3%B6y%20Spor%20Caddesi%20No%3A1%2C%20Kad%C4%B1k%C3%B6y%2C%20%C4%B0stanbul",
      );
    });

    it("leaves out what the facility does not have", async () => {
      serve(
        facility({
          id: 3,
          website: null,
          weekendPricePerHour: null,
          depositAmount: null,
          phone: null,
          email: null,
        }),
      );
      await renderApp("/facilities/3");
      await screen.findByRole("heading", { level: 1 });
      for (const label of ["Web sitesi", "Hafta sonu saatlik ücret", "Kapora", "Telefon", "E-posta"])
        expect(screen.queryByText(label)).not.toBeInTheDocument();
    });
  });

  describe("the image carousel", () => {
    it("moves with the arrows and the dots", async () => {
      const user = userEvent.setup();
      serve();
      await renderApp("/facilities/12");
      const carousel = await screen.findByRole("region", { name: "Kadıköy Yıldız Halı Saha görselleri" });
      const image = () => within(carousel).getByRole("img");
      expect(image()).toHaveAttribute("src", "/uploads/yildiz-1.webp");
      await user.click(within(carousel).getByRole("button", { name: "Sonraki görsel" }));
      expect(image()).toHaveAttribute("src", "/uploads/yildiz-2.webp");
      await user.click(within(carousel).getByRole("button", { name: "Görsel 1" }));
      expect(image()).toHaveAttribute("src", "/uploads/yildiz-1.webp");
      await user.click(within(carousel).getByRole("button", { name: "Önceki görsel" }));
      expect(image()).toHaveAttribute("src", "/uploads/yildiz-2.webp");
    });

    it("draws a placeholder without images", async () => {
      serve(facility({ images: [] }));
      await renderApp("/facilities/12");
      expect(
        await screen.findByRole("img", { name: "Kadıköy Yıldız Halı Saha için görsel yok" }),
      ).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Sonraki görsel" })).not.toBeInTheDocument();
    });
  });

  describe("given a facility that does not exist", () => {
    it("says 'Tesis bulunamadı.'", async () => {
      api.on("GET", "/facilities/99", fail(404, "Tesis bulunamadı."));
      const { container } = await renderApp("/facilities/99");
      expect(await screen.findByRole("heading", { name: "Tesis bulunamadı." })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Halı sahalara dön" })).toHaveAttribute("href", "/facilities");
      await expectNoAxeViolations(container);
    });

    it("asks nothing for an id that names no facility", async () => {
      await renderApp("/facilities/abc");
      expect(await screen.findByRole("heading", { name: "Tesis bulunamadı." })).toBeInTheDocument();
      expect(api.requests.filter((r) => r.path.startsWith("/facilities"))).toHaveLength(0);
    });
  });

  describe("when the facility cannot be loaded", () => {
    it("shows the spec's text and tries again", async () => {
      const user = userEvent.setup();
      api.on("GET", "/facilities/12", brokenAnswer(502));
      const { container } = await renderApp("/facilities/12");
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Tesis bilgileri yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
      );
      await expectNoAxeViolations(container);
      serve();
      await user.click(screen.getByRole("button", { name: "Tekrar Dene" }));
      expect(
        await screen.findByRole("heading", { level: 1, name: "Kadıköy Yıldız Halı Saha" }),
      ).toBeInTheDocument();
    });
  });

  describe("the favourite heart", () => {
    describe("given a guest", () => {
      it("sends them to /login and remembers the facility", async () => {
        const user = userEvent.setup();
        serve();
        const { router } = await renderApp("/facilities/12");
        await screen.findByRole("heading", { level: 1 });
        expect(heart()).toHaveAttribute("aria-pressed", "false");
        await user.click(heart());
        await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
        expect(router.state.location.state).toEqual({ from: "/facilities/12" });
        expect(api.calls("POST", "/favorites")).toHaveLength(0);
      });
    });

    describe("given a signed-in user", () => {
      beforeEach(() => signInAs(api, { ...testUser, favorites: [3, 5] }));

      it("adds the facility and says so", async () => {
        const user = userEvent.setup();
        serve();
        api.on(
          "POST",
          "/favorites",
          ok({ facilityId: 12, isFavorite: true, favorites: [12, 3, 5] }, "Tesis favorilere eklendi"),
        );
        await renderApp("/facilities/12");
        await screen.findByRole("heading", { level: 1 });
        expect(heart()).toHaveAccessibleName("Favorilere ekle");
        await user.click(heart());
        expect(await screen.findByText("Tesis favorilere eklendi")).toBeInTheDocument();
        expect(api.calls("POST", "/favorites")[0]?.body).toEqual({ facilityId: 12 });
        expect(heart()).toHaveAttribute("aria-pressed", "true");
        expect(heart()).toHaveAccessibleName("Favorilerden çıkar");
        expect(getSession().user?.favorites).toEqual([12, 3, 5]);
      });

      it("takes a favourite out", async () => {
        const user = userEvent.setup();
        signInAs(api, { ...testUser, favorites: [12] });
        serve();
        api.on(
          "POST",
          "/favorites",
          ok({ facilityId: 12, isFavorite: false, favorites: [] }, "Tesis favorilerden çıkarıldı"),
        );
        await renderApp("/facilities/12");
        await screen.findByRole("heading", { level: 1 });
        expect(heart()).toHaveAttribute("aria-pressed", "true");
        await user.click(heart());
        expect(await screen.findByText("Tesis favorilerden çıkarıldı")).toBeInTheDocument();
        expect(heart()).toHaveAttribute("aria-pressed", "false");
      });

      it("says 'Favori işlemi sırasında bir hata oluştu' when the toggle fails", async () => {
        const user = userEvent.setup();
        serve();
        api.on("POST", "/favorites", brokenAnswer(500));
        await renderApp("/facilities/12");
        await screen.findByRole("heading", { level: 1 });
        await user.click(heart());
        expect(await screen.findByText("Favori işlemi sırasında bir hata oluştu")).toBeInTheDocument();
        expect(heart()).toHaveAttribute("aria-pressed", "false");
        expect(getSession().user?.favorites).toEqual([3, 5]);
      });
    });
  });
});
