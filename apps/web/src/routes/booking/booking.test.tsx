import {
  formatDateTr,
  formatLongDate,
  istanbulNowParts,
  istanbulToday,
  weekdayKeys,
  type Reservation,
} from "@halisaha/data";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../../test/axe";
import { facility } from "../../test/discovery-fixtures";
import { brokenAnswer, fail, ok, type FakeApi } from "../../test/fake-api";
import { renderApp, setUpApi, signInAs, tearDownApp, testUser } from "../../test/render-app";
import { dayFromToday, reservation, slot, times } from "../../test/reservation-fixtures";

let api: FakeApi;
const verified = { ...testUser, isPhoneVerified: true };
const openEveryDay = facility({
  workingHours: weekdayKeys.map((day) => ({
    day,
    isOpen: true,
    hours: Array.from({ length: 12 }, (_, i) => `${String(9 + i).padStart(2, "0")}:00`),
  })),
});
const day = dayFromToday(2);
const bookingPath = `/booking/12?date=${day}`;

beforeEach(() => {
  api = setUpApi();
});
afterEach(() => tearDownApp());

/** The facility and its hours: the date asked for, 18:00 taken. */
function serve(taken: readonly number[] = [18]) {
  api.on("GET", "/facilities/12", ok({ items: openEveryDay }));
  api.on("GET", "/facilities/12/reservation-times", (request) => {
    const date = new URLSearchParams(request.search).get("date") ?? "";
    return ok(times(date, taken));
  });
}

const slotRadio = (label: string) => screen.getByRole("radio", { name: label });
const submitButton = () => screen.getByRole("button", { name: "Rezervasyonu Tamamla" });

async function formReady() {
  expect(await screen.findByRole("heading", { level: 1, name: "Rezervasyon Yap" })).toBeInTheDocument();
  await screen.findByRole("radio", { name: "09:00 - 10:00" });
}

