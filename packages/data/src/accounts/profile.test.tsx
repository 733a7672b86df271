import { act, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useMe } from "../auth/use-me";
import { getSession, signIn } from "../session/store";
import { failed, freshUser, ok, storedUser } from "../test/fixtures";
import { readSwr, renderWithData } from "../test/render";
import { setUpTestApi } from "../test/test-api";
import { changePassword } from "./change-password";
import { changedProfileFields, updateProfile, useUpdateProfile } from "./update-profile";
import { useVerifyPhoneNumber } from "./verify-phone-number";

const server = setUpTestApi();

beforeEach(() => signIn("tok-1", storedUser));

const profileValues = {
  firstName: storedUser.firstName,
  lastName: storedUser.lastName,
  email: storedUser.email,
  phone: storedUser.phoneNumber ?? "",
};

describe("changedProfileFields", () => {
  describe("given the unchanged form", () => {
    it("is empty", () => {
      expect(changedProfileFields(storedUser, profileValues)).toEqual({});
    });

    it("ignores surrounding spaces and another way to write the same phone", () => {
      expect(
        changedProfileFields(storedUser, { firstName: " Ayşe ", lastName: "Yılmaz", phone: "0532 123 45 67" }),
      ).toEqual({});
    });
  });

  describe("given a changed last name and phone", () => {
    it("holds only those two", () => {
      expect(changedProfileFields(storedUser, { ...profileValues, lastName: "Demir", phone: "5559876543" })).toEqual({
        lastName: "Demir",
        phone: "5559876543",
      });
    });
  });

  describe("given a user without a phone", () => {
    it("sends the phone once one is typed", () => {
      expect(changedProfileFields({ ...storedUser, phoneNumber: null }, profileValues)).toEqual({ phone: "5321234567" });
    });
  });
});

describe("PUT /users/profile", () => {
  it("sends only the given fields and stores the updated user", async () => {
    const updated = { ...storedUser, lastName: "Demir" };
    server.on("PUT", "/users/profile", ok({ items: updated, user: updated }, "Profil bilgileriniz başarıyla güncellendi."));
    const result = await updateProfile({ lastName: "Demir" });
    expect(server.requests[0]?.body).toEqual({ lastName: "Demir" });
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-1");
    expect(result).toEqual({ user: updated, message: "Profil bilgileriniz başarıyla güncellendi." });
    expect(getSession().user).toEqual(updated);
  });

  it("rejects with 'Bir hata oluştu!' when the answer has no user", async () => {
    server.on("PUT", "/users/profile", ok(null));
    await expect(updateProfile({ lastName: "Demir" })).rejects.toThrow("Bir hata oluştu!");
    expect(getSession().user).toEqual(storedUser);
  });

  it("rejects with the server's message and field errors on a 400", async () => {
    server.on(
      "PUT",
      "/users/profile",
      failed(400, "Gönderilen bilgiler geçersiz. Lütfen alanları kontrol edin.", {
        errors: [{ field: "phone", message: "Geçerli bir telefon numarası girin" }],
      }),
    );
    const error = await updateProfile({ phone: "123" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, fieldErrors: [{ field: "phone", message: "Geçerli bir telefon numarası girin" }] });
  });

  describe("useUpdateProfile", () => {
    it("puts the updated user into the useMe cache without asking again", async () => {
      server.on("GET", "/auth/me", ok({ user: storedUser }));
      const updated = { ...storedUser, firstName: "Ayşegül" };
      server.on("PUT", "/users/profile", ok({ items: updated, user: updated }, "Profil bilgileriniz başarıyla güncellendi."));
      const { result } = renderWithData(() => ({ me: readSwr(useMe()), update: useUpdateProfile() }));
      await waitFor(() => expect(result.current.me.data).toEqual(storedUser));
      await act(async () => {
        await result.current.update.trigger({ firstName: "Ayşegül" });
      });
      expect(result.current.me.data).toEqual(updated);
      expect(server.requests.filter((r) => r.url === "/api/auth/me")).toHaveLength(1);
    });
  });
});

describe("useVerifyPhoneNumber", () => {
  it("puts the re-read user into the useMe cache", async () => {
    server.on("GET", "/auth/me", ok({ user: storedUser }));
    const { result } = renderWithData(() => ({ me: readSwr(useMe()), verify: useVerifyPhoneNumber() }));
    await waitFor(() => expect(result.current.me.data).toEqual(storedUser));
    server.on("POST", "/auth/verify-phone-number", ok(null, "Telefon numaranız başarıyla doğrulandı."));
    server.on("GET", "/auth/me", ok({ user: freshUser }));
    await act(async () => {
      await result.current.verify.trigger({ phone: "5321234567", otp: "123456" });
    });
    expect(result.current.me.data).toEqual(freshUser);
    expect(getSession().user).toEqual(freshUser);
  });
});

describe("POST /auth/change-password", () => {
  const input = { currentPassword: "eski-sifre", newPassword: "yeni-sifre-1", confirmPassword: "yeni-sifre-1" };

  it("sends the three fields and keeps this browser signed in with the fresh token", async () => {
    server.on("POST", "/auth/change-password", ok({ token: "tok-fresh" }, "Şifreniz başarıyla değiştirildi."));
    await expect(changePassword(input)).resolves.toEqual({ message: "Şifreniz başarıyla değiştirildi." });
    expect(server.requests[0]?.body).toEqual(input);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer tok-1");
    expect(getSession()).toEqual({ status: "authenticated", token: "tok-fresh", user: storedUser });
    expect(localStorage.getItem("token")).toBe("tok-fresh");
  });

  it("stores the user of the answer with the fresh token", async () => {
    const answered = { ...storedUser, firstName: "Ayşegül" };
    server.on("POST", "/auth/change-password", ok({ token: "tok-fresh", items: answered }, "Şifreniz başarıyla değiştirildi."));
    await changePassword(input);
    expect(getSession()).toEqual({ status: "authenticated", token: "tok-fresh", user: answered });
  });

  it("keeps the session as it is when the answer has no token", async () => {
    server.on("POST", "/auth/change-password", ok(null, "Şifreniz başarıyla değiştirildi."));
    await changePassword(input);
    expect(getSession().token).toBe("tok-1");
  });

  it("rejects with the server's message when the current password is wrong", async () => {
    server.on(
      "POST",
      "/auth/change-password",
      failed(400, "Mevcut şifreniz hatalı.", {
        errors: [{ field: "currentPassword", message: "Mevcut şifreniz hatalı." }],
      }),
    );
    await expect(changePassword(input)).rejects.toMatchObject({ status: 400, message: "Mevcut şifreniz hatalı." });
    expect(getSession().token).toBe("tok-1");
  });
});
