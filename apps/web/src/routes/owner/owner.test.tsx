import { addDays, reservationMessages as m, type WeeklyCalendarData } from "@halisaha/data";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fail, heldAnswer, ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";
import { reservation } from "../../test/reservation-fixtures";

let api: FakeApi;
const owner = { ...testUser, role: "facility_owner" as const, isPhoneVerified: true };
const facilities = {
  items: [
    { id: 12, name: "Kadıköy Yıldız Halı Saha", address: "Kadıköy", status: "active" },
    { id: 14, name: "Moda Spor", address: "Moda", status: "active" },
    { id: 15, name: "Üsküdar Arena", address: "Üsküdar", status: "inactive" },
  ],
  count: 3,
};
const counts = { total: 25, pending: 1, confirmed: 20, completed: 3, cancelled: 1 };

beforeEach(() => {
  api = setUpApi();
  signInAs(api, owner);
});
afterEach(() => tearDownApp());

/** A week far ahead (every hour still to come), open 18:00-22:00 every day. */
const MONDAY = "2030-01-07";
function week(items: WeeklyCalendarData["items"] = []): WeeklyCalendarData {
  return {
    items,
    facility: { id: 12, name: "Kadıköy Yıldız Halı Saha" },
    startDate: MONDAY,
    endDate: addDays(MONDAY, 6),
    days: Array.from({ length: 7 }, (_, i) => {
      const date = addDays(MONDAY, i);
      return {
        date,
        slots: [18, 19, 20, 21].map((hour) => ({
          date,
          startTime: `${hour}:00`,
          endTime: `${hour + 1}:00`,
          price: 1250,
          depositAmount: 200,
        })),
      };
    }),
  };
}

