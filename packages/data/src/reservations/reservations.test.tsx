import { act, waitFor } from "@testing-library/react";
import { useSWRConfig } from "swr";
import { beforeEach, describe, expect, it } from "vitest";
import { signIn } from "../session/store";
import { failed, ok, storedUser } from "../test/fixtures";
import { readSwr, renderSwr, renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { cancelReservation, useCancelReservation } from "./cancel-reservation";
import { createReservation, useCreateReservation } from "./create-reservation";
import { parseId } from "../contract/common/ids";
import { reservationFixture, slotFixture, timesFixture } from "./test-fixtures";
import { fetchMyReservations, myReservationsKey, useMyReservations } from "./use-my-reservations";
import { fetchReservation, reservationKey, useReservation } from "./use-reservation";
import { fetchReservationTimes, reservationTimesKey, useReservationTimes } from "./use-reservation-times";
import { expectWrongShape } from "../test/wrong-shape";

const server = setUpTestApi();

const listOf = <T,>(items: T[]) => ({ items, count: items.length, totalPages: 1 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const body = {
  facilityId: 12,
  date: "2026-12-05",
  startTime: "18:00",
  endTime: "19:00",
  paymentMethod: "creditCard" as const,
  contactName: "Ayşe Yılmaz",
  contactEmail: "ayse@example.com",
  contactPhone: "5321234567",
  notes: "Forma getireceğiz",
  totalPrice: 900,
  depositAmount: 200,
  isManualByOwner: false,
};

describe("parseId", () => {
  it("reads a positive whole number and refuses anything else", () => {
    expect(parseId("41")).toBe(41);
    expect(parseId(41)).toBe(41);
    for (const bad of ["abc", "0", "-1", "1.5", "", "99999999999", null, undefined]) {
      expect(parseId(bad)).toBeNull();
    }
  });
});

describe("GET /facilities/:id/reservation-times", () => {
  it("keys one facility's date, and nothing for an id or a date that names none", () => {
    expect(reservationTimesKey(12, "2026-12-05")).toEqual([
      "/facilities/12/reservation-times",
      { date: "2026-12-05" },
    ]);
    expect(reservationTimesKey("x", "2026-12-05")).toBeNull();
    expect(reservationTimesKey(12, "2026-02-30")).toBeNull();
    expect(reservationTimesKey(12, "")).toBeNull();
  });

  it("reads the day's hours, price and deposit", async () => {
    const data = timesFixture("2026-12-05", [slotFixture("2026-12-05", 18), slotFixture("2026-12-06", 0)]);
    server.on("GET", "/facilities/12/reservation-times", ok(data));
    const { result } = renderSwr(() => useReservationTimes("12", "2026-12-05"));
    await waitFor(() => expect(result.current.data).toEqual(data));
    expect(server.requests[0]?.url).toBe("/api/facilities/12/reservation-times?date=2026-12-05");
  });

  it("asks nothing until a date is chosen", async () => {
    const { result } = renderSwr(() => useReservationTimes(12, null));
    await settle();
    expect(result.current.isLoading).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it("returns the server's error", async () => {
    server.on("GET", "/facilities/12/reservation-times", failed(404, "Tesis bulunamadı."));
    const { result } = renderSwr(() => useReservationTimes(12, "2026-12-05"));
    await waitFor(() =>
      expect(result.current.error).toMatchObject({ status: 404, message: "Tesis bulunamadı." }),
    );
  });
});

describe("GET /reservations/user", () => {
  it("asks the API's largest page of every status unless told otherwise", () => {
    expect(myReservationsKey()).toEqual(["/reservations/user", { limit: 100, offset: 0 }]);
    expect(myReservationsKey({ status: "confirmed", limit: 10, offset: 20 })).toEqual([
      "/reservations/user",
      { status: "confirmed", limit: 10, offset: 20 },
    ]);
  });

  describe("given a guest", () => {
    it("asks nothing", async () => {
      const { result } = renderSwr(() => useMyReservations());
      await settle();
      expect(result.current.isLoading).toBe(false);
      expect(server.requests).toHaveLength(0);
    });
  });

  describe("given a signed-in user", () => {
    beforeEach(() => signIn("tok-res", storedUser));

    it("reads items and count with the token", async () => {
      const data = listOf([reservationFixture()]);
      server.on("GET", "/reservations/user", ok(data));
      const { result } = renderSwr(() => useMyReservations({ status: "pending" }));
      await waitFor(() => expect(result.current.data).toEqual(data));
      expect(server.requests[0]?.url).toBe("/api/reservations/user?status=pending&limit=100&offset=0");
      expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-res");
    });
  });
});

describe("GET /reservations/:id", () => {
  it("keys a reservation id and nothing for a bad one", () => {
    expect(reservationKey("41")).toBe("/reservations/41");
    expect(reservationKey("abc")).toBeNull();
  });

  describe("given a signed-in user", () => {
    beforeEach(() => signIn("tok-res", storedUser));

    it("reads the reservation from data", async () => {
      const reservation = reservationFixture();
      server.on("GET", "/reservations/41", ok(reservation));
      const { result } = renderSwr(() => useReservation("41"));
      await waitFor(() => expect(result.current.data).toEqual(reservation));
    });

    it("asks nothing for an id naming none", async () => {
      const { result } = renderSwr(() => useReservation("abc"));
      await settle();
      expect(result.current.isLoading).toBe(false);
      expect(server.requests).toHaveLength(0);
    });

    it("returns a 404 as an error", async () => {
      server.on("GET", "/reservations/41", failed(404, "Rezervasyon bulunamadı."));
      const { result } = renderSwr(() => useReservation(41));
      await waitFor(() => expect(result.current.error).toMatchObject({ status: 404 }));
    });
  });
});

describe("POST /reservations", () => {
  beforeEach(() => signIn("tok-res", storedUser));

  it("sends the payload and returns the reservation and the message", async () => {
    const reservation = reservationFixture();
    server.on("POST", "/reservations", {
      status: 201,
      body: { success: true, message: "Rezervasyon başarıyla oluşturuldu!", data: { items: reservation } },
    });
    await expect(createReservation(body)).resolves.toEqual({
      reservation,
      message: "Rezervasyon başarıyla oluşturuldu!",
    });
    expect(server.requests[0]?.body).toEqual(body);
  });

  it("refreshes the user's lists and the facility's hours after booking", async () => {
    server.on("POST", "/reservations", ok({ items: reservationFixture() }));
    server.on("GET", "/reservations/user", ok(listOf([])));
    server.on("GET", "/facilities/12/reservation-times", ok(timesFixture("2026-12-05", [])));
    const { result } = renderWithData(() => ({
      create: useCreateReservation(),
      list: readSwr(useMyReservations()),
      times: readSwr(useReservationTimes(12, "2026-12-05")),
    }));
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await waitFor(() => expect(result.current.times.data).toBeDefined());
    server.reset();
    server.on("POST", "/reservations", ok({ items: reservationFixture() }));
    const after = listOf([reservationFixture()]);
    server.on("GET", "/reservations/user", ok(after));
    server.on(
      "GET",
      "/facilities/12/reservation-times",
      ok(timesFixture("2026-12-05", [slotFixture("2026-12-05", 18, { status: false })])),
    );
    await act(() => result.current.create.trigger(body));
    await waitFor(() => expect(result.current.list.data).toEqual(after));
    await waitFor(() => expect(result.current.times.data?.items[0]?.status).toBe(false));
  });

  it("refreshes the hours when the slot was taken meanwhile (409) and rejects", async () => {
    server.on(
      "GET",
      "/facilities/12/reservation-times",
      ok(timesFixture("2026-12-05", [slotFixture("2026-12-05", 18)])),
    );
    const { result } = renderWithData(() => ({
      create: useCreateReservation(),
      times: readSwr(useReservationTimes(12, "2026-12-05")),
    }));
    await waitFor(() => expect(result.current.times.data).toBeDefined());
    server.on(
      "POST",
      "/reservations",
      failed(409, "Seçilen saat dilimi artık müsait değil. Lütfen başka bir saat seçin."),
    );
    server.on(
      "GET",
      "/facilities/12/reservation-times",
      ok(timesFixture("2026-12-05", [slotFixture("2026-12-05", 18, { status: false })])),
    );
    await act(() =>
      expect(result.current.create.trigger(body)).rejects.toMatchObject({
        status: 409,
        message: "Seçilen saat dilimi artık müsait değil. Lütfen başka bir saat seçin.",
      }),
    );
    await waitFor(() => expect(result.current.times.data?.items[0]?.status).toBe(false));
  });

  it("rejects with the server's message when the phone is not verified", async () => {
    server.on(
      "POST",
      "/reservations",
      failed(403, "Rezervasyon yapabilmek için telefon numaranızı doğrulamanız gerekiyor."),
    );
    await expect(createReservation(body)).rejects.toMatchObject({ status: 403 });
  });
});

describe("PATCH /reservations/:id/cancel", () => {
  beforeEach(() => signIn("tok-res", storedUser));

  it("returns the cancelled reservation and the message", async () => {
    const cancelled = reservationFixture({ status: "cancelled" });
    server.on(
      "PATCH",
      "/reservations/41/cancel",
      ok({ items: cancelled }, "Rezervasyon başarıyla iptal edildi!"),
    );
    await expect(cancelReservation(41)).resolves.toEqual({
      reservation: cancelled,
      message: "Rezervasyon başarıyla iptal edildi!",
    });
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-res");
  });

  it("marks the card cancelled at once, then refreshes the list and the facility's hours", async () => {
    const confirmed = reservationFixture({ status: "confirmed" });
    const other = reservationFixture({ id: 42, reservationNumber: "HS-OTHER1" });
    server.on("GET", "/reservations/user", ok(listOf([confirmed, other])));
    server.on("GET", "/facilities/12/reservation-times", ok(timesFixture("2026-12-05", [])));
    const { result } = renderWithData(() => ({
      cancel: useCancelReservation(),
      list: readSwr(useMyReservations()),
      times: readSwr(useReservationTimes(12, "2026-12-05")),
      config: useSWRConfig(),
    }));
    await waitFor(() => expect(result.current.list.data?.items).toHaveLength(2));
    await waitFor(() => expect(result.current.times.data).toBeDefined());
    const cancelled = { ...confirmed, status: "cancelled" as const };
    server.on("PATCH", "/reservations/41/cancel", ok({ items: cancelled }));
    server.on("GET", "/reservations/user", ok(listOf([cancelled, other])));
    await act(() => result.current.cancel.trigger(41));
    expect(result.current.list.data?.items[0]?.status).toBe("cancelled");
    expect(result.current.list.data?.items[1]).toEqual(other);
    expect(result.current.config.cache.get("/reservations/41")?.data).toEqual(cancelled);
    const timesReads = () =>
      server.requests.filter((r) => r.url.startsWith("/api/facilities/12/reservation-times"));
    await waitFor(() => expect(timesReads()).toHaveLength(2));
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url.startsWith("/api/reservations/user"))).toHaveLength(2),
    );
  });

  it("rejects with the server's message when it can no longer be cancelled", async () => {
    server.on("PATCH", "/reservations/41/cancel", failed(409, "Bu rezervasyon artık iptal edilemez."));
    await expect(cancelReservation(41)).rejects.toMatchObject({
      status: 409,
      message: "Bu rezervasyon artık iptal edilemez.",
    });
  });
});

describe("given an answer of the wrong shape", () => {
  beforeEach(() => signIn("tok-r", storedUser));

  it("every reservation read and write rejects with 'Bir hata oluştu!' instead of returning it", async () => {
    server.on("GET", "/facilities/12/reservation-times", ok({ slots: "none" }));
    server.on("GET", "/reservations/user", ok(listOf([{ id: "41" }])));
    server.on("GET", "/reservations/41", ok({ ...reservationFixture, status: "lost" }));
    server.on("POST", "/reservations", ok({ items: { id: 41 } }));
    server.on("PATCH", "/reservations/41/cancel", ok({ reservation: reservationFixture }));
    await expectWrongShape(fetchReservationTimes(12, "2026-12-05"));
    await expectWrongShape(fetchMyReservations());
    await expectWrongShape(fetchReservation(41));
    await expectWrongShape(createReservation(body));
    await expectWrongShape(cancelReservation(41));
  });

  it("the hooks hold the error and no data", async () => {
    server.on("GET", "/reservations/user", ok(listOf([{ id: "41" }])));
    const { result } = renderSwr(() => useMyReservations());
    await waitFor(() => expect(result.current.error?.message).toBe("Bir hata oluştu!"));
    expect(result.current.data).toBeUndefined();
  });
});
