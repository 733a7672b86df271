import { istanbulNowParts, paymentMessages } from "@halisaha/data";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { brokenAnswer, fail, ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";
import { listOf, reservation } from "../../test/reservation-fixtures";

let api: FakeApi;
const user = { ...testUser, isPhoneVerified: true };

// ahead: one pending, one confirmed and unpaid, one confirmed with the deposit paid; over: one
// completed, one confirmed whose hour has passed, one cancelled
const pending = reservation(3, 18, { id: 1, reservationNumber: "HS-PEND01" });
const payable = reservation(4, 19, { id: 2, reservationNumber: "HS-PAY002", status: "confirmed" });
const deposited = reservation(5, 20, {
  id: 3,
  reservationNumber: "HS-DEP003",
  status: "confirmed",
  paymentStatus: "partially_paid",
  paidAmount: 200,
});
const completed = reservation(-6, 18, {
  id: 4,
  reservationNumber: "HS-DONE04",
  status: "completed",
  paymentStatus: "paid",
});
const ended = reservation(-2, 18, { id: 5, reservationNumber: "HS-ENDED5", status: "confirmed" });
const cancelled = reservation(-1, 18, {
  id: 6,
  reservationNumber: "HS-CANC06",
  status: "cancelled",
  facilityId: 14,
});
const all = [deposited, payable, pending, cancelled, ended, completed];

beforeEach(() => {
  api = setUpApi();
  signInAs(api, user);
});
afterEach(() => tearDownApp());

const cardOf = (number: string) => screen.getByText(number).closest("article")!;
const tab = (name: RegExp) => screen.getByRole("tab", { name });

describe("/user/reservations", () => {
  it("shows placeholders while the list loads", async () => {
    api.on("GET", "/reservations/user", () => new Promise(() => {}));
    const { container } = await renderApp("/user/reservations");
    expect(await screen.findByRole("heading", { level: 1, name: "Rezervasyonlarım" })).toBeInTheDocument();
    expect(container.querySelector("[aria-busy='true']")).not.toBeNull();
  });

  it("shows the spec's load error, and the list after 'Tekrar Dene'", async () => {
    api.on("GET", "/reservations/user", brokenAnswer(500));
    await renderApp("/user/reservations");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Rezervasyonlar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
    );
    api.on("GET", "/reservations/user", ok(listOf([pending])));
    await userEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
    expect(await screen.findByText("HS-PEND01")).toBeInTheDocument();
  });

  it("says there is nothing yet and links to the facilities", async () => {
    api.on("GET", "/reservations/user", ok(listOf([])));
    const { container } = await renderApp("/user/reservations");
    expect(await screen.findByRole("heading", { name: "Henüz bir rezervasyonunuz yok" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Halı Sahalara Göz At" })).toHaveAttribute("href", "/facilities");
    await expectNoAxeViolations(container);
  });

  describe("given reservations", () => {
    beforeEach(() => api.on("GET", "/reservations/user", ok(listOf(all))));

    it("asks the whole list once and shows the stats and the tab counts", async () => {
      const { container } = await renderApp("/user/reservations");
      await screen.findByText("HS-PEND01");
      expect(api.calls("GET", "/reservations/user")[0]?.search).toBe("?limit=100&offset=0");
      const stats = within(screen.getByRole("region", { name: "Rezervasyon istatistikleri" }));
      const figure = (label: string) => stats.getByText(label).nextElementSibling;
      expect(figure("Toplam")).toHaveTextContent("6");
      expect(figure("Yaklaşan")).toHaveTextContent("3");
      expect(figure("Beklemede")).toHaveTextContent("1");
      expect(figure("Onaylandı")).toHaveTextContent("3");
      expect(figure("Tamamlandı")).toHaveTextContent("1");
      expect(figure("İptal Edildi")).toHaveTextContent("1");
      expect(tab(/^Tümü/)).toHaveAccessibleName("Tümü 6");
      expect(tab(/^Beklemede/)).toHaveAccessibleName("Beklemede 1");
      expect(tab(/^Onaylandı/)).toHaveAccessibleName("Onaylandı 3");
      expect(screen.getAllByRole("article")).toHaveLength(6);
      await expectNoAxeViolations(container);
    });

    it("lists the hours ahead soonest first, then the past ones most recent first", async () => {
      await renderApp("/user/reservations");
      await screen.findByText("HS-PEND01");
      expect(screen.getAllByRole("article").map((a) => within(a).getByText(/^HS-/).textContent)).toEqual([
        "HS-PEND01",
        "HS-PAY002",
        "HS-DEP003",
        "HS-CANC06",
        "HS-ENDED5",
        "HS-DONE04",
      ]);
    });

    it("marks the reservation a notification links to (?highlight=id) and no other", async () => {
      await renderApp("/user/reservations?highlight=6");
      await screen.findByText("HS-CANC06");
      expect(cardOf("HS-CANC06")).toHaveAttribute("data-highlighted", "true");
      expect(cardOf("HS-PEND01")).not.toHaveAttribute("data-highlighted");
    });

    it("filters by status tab", async () => {
      await renderApp("/user/reservations");
      await screen.findByText("HS-PEND01");
      await userEvent.click(tab(/^Onaylandı/));
      expect(screen.getAllByRole("article").map((a) => within(a).getByText(/^HS-/).textContent)).toEqual([
        "HS-PAY002",
        "HS-DEP003",
        "HS-ENDED5",
      ]);
      await userEvent.click(tab(/^İptal Edildi/));
      expect(screen.getAllByRole("article")).toHaveLength(1);
      await userEvent.click(tab(/^Tamamlandı/));
      expect(screen.getByText("HS-DONE04")).toBeInTheDocument();
    });

    it("offers 'Öde' only for an unpaid, confirmed reservation ahead", async () => {
      await renderApp("/user/reservations");
      await screen.findByText("HS-PEND01");
      const pay = (number: string) => within(cardOf(number)).queryByRole("link", { name: "Öde" });
      expect(pay("HS-PAY002")).toHaveAttribute("href", "/payment/2");
      for (const number of ["HS-PEND01", "HS-DEP003", "HS-DONE04", "HS-ENDED5", "HS-CANC06"]) {
        expect(pay(number)).toBeNull();
      }
      expect(within(cardOf("HS-DEP003")).getByText("Kapora ödendi")).toBeInTheDocument();
    });

    it("offers 'İptal Et' for pending or confirmed reservations ahead, and rebooking for the ones over", async () => {
      await renderApp("/user/reservations");
      await screen.findByText("HS-PEND01");
      const cancel = (number: string) => within(cardOf(number)).queryByRole("button", { name: "İptal Et" });
      const rebook = (number: string) =>
        within(cardOf(number)).queryByRole("link", { name: "Tekrar Rezervasyon Yap" });
      for (const number of ["HS-PEND01", "HS-PAY002", "HS-DEP003"]) expect(cancel(number)).not.toBeNull();
      for (const number of ["HS-DONE04", "HS-ENDED5", "HS-CANC06"]) expect(cancel(number)).toBeNull();
      expect(rebook("HS-DONE04")).toHaveAttribute("href", "/booking/12");
      expect(rebook("HS-ENDED5")).toHaveAttribute("href", "/booking/12");
      expect(rebook("HS-CANC06")).toHaveAttribute("href", "/booking/14");
      for (const number of ["HS-PEND01", "HS-PAY002", "HS-DEP003"]) expect(rebook(number)).toBeNull();
    });

    it("opens a card's details", async () => {
      await renderApp("/user/reservations");
      await screen.findByText("HS-PEND01");
      const card = within(cardOf("HS-PEND01"));
      await userEvent.click(card.getByRole("button", { name: "Detayları Göster" }));
      expect(card.getByRole("button", { name: "Detayları Gizle" })).toHaveAttribute("aria-expanded", "true");
      expect(card.getByText("Kadıköy Spor Caddesi No:1")).toBeVisible();
    });

    describe("after 'İptal Et'", () => {
      it("asks the spec's question and keeps the reservation on 'Hayır'", async () => {
        await renderApp("/user/reservations");
        await screen.findByText("HS-PEND01");
        await userEvent.click(within(cardOf("HS-PAY002")).getByRole("button", { name: "İptal Et" }));
        const dialog = await screen.findByRole("alertdialog");
        expect(dialog).toHaveAccessibleDescription(
          "Bu rezervasyonu iptal etmek istediğinizden emin misiniz? Henüz ödeme yapılmadığı için iade edilecek bir tutar yok.",
        );
        await userEvent.click(within(dialog).getByRole("button", { name: "Hayır" }));
        await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
        expect(api.calls("PATCH", "/reservations/2/cancel")).toHaveLength(0);
      });

      it("says what happens to the money: the deposit back to the card", async () => {
        await renderApp("/user/reservations");
        await screen.findByText("HS-PEND01");
        await userEvent.click(within(cardOf("HS-DEP003")).getByRole("button", { name: "İptal Et" }));
        expect(await screen.findByRole("alertdialog")).toHaveAccessibleDescription(
          /Ödediğiniz 200 ₺ kartınıza iade edilecek/,
        );
      });

      it("cancels on 'Evet', marks the card cancelled and shows the server's message", async () => {
        const after = { ...payable, status: "cancelled" as const };
        api.on("PATCH", "/reservations/2/cancel", () => {
          api.on(
            "GET",
            "/reservations/user",
            ok(listOf([deposited, after, pending, cancelled, ended, completed])),
          );
          return ok({ items: after }, "Rezervasyon başarıyla iptal edildi!");
        });
        await renderApp("/user/reservations");
        await screen.findByText("HS-PEND01");
        await userEvent.click(within(cardOf("HS-PAY002")).getByRole("button", { name: "İptal Et" }));
        await userEvent.click(
          within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Evet" }),
        );
        // the first toast loads the toaster's lazy chunk: give it time on a busy machine
        expect(
          await screen.findByText("Rezervasyon başarıyla iptal edildi!", {}, { timeout: 5000 }),
        ).toBeInTheDocument();
        await waitFor(() =>
          expect(within(cardOf("HS-PAY002")).getByText("İptal Edildi")).toBeInTheDocument(),
        );
        expect(within(cardOf("HS-PAY002")).queryByRole("button", { name: "İptal Et" })).toBeNull();
        expect(within(cardOf("HS-PAY002")).queryByRole("link", { name: "Öde" })).toBeNull();
        expect(tab(/^İptal Edildi/)).toHaveAccessibleName("İptal Edildi 2");
      });

      it("shows the spec's failure text with the server's reason", async () => {
        api.on("PATCH", "/reservations/1/cancel", fail(409, "Bu rezervasyon artık iptal edilemez."));
        await renderApp("/user/reservations");
        await screen.findByText("HS-PEND01");
        await userEvent.click(within(cardOf("HS-PEND01")).getByRole("button", { name: "İptal Et" }));
        await userEvent.click(
          within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Evet" }),
        );
        expect(await screen.findByRole("alert")).toHaveTextContent(
          "Rezervasyon iptal edilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin. Bu rezervasyon artık iptal edilemez.",
        );
      });
    });
  });

  describe("given card holds", () => {
    it("shows a hold's deadline with 'Öde', and why a hold that ran out was cancelled", async () => {
      const holdEnds = new Date(Date.now() + 10 * 60_000);
      const held = reservation(3, 18, {
        id: 7,
        reservationNumber: "HS-HOLD07",
        holdExpiresAt: holdEnds.toISOString(),
      });
      const released = reservation(3, 19, {
        id: 8,
        reservationNumber: "HS-GONE08",
        status: "cancelled",
        cancelReason: "hold_expired",
        holdExpiresAt: new Date(Date.now() - 60_000).toISOString(),
      });
      api.on("GET", "/reservations/user", ok(listOf([held, released])));
      await renderApp("/user/reservations");
      await screen.findByText("HS-HOLD07");
      const heldCard = within(cardOf("HS-HOLD07"));
      expect(heldCard.getByText(/^Ödeme için son saat/)).toHaveTextContent(istanbulNowParts(holdEnds).time);
      expect(heldCard.getByRole("link", { name: "Öde" })).toHaveAttribute("href", "/payment/7");
      const gone = within(cardOf("HS-GONE08"));
      expect(gone.getByText(paymentMessages.holdExpired)).toBeInTheDocument();
      expect(gone.queryByRole("link", { name: "Öde" })).toBeNull();
    });
  });

  describe("given the payment page's message in the navigation state", () => {
    it("shows it once, also through the /reservations redirect", async () => {
      api.on("GET", "/reservations/user", ok(listOf([deposited])));
      const { router } = await renderApp("/reservations", {
        state: { message: "Ödeme başarıyla tamamlandı!" },
      });
      expect(await screen.findByText("Ödeme başarıyla tamamlandı!")).toHaveAttribute("role", "status");
      expect(router.state.location.pathname).toBe("/user/reservations");
      await waitFor(() => expect(router.state.location.state).toBeNull());
      expect(screen.getByText("Ödeme başarıyla tamamlandı!")).toBeInTheDocument();
    });
  });

  it("says when only the latest page is shown", async () => {
    api.on("GET", "/reservations/user", ok(listOf([pending], 150)));
    await renderApp("/user/reservations");
    expect(
      await screen.findByText("En son 1 rezervasyonunuz gösteriliyor (toplam 150)."),
    ).toBeInTheDocument();
  });
});