// The week grid and its dialogs take seconds to render on a busy machine.
describe("/owner/calendar", { timeout: 30_000 }, () => {
  it("shows the facilities' load error with a retry, never a made-up facility", async () => {
    api.on("GET", "/reservations/owner-facilities", fail(500, "Sunucu hatası"));
    await renderApp(`/owner/calendar?week=${MONDAY}`);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(m.calendarFacilitiesFailed);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    api.on("GET", "/reservations/owner-facilities", ok(facilities));
    api.on("GET", "/reservations/weekly-calendar", ok(week()));
    await userEvent.click(within(alert).getByRole("button", { name: "Tekrar Dene" }));
    expect(await screen.findByRole("table")).toBeInTheDocument();
  });

  it("asks for a facility first when the owner has none", async () => {
    api.on("GET", "/reservations/owner-facilities", ok({ items: [], count: 0 }));
    await renderApp("/owner/calendar");
    expect(await screen.findByRole("heading", { name: m.selectFacilityFirst })).toBeInTheDocument();
  });

  it("books a free hour by hand: name and phone required, then the owner's manual booking", async () => {
    api.on("GET", "/reservations/owner-facilities", ok(facilities));
    api.on("GET", "/reservations/weekly-calendar", ok(week()));
    api.on("POST", "/reservations", ok({ items: reservation(0, 20) }, m.created));
    await renderApp(`/owner/calendar?week=${MONDAY}`);
    expect(api.calls("GET", "/reservations/weekly-calendar")[0]?.search).toBe(
      `?facilityId=12&startDate=${MONDAY}&endDate=2030-01-13`,
    );
    await userEvent.click(await screen.findByRole("button", { name: /^Salı 8 Oca, 20:00 - 21:00: boş/ }));
    const dialog = await screen.findByRole("dialog", { name: "Manuel Rezervasyon" });
    expect(dialog).toHaveTextContent("1.250 ₺");
    await userEvent.click(within(dialog).getByRole("button", { name: "Rezervasyon Oluştur" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(m.manualNamePhoneRequired);
    await userEvent.type(within(dialog).getByLabelText(/Ad Soyad/), "Ayşe Çelik");
    await userEvent.type(within(dialog).getByLabelText(/Telefon/), "5329998877");
    await userEvent.click(within(dialog).getByRole("button", { name: "Rezervasyon Oluştur" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls("POST", "/reservations")[0]?.body).toMatchObject({
      facilityId: 12,
      date: "2030-01-08",
      startTime: "20:00",
      isManualByOwner: true,
      status: "confirmed",
      paymentStatus: "unpaid",
      notes: m.manualNote,
    });
    expect(await screen.findByText(m.created)).toBeInTheDocument();
  });

  it("keeps the manual booking open with what was typed when the server refuses it", async () => {
    api.on("GET", "/reservations/owner-facilities", ok(facilities));
    api.on("GET", "/reservations/weekly-calendar", ok(week()));
    const post = heldAnswer();
    api.on("POST", "/reservations", post.reply);
    await renderApp(`/owner/calendar?week=${MONDAY}`);
    await userEvent.click(await screen.findByRole("button", { name: /^Salı 8 Oca, 20:00 - 21:00: boş/ }));
    const dialog = await screen.findByRole("dialog", { name: "Manuel Rezervasyon" });
    await userEvent.type(within(dialog).getByLabelText(/Ad Soyad/), "Ayşe Çelik");
    await userEvent.type(within(dialog).getByLabelText(/Telefon/), "53299");
    await userEvent.click(within(dialog).getByRole("button", { name: "Rezervasyon Oluştur" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Rezervasyon Oluştur" })).toBeDisabled(),
    );
    expect(within(dialog).getByRole("button", { name: "Vazgeç" })).toBeDisabled();

    // The hour went meanwhile: the refusal names no field the dialog shows, so it shows above.
    post.send(fail(409, m.slotTaken, [{ field: "startTime", message: m.slotTaken }]));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(m.slotTaken);
    expect(screen.getByRole("dialog", { name: "Manuel Rezervasyon" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Ad Soyad/)).toHaveValue("Ayşe Çelik");
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Rezervasyon Oluştur" })).toBeEnabled(),
    );

    // A field's refusal goes under the field, and nothing repeats it above.
    api.on(
      "POST",
      "/reservations",
      fail(400, "Gönderilen bilgiler geçersiz.", [{ field: "contactPhone", message: m.phoneInvalid }]),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Rezervasyon Oluştur" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Telefon/)).toHaveAccessibleDescription(
        expect.stringContaining(m.phoneInvalid),
      ),
    );
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Telefon/)).toHaveValue("53299");
    expect(api.calls("POST", "/reservations")).toHaveLength(2);
  });

  it("says a taken hour is taken and opens its detail with the allowed actions", async () => {
    const booked = {
      ...reservation(0, 19, {
        id: 77,
        date: "2030-01-09",
        startTime: "19:00",
        endTime: "20:00",
        startsAt: "2030-01-09T16:00:00.000Z",
        endsAt: "2030-01-09T17:00:00.000Z",
      }),
    };
    api.on("GET", "/reservations/owner-facilities", ok(facilities));
    api.on(
      "GET",
      "/reservations/weekly-calendar",
      ok(
        week([
          {
            ...booked,
            key: "reservation-77",
            day: "2030-01-09",
            isSubscription: false,
            subscriberId: null,
            pitchName: "Saha 1",
          },
        ]),
      ),
    );
    await renderApp(`/owner/calendar?week=${MONDAY}`);
    await userEvent.click(await screen.findByRole("button", { name: /Ayşe Yılmaz.*Beklemede$/ }));
    expect(await screen.findByText(m.slotOccupied)).toBeInTheDocument();
    const dialog = screen.getByRole("dialog", { name: "Rezervasyon Detayı" });
    expect(within(dialog).getByRole("button", { name: "Onayla" })).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Rezervasyonlarda Görüntüle" })).toHaveAttribute(
      "href",
      "/owner/reservations?highlight=77",
    );
  });
});

describe("/owner/reservations", () => {
  it("opens a highlighted reservation that is not on the first page above the list", async () => {
    const far = reservation(40, 20, { id: 99, contactName: "Uzak Müşteri", facilityId: 14 });
    api.on("GET", "/reservations/owner-facilities", ok(facilities));
    api.on("GET", "/reservations/99", ok(far));
    api.on(
      "GET",
      "/reservations/facility/14",
      ok({ items: [reservation(1, 18, { id: 1, facilityId: 14 })], count: 25, totalPages: 2 }),
    );
    api.on("GET", "/reservations/14/status-count", ok({ items: counts }));
    await renderApp("/owner/reservations?highlight=99");
    const pinned = await screen.findByRole("region", { name: "Seçili Rezervasyon" });
    const row = within(pinned).getByRole("article");
    expect(row).toHaveAttribute("data-highlighted", "true");
    expect(within(row).getByRole("button", { name: /Uzak Müşteri/, expanded: true })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Onayla" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /Beklemede/ })).toHaveTextContent("1");
    expect((screen.getByLabelText("Tesis") as HTMLSelectElement).value).toBe("14");
  });

  it("confirms after asking, with the server's message", async () => {
    const pending = reservation(2, 18, { id: 5, contactName: "Bekleyen Oyuncu" });
    api.on("GET", "/reservations/owner-facilities", ok(facilities));
    api.on("GET", "/reservations/facility/12", ok({ items: [pending], count: 1, totalPages: 1 }));
    api.on("GET", "/reservations/12/status-count", ok({ items: counts }));
    api.on(
      "PATCH",
      "/reservations/5/confirm",
      ok({ items: { ...pending, status: "confirmed" } }, m.confirmed),
    );
    await renderApp("/owner/reservations");
    await userEvent.click(await screen.findByRole("button", { name: /Bekleyen Oyuncu/ }));
    // The phone is written as on every screen, and dialled without its spaces.
    const phone = screen.getByRole("link", { name: "0532 123 45 67" });
    expect(phone).toHaveAttribute("href", "tel:05321234567");
    await userEvent.click(screen.getByRole("button", { name: "Onayla" }));
    const ask = await screen.findByRole("alertdialog");
    expect(ask).toHaveTextContent(m.ownerActionConfirm);
    await userEvent.click(within(ask).getByRole("button", { name: "Evet" }));
    expect(await screen.findByText(m.confirmed)).toBeInTheDocument();
    expect(api.calls("PATCH", "/reservations/5/confirm")).toHaveLength(1);
  });

  it(
    "shows the action running on its row, then says why the server refused it",
    { timeout: 30_000 },
    async () => {
      const pending = reservation(2, 18, { id: 5, contactName: "Bekleyen Oyuncu" });
      const refusal = "Bu rezervasyon artık onaylanamaz.";
      api.on("GET", "/reservations/owner-facilities", ok(facilities));
      api.on("GET", "/reservations/facility/12", ok({ items: [pending], count: 1, totalPages: 1 }));
      api.on("GET", "/reservations/12/status-count", ok({ items: counts }));
      const patch = heldAnswer();
      api.on("PATCH", "/reservations/5/confirm", patch.reply);
      await renderApp("/owner/reservations");
      await userEvent.click(await screen.findByRole("button", { name: /Bekleyen Oyuncu/ }));
      await userEvent.click(screen.getByRole("button", { name: "Onayla" }));
      await userEvent.click(
        within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Evet" }),
      );
      await waitFor(() =>
        expect(screen.getByRole("article", { hidden: true })).toHaveAttribute("aria-busy", "true"),
      );
      expect(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Evet" })).toBeDisabled();

      patch.send(fail(409, refusal));
      expect(await screen.findByText(`${m.confirmFailed} ${refusal}`)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole("article")).not.toHaveAttribute("aria-busy"));
      expect(screen.getByRole("button", { name: "Onayla" })).toBeEnabled();
    },
  );

  it("opens the spec's /owner/reservations/{id} as the highlighted list", async () => {
    api.on("GET", "/reservations/owner-facilities", ok(facilities));
    const { router } = await renderApp("/owner/reservations/42");
    await waitFor(() => expect(router.state.location.search).toBe("?highlight=42"));
  });
});

describe("/owner/dashboard", () => {
  const period = {
    reservationCount: 3,
    bookedHours: 3,
    openHours: 30,
    occupancy: 10,
    revenue: 3000,
    paidOnline: 300,
  };
  it("shows the server's figures, two facilities and today's reservations linking to the list", async () => {
    api.on("GET", "/reservations/owner-facilities", ok(facilities));
    api.on(
      "GET",
      "/reservations/owner-dashboard",
      ok({
        items: {
          today: "2030-01-09",
          facilityCount: 3,
          periods: {
            today: { from: "2030-01-09", to: "2030-01-09", ...period },
            week: { from: "2030-01-07", to: "2030-01-13", ...period },
            month: { from: "2030-01-01", to: "2030-01-31", ...period },
          },
          todayReservations: [reservation(0, 20, { id: 31, contactName: "Bugünkü Oyuncu" })],
          upcoming: [],
          pending: [],
          pendingCount: 0,
        },
      }),
    );
    await renderApp("/owner/dashboard");
    expect(await screen.findByRole("article", { name: "Bu Hafta" })).toHaveTextContent("3.000 ₺");
    expect(screen.getByRole("link", { name: /Bugünkü Oyuncu/ })).toHaveAttribute(
      "href",
      "/owner/reservations?highlight=31",
    );
    expect(screen.getByRole("link", { name: "Kadıköy Yıldız Halı Saha: Düzenle" })).toHaveAttribute(
      "href",
      "/owner/facilities/12/edit",
    );
    expect(screen.queryByText("Üsküdar Arena")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Yeni Tesis Ekle" })).toHaveAttribute(
      "href",
      "/owner/facilities/new",
    );
  });

  it("shows each load error with a retry", async () => {
    api.on("GET", "/reservations/owner-facilities", fail(500, "x"));
    api.on("GET", "/reservations/owner-dashboard", fail(500, "x"));
    await renderApp("/owner/dashboard");
    expect(await screen.findByText(m.dashboardTodayFailed)).toBeInTheDocument();
    expect(await screen.findByText(m.dashboardFacilitiesFailed)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Tekrar Dene" })).toHaveLength(2);
  });
});
