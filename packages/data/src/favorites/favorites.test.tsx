import { act, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useMe } from "../auth/use-me";
import { FAVORITES_DEFAULT_LIMIT } from "../contract/favorites/messages";
import { facilityFixture, listOf } from "../facilities/test-fixtures";
import { getSession, signIn, signOut } from "../session/store";
import { failed, ok, storedUser } from "../test/fixtures";
import { readSwr, renderSwr, renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { toggleFavorite, useToggleFavorite } from "./toggle-favorite";
import { favoritesKey, fetchFavorites, useFavorites } from "./use-favorites";
import { isFavoriteOf, useIsFavorite } from "./use-is-favorite";

const server = setUpTestApi();

const favorite = (facilityId: number, id = facilityId * 10) => ({
  id,
  facilityId,
  createdAt: "2026-02-01T10:00:00.000Z",
  Facility: facilityFixture({ id: facilityId, name: `Tesis ${facilityId}` }),
});

describe("GET /favorites", () => {
  it("defaults to 20 from 0; the favourites page asks 50", () => {
    expect(favoritesKey()).toEqual(["/favorites", { limit: FAVORITES_DEFAULT_LIMIT, offset: 0 }]);
    expect(FAVORITES_DEFAULT_LIMIT).toBe(20);
    expect(favoritesKey({ limit: 50 })).toEqual(["/favorites", { limit: 50, offset: 0 }]);
  });

  describe("given a guest", () => {
    it("asks nothing", async () => {
      const { result } = renderSwr(() => useFavorites({ limit: 50 }));
      await new Promise((r) => setTimeout(r, 50));
      expect(result.current.isLoading).toBe(false);
      expect(server.requests).toHaveLength(0);
    });
  });

  describe("given a signed-in user", () => {
    beforeEach(() => signIn("tok-fav", storedUser));

    it("reads items and count with the token", async () => {
      const data = listOf([favorite(5), favorite(3)], 2, 50);
      server.on("GET", "/favorites", ok(data));
      const { result } = renderSwr(() => useFavorites({ limit: 50, offset: 0 }));
      await waitFor(() => expect(result.current.data).toEqual(data));
      expect(server.requests[0]?.url).toBe("/api/favorites?limit=50&offset=0");
      expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-fav");
    });

    it("fails with 'Bir hata oluştu!' when a favourite breaks the contract", async () => {
      server.on("GET", "/favorites", ok(listOf([{ ...favorite(5), Facility: null }])));
      await expect(fetchFavorites()).rejects.toThrow("Bir hata oluştu!");
    });
  });
});

describe("POST /favorites", () => {
  beforeEach(() => signIn("tok-fav", storedUser));

  it("sends the facility id and stores the answer's ids in the session user", async () => {
    server.on("POST", "/favorites", ok({ facilityId: 9, isFavorite: true, favorites: [9, 3, 5] }, "Tesis favorilere eklendi"));
    await expect(toggleFavorite("9")).resolves.toEqual({
      facilityId: 9,
      isFavorite: true,
      favorites: [9, 3, 5],
      message: "Tesis favorilere eklendi",
    });
    expect(server.requests[0]?.body).toEqual({ facilityId: 9 });
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-fav");
    expect(getSession().user?.favorites).toEqual([9, 3, 5]);
    expect(JSON.parse(localStorage.getItem("user") ?? "{}").favorites).toEqual([9, 3, 5]);
  });

  it("leaves the session alone when the call fails", async () => {
    server.on("POST", "/favorites", failed(404, "Tesis bulunamadı."));
    await expect(toggleFavorite(99)).rejects.toMatchObject({ status: 404, message: "Tesis bulunamadı." });
    expect(getSession().user?.favorites).toEqual([3, 5]);
  });

  it("does not touch the next person's session when the user signed out meanwhile", async () => {
    server.on("POST", "/favorites", () => {
      signOut();
      return ok({ facilityId: 9, isFavorite: true, favorites: [9] });
    });
    await toggleFavorite(9);
    expect(getSession()).toMatchObject({ status: "unauthenticated", user: null });
  });

  describe("useToggleFavorite", () => {
    it("updates the hearts, the useMe user and drops a removed facility from the list at once", async () => {
      server.on("GET", "/auth/me", ok({ user: storedUser }));
      let listed = [favorite(5), favorite(3)];
      server.on("GET", "/favorites", () => ok(listOf(listed, listed.length, 50)));
      const { result } = renderWithData(() => ({
        me: readSwr(useMe()),
        list: readSwr(useFavorites({ limit: 50 })),
        isFive: useIsFavorite(5),
        toggle: useToggleFavorite(),
      }));
      await waitFor(() => expect(result.current.list.data?.count).toBe(2));
      await waitFor(() => expect(result.current.me.data).toEqual(storedUser));
      expect(result.current.isFive).toBe(true);

      server.on("POST", "/favorites", () => {
        listed = [favorite(3)];
        return ok({ facilityId: 5, isFavorite: false, favorites: [3] }, "Tesis favorilerden çıkarıldı");
      });
      let message = "";
      await act(async () => {
        ({ message } = await result.current.toggle.trigger(5));
      });
      expect(message).toBe("Tesis favorilerden çıkarıldı");
      expect(result.current.isFive).toBe(false);
      expect(result.current.me.data?.favorites).toEqual([3]);
      expect(result.current.list.data?.items.map((f) => f.facilityId)).toEqual([3]);
      expect(result.current.list.data?.count).toBe(1);
      // and the list is asked again
      await waitFor(() => expect(server.requests.filter((r) => r.url.startsWith("/api/favorites?"))).toHaveLength(2));
    });
  });
});

describe("isFavoriteOf", () => {
  it("compares numbers and numeric strings", () => {
    expect(isFavoriteOf({ favorites: [3, 5] }, "5")).toBe(true);
    expect(isFavoriteOf({ favorites: ["3", "5"] }, 5)).toBe(true);
    expect(isFavoriteOf({ favorites: [3] }, 5)).toBe(false);
    expect(isFavoriteOf(null, 5)).toBe(false);
  });

  it("is false for a guest in useIsFavorite", () => {
    const { result } = renderWithData(() => useIsFavorite(3));
    expect(result.current).toBe(false);
  });
});
