import { act, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { getSession, signIn } from "../session/store";
import { freshUser, ok, storedUser } from "../test/fixtures";
import { readSwr, renderSwr, renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { fetchMe, meKey, useMe, useRefreshMe } from "./use-me";

const server = setUpTestApi();

describe("GET /auth/me", () => {
  it("has the path as its key", () => {
    expect(meKey).toBe("/auth/me");
  });

  describe("fetchMe", () => {
    describe("given an answer without data.user", () => {
      it("fails with 'User data is undefined'", async () => {
        server.on("GET", "/auth/me", ok({ items: storedUser }));
        await expect(fetchMe()).rejects.toMatchObject({
          name: "ApiError",
          message: "User data is undefined",
          status: 200,
        });
      });
    });

    describe("given a user that breaks the contract", () => {
      it("fails with 'Bir hata oluştu!'", async () => {
        server.on("GET", "/auth/me", ok({ user: { id: 1 } }));
        await expect(fetchMe()).rejects.toThrow("Bir hata oluştu!");
      });
    });
  });

  describe("useMe", () => {
    describe("given no token", () => {
      it("asks nothing and holds no data", async () => {
        const { result } = renderSwr(() => useMe());
        await new Promise((r) => setTimeout(r, 50));
        expect(result.current.data).toBeUndefined();
        expect(result.current.isLoading).toBe(false);
        expect(server.requests).toHaveLength(0);
      });
    });

    describe("given a signed-in user", () => {
      beforeEach(() => signIn("tok-me", storedUser));

      it("fetches the user with the token and updates the session", async () => {
        server.on("GET", "/auth/me", ok({ user: freshUser }));
        const { result } = renderSwr(() => useMe());
        await waitFor(() => expect(result.current.data).toEqual(freshUser));
        expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-me");
        expect(getSession().user).toEqual(freshUser);
      });

      describe("after signing in as someone else", () => {
        it("drops the old user's data and fetches again", async () => {
          server.on("GET", "/auth/me", (req) =>
            ok({
              user:
                req.headers.authorization === "Bearer tok-other"
                  ? { ...freshUser, id: 99, firstName: "Mehmet" }
                  : storedUser,
            }),
          );
          const { result } = renderSwr(() => useMe());
          await waitFor(() => expect(result.current.data?.firstName).toBe("Ayşe"));
          act(() => signIn("tok-other", { ...storedUser, id: 99, firstName: "Mehmet" }));
          await waitFor(() => expect(result.current.data?.id).toBe(99));
          expect(server.requests.map((r) => r.headers.authorization)).toEqual([
            "Bearer tok-me",
            "Bearer tok-other",
          ]);
        });
      });
    });
  });

  describe("useRefreshMe", () => {
    describe("given a signed-in user whose phone was just verified", () => {
      it("stores the fresh user in the session and in the useMe cache without a second request", async () => {
        signIn("tok-me", storedUser);
        server.on("GET", "/auth/me", ok({ user: storedUser }));
        const { result } = renderWithData(() => ({ me: readSwr(useMe()), refresh: useRefreshMe() }));
        await waitFor(() => expect(result.current.me.data).toEqual(storedUser));

        server.on("GET", "/auth/me", ok({ user: freshUser }));
        let returned: unknown;
        await act(async () => {
          returned = await result.current.refresh();
        });
        expect(returned).toEqual(freshUser);
        expect(result.current.me.data).toEqual(freshUser);
        expect(getSession().user).toEqual(freshUser);
        expect(server.requests).toHaveLength(2);
      });
    });
  });
});
