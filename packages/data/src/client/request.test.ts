import { beforeEach, describe, expect, it, vi } from "vitest";
import { failed, ok, storedUser } from "../test/fixtures";
import { networkFailure, setUpTestApi } from "../test/test-api";
import { getSession, signIn } from "../session/store";
import { ApiError, isApiError } from "./api-error";
import { configureApi, getApiConfig, resetApiConfig } from "./config";
import { apiDelete, apiGet, apiPatch, apiPost, apiPut, buildUrl, request } from "./request";
import { z } from "zod";
import { checkedAnswer } from "./checked-answer";

const server = setUpTestApi();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the call to fail");
    },
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  return error as ApiError;
}

describe("configureApi", () => {
  describe("given no configuration", () => {
    it("uses /api as the base and no unauthorized handler", () => {
      resetApiConfig();
      expect(getApiConfig().baseUrl).toBe("/api");
      expect(getApiConfig().onUnauthorized).toBeUndefined();
    });
  });

  describe("given a partial configuration", () => {
    it("changes only the given keys", () => {
      const onUnauthorized = vi.fn();
      configureApi({ onUnauthorized });
      expect(getApiConfig().baseUrl).toBe(server.baseUrl);
      expect(getApiConfig().onUnauthorized).toBe(onUnauthorized);
    });
  });

  describe("given an injected fetch", () => {
    it("sends every request through it", async () => {
      const injected = vi.fn<typeof fetch>((input, init) => fetch(input, init));
      configureApi({ fetch: injected });
      server.on("GET", "/health", ok({ status: "ok" }));
      await apiGet("/health");
      expect(injected).toHaveBeenCalledOnce();
      expect(String(injected.mock.calls[0]?.[0])).toBe(`${server.baseUrl}/health`);
    });
  });
});

describe("buildUrl", () => {
  it("joins base and path with one slash and drops empty query values", () => {
    expect(
      buildUrl("/api/", "facilities", { limit: 10, offset: 0, city: "", district: null, q: undefined }),
    ).toBe("/api/facilities?limit=10&offset=0");
  });

  it("repeats array values and appends to an existing query", () => {
    expect(buildUrl("/api", "/subscribers/3/exceptions?t=1", { status: ["a", "b"] })).toBe(
      "/api/subscribers/3/exceptions?t=1&status=a&status=b",
    );
  });
});

