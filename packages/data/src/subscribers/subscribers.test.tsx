import { act, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { SubscriberException } from "../contract/subscribers/subscriber";
import { signIn } from "../session/store";
import { failed, ok, storedUser } from "../test/fixtures";
import { renderSwr, renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { subscriberFixture } from "./test-fixtures";
import { useSubscriberExceptions } from "./use-subscriber-exceptions";
import { subscribersKey, useSubscribers } from "./use-subscribers";
import { useAddSubscriberException, useCreateSubscriber, useDeleteSubscriber } from "./write-subscribers";

const server = setUpTestApi();
const listOf = <T,>(items: T[]) => ({ items, count: items.length, totalPages: items.length > 0 ? 1 : 0 });

const exception: SubscriberException = {
  id: 5,
  subscriberId: 3,
  exceptionDate: "2026-12-08",
  isAvailable: true,
  notes: "Bayram",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

const subscriber = subscriberFixture({ exceptions: [exception] });

describe("subscribers", () => {
  beforeEach(() => signIn("tok-owner", { ...storedUser, role: "facility_owner" }));

  it("keys a facility's list, and nothing without a facility", () => {
    expect(subscribersKey(12)).toBe("/subscribers/facility/12");
    expect(subscribersKey(null)).toBeNull();
    expect(subscribersKey("x")).toBeNull();
  });

  it("reads and checks a facility's subscribers", async () => {
    server.on("GET", "/subscribers/facility/12", ok(listOf([subscriber])));
    const { result } = renderSwr(() => useSubscribers(12));
    await waitFor(() => expect(result.current.data).toEqual(listOf([subscriber])));
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-owner");
  });

  it("answers an error for an answer that does not match the contract", async () => {
    server.on("GET", "/subscribers/facility/12", ok({ items: [{ id: "x" }] }));
    const { result } = renderSwr(() => useSubscribers(12));
    await waitFor(() => expect(result.current.error).toMatchObject({ message: "Bir hata oluştu!" }));
  });

  it("reads a subscriber's exceptions with a cache-busting t", async () => {
    server.on("GET", "/subscribers/3/exceptions", ok(listOf([exception])));
    const { result } = renderSwr(() => useSubscriberExceptions(3));
    await waitFor(() => expect(result.current.data).toEqual(listOf([exception])));
    expect(server.requests[0]?.url).toMatch(/^\/api\/subscribers\/3\/exceptions\?t=\d+$/);
  });

  it("creates a subscriber, then the facility's list is fetched again", async () => {
    server.on("GET", "/subscribers/facility/12", ok(listOf([])));
    server.on("POST", "/subscribers", ok({ items: subscriber }, "Abone başarıyla oluşturuldu"));
    const { result } = renderWithData(() => ({
      list: useSubscribers(12),
      create: useCreateSubscriber(),
    }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.on("GET", "/subscribers/facility/12", ok(listOf([subscriber])));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.create.trigger({
        facilityId: 12,
        contactName: "Ahmet Yılmaz",
        contactPhone: "5321234567",
        dayOfWeek: 2,
        startTime: "20:00",
        endTime: "21:00",
        status: "active",
      });
    });
    expect(answer).toEqual({ item: subscriber, message: "Abone başarıyla oluşturuldu" });
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.method === "GET" && r.url === "/api/subscribers/facility/12"),
      ).toHaveLength(2),
    );
  });

  it("rejects a clash with the server's message and field errors", async () => {
    const message = "Abonelik saatleri mevcut kayıtlarla çakışıyor: 8 Aralık 2026 Salı 20:00 - 21:00";
    server.on(
      "POST",
      "/subscribers",
      failed(409, message, { errors: [{ field: "startTime", message }], clashes: [] }),
    );
    const { result } = renderWithData(() => useCreateSubscriber());
    await act(async () => {
      await expect(
        result.current.trigger({
          facilityId: 12,
          contactName: "Ahmet",
          dayOfWeek: 2,
          startTime: "20:00",
          endTime: "21:00",
          status: "active",
          contactPhone: "5321234567",
        }),
      ).rejects.toMatchObject({
        status: 409,
        message,
      });
    });
  });

  it("adds an exception with t in the query and deletes a subscriber", async () => {
    server.on("POST", "/subscribers/exception", ok({ items: exception }, "İstisna başarıyla eklendi"));
    server.on("DELETE", "/subscribers/3", ok({ id: 3 }, "Abone başarıyla silindi"));
    const { result } = renderWithData(() => ({
      add: useAddSubscriberException(),
      remove: useDeleteSubscriber(),
    }));
    await act(async () => {
      await result.current.add.trigger({ subscriberId: 3, exceptionDate: "2026-12-08" });
    });
    expect(server.requests[0]?.url).toMatch(/^\/api\/subscribers\/exception\?t=\d+$/);
    let removed: unknown;
    await act(async () => {
      removed = await result.current.remove.trigger(3);
    });
    expect(removed).toEqual({ item: { id: 3 }, message: "Abone başarıyla silindi" });
  });
});