describe("/booking/:facilityId", () => {
  describe("given a guest", () => {
    it("sends them to /login and remembers the page", async () => {
      const { router } = await renderApp(bookingPath);
      await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
      expect(router.state.location.state).toEqual({ from: bookingPath });
    });
  });

  describe("given a user whose phone is not verified", () => {
    it("sends them to /phone-verification with the way back", async () => {
      signInAs(api);
      serve();
      const { router } = await renderApp(bookingPath);
      await waitFor(() => expect(router.state.location.pathname).toBe("/phone-verification"));
      expect(router.state.location.state).toEqual({ from: bookingPath });
      expect(await screen.findByRole("button", { name: "Kod Gönder" })).toBeInTheDocument();
    });
  });

  describe("given a verified user", () => {
    beforeEach(() => signInAs(api, verified));

    it("shows placeholders while the facility loads", async () => {
      api.on("GET", "/facilities/12", () => new Promise(() => {}));
      const { container } = await renderApp(bookingPath);
      expect(await screen.findByRole("heading", { name: "Yükleniyor..." })).toBeInTheDocument();
      expect(container.querySelector("[aria-busy='true']")).not.toBeNull();
    });

    it("says 'Tesis bulunamadı.' for an unknown facility or an id naming none", async () => {
      api.on("GET", "/facilities/12", fail(404, "Tesis bulunamadı."));
      await renderApp("/booking/12");
      expect(await screen.findByRole("heading", { name: "Tesis bulunamadı." })).toBeInTheDocument();
      tearDownApp();
      api = setUpApi();
      signInAs(api, verified);
      await renderApp("/booking/abc");
      expect(await screen.findByRole("heading", { name: "Tesis bulunamadı." })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Halı sahalara dön" })).toHaveAttribute("href", "/facilities");
      expect(api.calls("GET", "/facilities/abc")).toHaveLength(0);
    });

    it("shows the detail's load error with a retry when the facility cannot be read", async () => {
      api.on("GET", "/facilities/12", brokenAnswer(500));
      await renderApp(bookingPath);
      expect(await screen.findByRole("alert")).toHaveTextContent(
        "Tesis bilgileri yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
      );
      serve();
      await userEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
      await formReady();
    });

    describe("given the form", () => {
      beforeEach(() => serve());

      it("starts on today with the contact details of the account and the card chosen", async () => {
        const { container } = await renderApp("/booking/12");
        await screen.findByRole("heading", { level: 1, name: "Rezervasyon Yap" });
        expect(
          screen.getByRole("button", { name: new RegExp(formatLongDate(istanbulToday())) }),
        ).toBeInTheDocument();
        await waitFor(() =>
          expect(api.calls("GET", "/facilities/12/reservation-times")[0]?.search).toBe(
            `?date=${istanbulToday()}`,
          ),
        );
        expect(screen.getByLabelText(/^Ad Soyad/)).toHaveValue("Ayşe Yılmaz");
        expect(screen.getByLabelText(/^E-posta/)).toHaveValue("ayse@example.com");
        expect(screen.getByLabelText(/^Telefon/)).toHaveValue("5321234567");
        expect(screen.getByRole("radio", { name: "Kredi Kartı" })).toBeChecked();
        expect(screen.getByRole("radio", { name: "Yerinde Ödeme" })).not.toBeChecked();
        await screen.findAllByRole("radio", { name: /^\d\d:00 - \d\d:00$/ });
        await expectNoAxeViolations(container);
      });

      it("disables taken hours and past hours, and submit until an hour is chosen", async () => {
        await renderApp(bookingPath);
        await formReady();
        expect(slotRadio("18:00 - 19:00")).toBeDisabled();
        expect(slotRadio("17:00 - 18:00")).toBeEnabled();
        expect(submitButton()).toBeDisabled();
        expect(screen.getByText("Devam etmek için müsait bir saat seçin.")).toBeInTheDocument();
        // today's hours that have started are 'Geçti' and cannot be chosen
        tearDownApp();
        api = setUpApi();
        signInAs(api, verified);
        serve([]);
        await renderApp("/booking/12");
        await screen.findByRole("radio", { name: "09:00 - 10:00" });
        const nineToday = times(istanbulToday()).items[0]!;
        expect(slotRadio("09:00 - 10:00")).toHaveProperty("disabled", nineToday.isPast);
      });

      it("shows the price, the deposit and what is paid now and at the facility", async () => {
        await renderApp(bookingPath);
        await formReady();
        const summary = within(screen.getByRole("region", { name: "Rezervasyon Özeti" }));
        expect(summary.getByText("Kadıköy Yıldız Halı Saha")).toBeInTheDocument();
        expect(summary.getByText("Saatlik Ücret").nextElementSibling).toHaveTextContent("1.250");
        expect(summary.getByText("Kapora").nextElementSibling).toHaveTextContent("200");
        expect(summary.getByText("Şimdi Ödenecek").nextElementSibling).toHaveTextContent("200");
        expect(summary.getByText("Tesiste Ödenecek").nextElementSibling).toHaveTextContent("1.050");
        await userEvent.click(screen.getByRole("radio", { name: "Yerinde Ödeme" }));
        expect(summary.getByText("Şimdi Ödenecek").nextElementSibling).toHaveTextContent("0");
        expect(summary.getByText("Tesiste Ödenecek").nextElementSibling).toHaveTextContent("1.250");
        await userEvent.click(slotRadio("17:00 - 18:00"));
        expect(summary.getByText("Saat").nextElementSibling).toHaveTextContent("17:00 - 18:00");
      });

      it("puts the price above the button too (on a phone the summary comes after the form)", async () => {
        await renderApp(bookingPath);
        await formReady();
        expect(screen.queryByTestId("booking-price-line")).not.toBeInTheDocument();
        await userEvent.click(slotRadio("17:00 - 18:00"));
        const line = screen.getByTestId("booking-price-line");
        expect(line).toHaveTextContent("Toplam 1.250 ₺");
        expect(line).toHaveTextContent("Şimdi ödenecek 200 ₺");
        expect(line.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      });

      it("marks an hour past midnight with its real date and books it on that date", async () => {
        const next = dayFromToday(3);
        api.on("GET", "/facilities/12/reservation-times", (request) => {
          const date = new URLSearchParams(request.search).get("date") ?? "";
          const list = times(date);
          return ok({ ...list, items: [...list.items, slot(next, 0), slot(next, 1)] });
        });
        await renderApp(bookingPath);
        await formReady();
        const realDate = formatDateTr(next, { day: "numeric", month: "long" });
        const radio = slotRadio("00:00 - 01:00");
        expect(radio).toHaveAccessibleDescription(`Ertesi gün · ${realDate} Müsait`);
        expect(slotRadio("17:00 - 18:00")).toHaveAccessibleDescription("Müsait");
        await userEvent.click(radio);
        const summary = within(screen.getByRole("region", { name: "Rezervasyon Özeti" }));
        expect(summary.getByText("Tarih").nextElementSibling).toHaveTextContent(formatLongDate(next));
      });

      it(
        "reloads the hours when another date is picked and keeps it in the address",
        { timeout: 20_000 },
        async () => {
          const { router } = await renderApp(bookingPath);
          await formReady();
          await userEvent.click(slotRadio("17:00 - 18:00"));
          const next = dayFromToday(3);
          await userEvent.click(screen.getByRole("button", { name: new RegExp(formatLongDate(day)) }));
          // The calendar opens at the chosen date's month; three days on may be in the next one.
          if (next.slice(0, 7) !== day.slice(0, 7))
            await userEvent.click(await screen.findByRole("button", { name: "Sonraki ay" }));
          await userEvent.click(await screen.findByRole("button", { name: formatLongDate(next) }));
          await waitFor(() =>
            expect(api.calls("GET", "/facilities/12/reservation-times").map((r) => r.search)).toContain(
              `?date=${next}`,
            ),
          );
          expect(router.state.location.search).toBe(`?date=${next}`);
          await screen.findByRole("radio", { name: "17:00 - 18:00" });
          expect(slotRadio("17:00 - 18:00")).not.toBeChecked();
          expect(submitButton()).toBeDisabled();
        },
      );

      it("shows a field's message and keeps submit disabled while a contact field is invalid", async () => {
        await renderApp(bookingPath);
        await formReady();
        await userEvent.click(slotRadio("17:00 - 18:00"));
        await waitFor(() => expect(submitButton()).toBeEnabled());
        await userEvent.clear(screen.getByLabelText(/^Ad Soyad/));
        expect(await screen.findByText("İsim alanı zorunludur")).toBeInTheDocument();
        await userEvent.clear(screen.getByLabelText(/^E-posta/));
        await userEvent.type(screen.getByLabelText(/^E-posta/), "ayse@");
        expect(await screen.findByText("Geçerli bir e-posta adresi giriniz")).toBeInTheDocument();
        expect(submitButton()).toBeDisabled();
      });

      it("books the hour, then shows the number, the hold and the way straight to the payment", async () => {
        const holdEnds = new Date(Date.now() + 15 * 60_000);
        const created = reservation(2, 17, {
          reservationNumber: "HS-4F7Q2Z",
          notes: "Forma getireceğiz",
          holdExpiresAt: holdEnds.toISOString(),
        });
        const scrolled = vi.spyOn(window, "scrollTo");
        api.on("POST", "/reservations", {
          status: 201,
          body: { success: true, message: "Rezervasyon başarıyla oluşturuldu!", data: { items: created } },
        });
        const { container } = await renderApp(bookingPath);
        await formReady();
        await userEvent.click(slotRadio("17:00 - 18:00"));
        await userEvent.type(screen.getByLabelText(/^Notlar/), "Forma getireceğiz");
        await waitFor(() => expect(submitButton()).toBeEnabled());
        await userEvent.click(submitButton());
        expect(
          await screen.findByRole("heading", { level: 1, name: "Saatiniz ayrıldı!" }),
        ).toBeInTheDocument();
        expect(scrolled).toHaveBeenLastCalledWith({ top: 0, left: 0 });
        expect(api.calls("POST", "/reservations")[0]?.body).toEqual({
          facilityId: 12,
          date: day,
          startTime: "17:00",
          endTime: "18:00",
          paymentMethod: "creditCard",
          contactName: "Ayşe Yılmaz",
          contactEmail: "ayse@example.com",
          contactPhone: "5321234567",
          notes: "Forma getireceğiz",
          totalPrice: 1250,
          depositAmount: 200,
          isManualByOwner: false,
        });
        expect(screen.getByText("HS-4F7Q2Z")).toBeInTheDocument();
        const until = istanbulNowParts(holdEnds).time;
        expect(screen.getByRole("note")).toHaveTextContent(
          `Bu saat ${until}'e kadar sizin için ayrıldı. 200 ₺ kaporayı şimdi kartla ödediğinizde rezervasyonunuz onaylanır`,
        );
        expect(screen.getByRole("link", { name: "Kaporayı Öde" })).toHaveAttribute("href", "/payment/41");
        expect(screen.getByRole("link", { name: "Rezervasyonlarıma Git" })).toHaveAttribute(
          "href",
          "/user/reservations",
        );
        expect(
          await screen.findByText("Rezervasyon başarıyla oluşturuldu!", { selector: "[data-title]" }),
        ).toBeInTheDocument();
        await expectNoAxeViolations(container);
      });

      /** Books 17:00 on site; the server answers `answer`. */
      async function bookOnSite(answer: Partial<Reservation>) {
        api.on(
          "POST",
          "/reservations",
          ok({ items: reservation(2, 17, { paymentMethod: "onsite", ...answer }) }),
        );
        await renderApp(bookingPath);
        await formReady();
        await userEvent.click(screen.getByRole("radio", { name: "Yerinde Ödeme" }));
        await userEvent.click(slotRadio("17:00 - 18:00"));
        await waitFor(() => expect(submitButton()).toBeEnabled());
        await userEvent.click(submitButton());
      }

      it("says an on-site booking confirmed at once ('Anında onay') is confirmed", async () => {
        await bookOnSite({ status: "confirmed" });
        expect(await screen.findByRole("note")).toHaveTextContent(
          "Rezervasyonunuz onaylandı. Ücreti tesiste ödeyeceksiniz.",
        );
        expect(screen.getByRole("link", { name: "Tesis Sayfasına Dön" })).toHaveAttribute(
          "href",
          "/facilities/12",
        );
      });

      it("says an on-site booking is paid at the facility", async () => {
        await bookOnSite({});
        expect(await screen.findByRole("note")).toHaveTextContent("Ücreti tesiste ödeyeceksiniz.");
        expect(api.calls("POST", "/reservations")[0]?.body).toMatchObject({ paymentMethod: "onsite" });
      });

      it("keeps the user on the form when the hour was taken meanwhile and reloads the hours", async () => {
        api.on("POST", "/reservations", () => {
          serve([17, 18]);
          return fail(409, "Seçilen saat dilimi artık müsait değil. Lütfen başka bir saat seçin.", [
            {
              field: "startTime",
              message: "Seçilen saat dilimi artık müsait değil. Lütfen başka bir saat seçin.",
            },
          ]);
        });
        const { router } = await renderApp(bookingPath);
        await formReady();
        await userEvent.click(slotRadio("17:00 - 18:00"));
        await waitFor(() => expect(submitButton()).toBeEnabled());
        await userEvent.click(submitButton());
        expect(await screen.findByRole("alert")).toHaveTextContent(
          "Seçilen saat dilimi artık müsait değil. Lütfen başka bir saat seçin.",
        );
        await waitFor(() => expect(slotRadio("17:00 - 18:00")).toBeDisabled());
        expect(slotRadio("17:00 - 18:00")).not.toBeChecked();
        expect(submitButton()).toBeDisabled();
        expect(router.state.location.pathname).toBe("/booking/12");
      });

      it("keeps everything entered with a retry when the server fails, and books on 'Tekrar Dene'", async () => {
        api.on("POST", "/reservations", brokenAnswer(500));
        const { router } = await renderApp(bookingPath);
        await formReady();
        await userEvent.click(slotRadio("17:00 - 18:00"));
        await userEvent.type(screen.getByLabelText(/^Notlar/), "Top getiriyoruz");
        await waitFor(() => expect(submitButton()).toBeEnabled());
        await userEvent.click(submitButton());
        expect(await screen.findByRole("alert")).toHaveTextContent(
          "Rezervasyon yapılırken bir hata oluştu. Lütfen tekrar deneyin.",
        );
        expect(router.state.location.pathname).toBe("/booking/12");
        expect(slotRadio("17:00 - 18:00")).toBeChecked();
        expect(screen.getByLabelText(/^Notlar/)).toHaveValue("Top getiriyoruz");

        api.on("POST", "/reservations", ok({ items: reservation(2, 17) }));
        await userEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
        expect(
          await screen.findByRole("heading", { level: 1, name: "Rezervasyonunuz alındı!" }),
        ).toBeInTheDocument();
        expect(api.calls("POST", "/reservations")).toHaveLength(2);
      });

      it("sends the user to /facilities when the facility stopped taking bookings (409 without a field)", async () => {
        api.on("POST", "/reservations", fail(409, "Bu tesis şu anda rezervasyona açık değil."));
        const { router } = await renderApp(bookingPath);
        await formReady();
        await userEvent.click(slotRadio("17:00 - 18:00"));
        await waitFor(() => expect(submitButton()).toBeEnabled());
        await userEvent.click(submitButton());
        await waitFor(() => expect(router.state.location.pathname).toBe("/facilities"));
        expect(router.state.location.state).toEqual({
          message: "Rezervasyon yapılırken bir hata oluştu. Lütfen tekrar deneyin.",
        });
      });

      it("sends the user to verify the phone when the server says it is not verified", async () => {
        api.on(
          "POST",
          "/reservations",
          fail(403, "Rezervasyon yapabilmek için telefon numaranızı doğrulamanız gerekiyor."),
        );
        const { router } = await renderApp(bookingPath);
        await formReady();
        await userEvent.click(slotRadio("17:00 - 18:00"));
        await waitFor(() => expect(submitButton()).toBeEnabled());
        await userEvent.click(submitButton());
        await waitFor(() => expect(router.state.location.pathname).toBe("/phone-verification"));
        expect(router.state.location.state).toEqual({ from: bookingPath });
      });

      it("shows the hours' load error with a retry", async () => {
        api.on("GET", "/facilities/12/reservation-times", brokenAnswer(500));
        await renderApp(bookingPath);
        expect(await screen.findByText("Saatler yüklenemedi. Lütfen tekrar deneyin.")).toBeInTheDocument();
        serve();
        await userEvent.click(screen.getByRole("button", { name: "Tekrar Dene" }));
        await formReady();
      });
    });
  });
});
