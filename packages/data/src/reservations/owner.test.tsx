import { act, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { OwnerDashboard, WeeklyCalendarData } from "../contract/reservations/owner";
import { signIn } from "../session/store";
import { failed, ok, storedUser } from "../test/fixtures";
import { renderSwr, renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { reservationFixture } from "./test-fixtures";
import { useReservationAction, useCreateManualReservation } from "./owner-writes";
import { useFacilityReservations, useStatusCount } from "./use-facility-reservations";
import { useOwnerDashboard } from "./use-owner-dashboard";
import { useOwnerFacilityOptions } from "./use-owner-facility-options";
import { useWeeklyCalendar } from "./use-weekly-calendar";

const server = setUpTestApi();

const period = (from: string, to: string) => ({
  from,
  to,
  reservationCount: 1,
  bookedHours: 1,
  openHours: 14,
  occupancy: 7.1,
  revenue: 1000,
  paidOnline: 0,
});

const dashboard: OwnerDashboard = {
  today: "2026-03-04",
  facilityCount: 1,
  periods: {
    today: period("2026-03-04", "2026-03-04"),
    week: period("2026-03-02", "2026-03-08"),
    month: period("2026-03-01", "2026-03-31"),
  },
  todayReservations: [reservationFixture()],
  upcoming: [],
  pending: [],
  pendingCount: 0,
};

const calendar: WeeklyCalendarData = {
  items: [
    {
      ...reservationFixture(),
      key: "reservation-41",
      day: "2026-03-05",
      isSubscription: false,
      subscriberId: null,
      pitchName: "Saha 1",
    },
  ],
  facility: { id: 12, name: "Yıldız Halı Saha" },
  startDate: "2026-03-02",
  endDate: "2026-03-08",
  days: [],
};

describe("owner reads", () => {
  beforeEach(() => signIn("tok-owner", storedUser));

  it("reads the dashboard, checked with the contract", async () => {
    server.on("GET", "/reservations/owner-dashboard", ok({ items: dashboard }));
    const { result } = renderSwr(() => useOwnerDashboard());
    await waitFor(() => expect(result.current.data).toEqual(dashboard));
  });

  it("turns an answer that breaks the contract into an error", async () => {
    server.on("GET", "/reservations/owner-dashboard", ok({ items: { today: 5 } }));
    const { result } = renderSwr(() => useOwnerDashboard());
    await waitFor(() => expect(result.current.error).toMatchObject({ message: "Bir hata oluştu!" }));
  });

  it("reads a week with its query, and nothing without a facility", async () => {
    server.on("GET", "/reservations/weekly-calendar", ok(calendar));
    const request = { facilityId: 12, startDate: "2026-03-02", endDate: "2026-03-08" };
    const { result } = renderSwr(() => useWeeklyCalendar(request));
    await waitFor(() => expect(result.current.data).toEqual(calendar));
    expect(server.requests[0]?.url).toBe(
      "/api/reservations/weekly-calendar?facilityId=12&startDate=2026-03-02&endDate=2026-03-08",
    );
    const none = renderSwr(() => useWeeklyCalendar(null));
    expect(none.result.current.isLoading).toBe(false);
  });

  it("reads the facilities, a facility's page and its counts", async () => {
    server.on(
      "GET",
      "/reservations/owner-facilities",
      ok({ items: [{ id: 12, name: "Yıldız", address: "Moda", status: "active" }], count: 1 }),
    );
    server.on(
      "GET",
      "/reservations/facility/12",
      ok({ items: [reservationFixture()], count: 21, totalPages: 2 }),
    );
    server.on(
      "GET",
      "/reservations/12/status-count",
      ok({ items: { total: 21, pending: 1, confirmed: 20, completed: 0, cancelled: 0 } }),
    );
    const facilities = renderSwr(() => useOwnerFacilityOptions());
    const page = renderSwr(() =>
      useFacilityReservations({ facilityId: 12, status: "pending", search: " ayşe ", offset: 20 }),
    );
    const counts = renderSwr(() => useStatusCount(12));
    await waitFor(() => expect(facilities.result.current.data?.count).toBe(1));
    await waitFor(() => expect(page.result.current.data?.count).toBe(21));
    await waitFor(() => expect(counts.result.current.data?.total).toBe(21));
    expect(server.requests.map((r) => r.url)).toContain(
      "/api/reservations/facility/12?limit=20&offset=20&status=pending&search=ay%C5%9Fe",
    );
  });
});

describe("owner writes", () => {
  beforeEach(() => signIn("tok-owner", storedUser));

  it("confirms and refetches the reservation reads", async () => {
    const confirmed = reservationFixture({ status: "confirmed" });
    server.on("GET", "/reservations/owner-dashboard", ok({ items: dashboard }));
    server.on(
      "PATCH",
      "/reservations/41/confirm",
      ok({ items: confirmed }, "Rezervasyon başarıyla onaylandı!"),
    );
    const { result } = renderWithData(() => ({
      dashboard: useOwnerDashboard(),
      action: useReservationAction(),
    }));
    await waitFor(() => expect(result.current.dashboard.data).toBeDefined());
    let answer: unknown;
    await act(async () => {
      answer = await result.current.action.trigger({ id: 41, action: "confirm" });
    });
    expect(answer).toEqual({ reservation: confirmed, message: "Rezervasyon başarıyla onaylandı!" });
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === "/api/reservations/owner-dashboard")).toHaveLength(2),
    );
  });

  it("sends a manual booking as the owner's and hands back the server's refusal", async () => {
    server.on("POST", "/reservations", failed(409, "Seçilen saat dilimi artık müsait değil."));
    const { result } = renderWithData(() => useCreateManualReservation());
    await act(async () => {
      await expect(
        result.current.trigger({
          facilityId: 12,
          date: "2026-03-05",
          startTime: "20:00",
          paymentMethod: "onsite",
          contactName: "Ayşe",
          contactPhone: "5321234567",
        }),
      ).rejects.toMatchObject({ status: 409 });
    });
    expect(server.requests[0]?.body).toMatchObject({
      isManualByOwner: true,
      facilityId: 12,
    });
  });
});