describe("request", () => {
  describe("given a successful envelope", () => {
    it("returns data and the server's message", async () => {
      server.on(
        "GET",
        "/facilities",
        ok({ items: [{ id: 1 }], count: 1, totalPages: 1 }, "Tesisler listelendi"),
      );
      const result = await apiGet("/facilities", { query: { limit: 10, offset: 0 } });
      expect(result).toEqual({
        data: { items: [{ id: 1 }], count: 1, totalPages: 1 },
        message: "Tesisler listelendi",
        status: 200,
      });
      expect(server.requests[0]?.url).toBe("/api/facilities?limit=10&offset=0");
    });

    it("sends JSON bodies with every write method", async () => {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        server.on(method, "/things/1", (req) =>
          ok({ echoed: req.body ?? null }, `${method} tamam`),
        );
      }
      const post = await apiPost("/things/1", { name: "Saha" });
      const put = await apiPut("/things/1", { name: "Saha 2" });
      const patch = await apiPatch("/things/1", { ad: "ı" });
      const del = await apiDelete("/things/1");
      expect([post.message, put.message, patch.message, del.message]).toEqual([
        "POST tamam",
        "PUT tamam",
        "PATCH tamam",
        "DELETE tamam",
      ]);
      expect(post.data).toEqual({ echoed: { name: "Saha" } });
      expect(patch.data).toEqual({ echoed: { ad: "ı" } });
      expect(del.data).toEqual({ echoed: null });
      expect(server.requests[0]?.headers["content-type"]).toBe("application/json");
      expect(server.requests[3]?.headers["content-type"]).toBeUndefined();
    });

    it("parses data with a contract schema", async () => {
      server.on("GET", "/health", ok({ status: "ok", extra: 1 }));
      const { data } = await checkedAnswer(
        async () => ({ schema: z.object({ status: z.literal("ok") }) }),
        (c) => c.schema,
        () => apiGet("/health"),
      );
      expect(data).toEqual({ status: "ok" });
    });
  });

  describe("given data that does not match the schema", () => {
    it("fails with 'Bir hata oluştu!' and keeps the zod error as cause", async () => {
      server.on("GET", "/health", ok({ status: 5 }));
      const error = await rejection(
        checkedAnswer(
          async () => ({ schema: z.object({ status: z.string() }) }),
          (c) => c.schema,
          () => apiGet("/health"),
        ),
      );
      expect(error.message).toBe("Bir hata oluştu!");
      expect(error.status).toBe(200);
      expect(error.cause).toBeInstanceOf(z.ZodError);
    });
  });

  describe("given success:false with a message", () => {
    it("fails with the server's message, status and field errors", async () => {
      server.on(
        "POST",
        "/auth/register",
        failed(400, "Gönderilen bilgiler geçersiz.", {
          errors: [
            { field: "email", message: "Geçerli bir e-posta adresi giriniz" },
            { field: "userName", message: "Kullanıcı adı en az 3 karakter olmalıdır" },
            { nonsense: true },
          ],
        }),
      );
      const error = await rejection(apiPost("/auth/register", { email: "x" }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.message).toBe("Gönderilen bilgiler geçersiz.");
      expect(error.status).toBe(400);
      expect(error.fieldErrors).toEqual([
        { field: "email", message: "Geçerli bir e-posta adresi giriniz" },
        { field: "userName", message: "Kullanıcı adı en az 3 karakter olmalıdır" },
      ]);
      expect(error.fieldError("email")).toBe("Geçerli bir e-posta adresi giriniz");
      expect(error.fieldError("password")).toBeUndefined();
    });
  });

  describe("given success:false without a message", () => {
    it("fails with 'Bir hata oluştu.' even on HTTP 200", async () => {
      server.on("POST", "/favorites", { status: 200, body: { success: false, data: null } });
      const error = await rejection(apiPost("/favorites", { facilityId: 1 }));
      expect(error.message).toBe("Bir hata oluştu.");
      expect(error.status).toBe(200);
      expect(error.fieldErrors).toEqual([]);
    });
  });

  describe("given a failed response that is not JSON", () => {
    it("fails with 'Bir hata oluştu!' and the HTTP status", async () => {
      server.on("GET", "/facilities", { status: 502, body: "<html>Bad Gateway</html>" });
      const error = await rejection(apiGet("/facilities"));
      expect(error.message).toBe("Bir hata oluştu!");
      expect(error.status).toBe(502);
    });
  });

  describe("given a 2xx answer that is not an envelope", () => {
    it("fails with 'Bir hata oluştu!'", async () => {
      server.on("GET", "/facilities", { status: 200, body: "<html>index</html>" });
      const error = await rejection(apiGet("/facilities"));
      expect(error.message).toBe("Bir hata oluştu!");
    });
  });

  describe("given an empty 204 answer", () => {
    it("succeeds with no data and no message", async () => {
      server.on("DELETE", "/subscribers/3", { status: 204 });
      await expect(apiDelete("/subscribers/3")).resolves.toEqual({
        data: undefined,
        message: "",
        status: 204,
      });
    });
  });

  describe("given the network fails (no answer at all)", () => {
    it("fails with 'Bir hata oluştu!' and status 0", async () => {
      server.on("GET", "/health", networkFailure);
      const error = await rejection(apiGet("/health"));
      expect(error.message).toBe("Bir hata oluştu!");
      expect(error.status).toBe(0);
      expect(error.cause).toBeDefined();
    });
  });

  describe("given a stored session", () => {
    beforeEach(() => {
      signIn("tok-123", storedUser);
    });

    it("sends the bearer token and asks for JSON", async () => {
      server.on("GET", "/reservations/user", ok({ items: [], count: 0 }));
      await apiGet("/reservations/user");
      expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-123");
      expect(server.requests[0]?.headers.accept).toBe("application/json");
    });

    describe("after a 401 answer", () => {
      it("clears token and user, signs out, calls onUnauthorized and still rejects", async () => {
        const onUnauthorized = vi.fn();
        configureApi({ onUnauthorized });
        server.on(
          "GET",
          "/reservations/user",
          failed(401, "Oturum süresi dolmuş veya geçersiz. Lütfen tekrar giriş yapın."),
        );
        const error = await rejection(apiGet("/reservations/user"));
        expect(error.status).toBe(401);
        expect(error.message).toBe("Oturum süresi dolmuş veya geçersiz. Lütfen tekrar giriş yapın.");
        expect(localStorage.getItem("token")).toBeNull();
        expect(localStorage.getItem("user")).toBeNull();
        expect(getSession()).toEqual({ status: "unauthenticated", token: null, user: null });
        expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({
          method: "GET",
          path: "/reservations/user",
          hadToken: true,
        });
      });

      it("treats a 401 without a body the same way", async () => {
        const onUnauthorized = vi.fn();
        configureApi({ onUnauthorized });
        server.on("PUT", "/users/profile", { status: 401 });
        const error = await rejection(apiPut("/users/profile", { firstName: "A" }));
        expect(error.message).toBe("Bir hata oluştu!");
        expect(localStorage.getItem("token")).toBeNull();
        expect(onUnauthorized).toHaveBeenCalledOnce();
      });
    });

    describe("after a 401 for a token the user has since replaced", () => {
      it("keeps the new session and does not call onUnauthorized", async () => {
        const onUnauthorized = vi.fn();
        configureApi({ onUnauthorized });
        server.on("GET", "/reservations/user", () => {
          signIn("tok-new", storedUser); // signed in again while the old request was answered
          return failed(401, "x");
        });
        await rejection(apiGet("/reservations/user"));
        expect(getSession().token).toBe("tok-new");
        expect(localStorage.getItem("token")).toBe("tok-new");
        expect(onUnauthorized).not.toHaveBeenCalled();
      });
    });
  });

  describe("given no session", () => {
    it("sends no Authorization header", async () => {
      server.on("GET", "/health", ok({ status: "ok" }));
      await request("GET", "/health");
      expect(server.requests[0]?.headers.authorization).toBeUndefined();
    });

    it("reports a 401 to onUnauthorized with hadToken false", async () => {
      const onUnauthorized = vi.fn();
      configureApi({ onUnauthorized });
      server.on("POST", "/auth/login", failed(401, "Hatalı giriş"));
      const error = await rejection(apiPost("/auth/login", { identityFier: "a", password: "123456" }));
      expect(error.message).toBe("Hatalı giriş");
      expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith({
        method: "POST",
        path: "/auth/login",
        hadToken: false,
      });
    });
  });
});
