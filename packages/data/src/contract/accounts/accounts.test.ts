import { describe, expect, it } from "vitest";
import {
  asksForLoginCode,
  changePasswordSchema,
  loginSchema,
  normalizePhone,
  phoneInputValue,
  registerSchema,
  resetPasswordSchema,
  sessionEndSchema,
  updateProfileSchema,
  verifyCodeSchema,
} from ".";

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("given a Turkish phone number in any common shape", () => {
  it.each([
    ["5551234567", "5551234567"],
    ["05551234567", "5551234567"],
    ["+90 555 123 45 67", "5551234567"],
    ["90 (555) 123-45-67", "5551234567"],
  ])("normalises %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(["0555123456", "555123456", "55512345678", "abc5551234567", ""])("refuses %s", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it("keeps only up to 10 digits while typing", () => {
    expect(phoneInputValue("0(555) 12a3-45-6789")).toBe("0555123456");
  });
});

describe("given the register form", () => {
  const valid = {
    firstName: "Ayşe",
    lastName: "Yılmaz",
    userName: "ayse_yilmaz",
    email: "  Ayse@Example.COM ",
    password: "gizli-sifre",
    confirmPassword: "gizli-sifre",
  };

  it("accepts a valid payload and lower-cases the e-mail", () => {
    const result = registerSchema.parse(valid);
    expect(result.email).toBe("ayse@example.com");
  });

  it("reports the spec's Turkish texts", () => {
    const result = registerSchema.safeParse({
      firstName: "A",
      lastName: "",
      userName: "ab",
      email: "not-an-email",
      password: "123",
      confirmPassword: "",
    });
    expect(messagesOf(result)).toEqual({
      firstName: "Ad en az 2 karakter olmalıdır",
      lastName: "Soyad gereklidir",
      userName: "Kullanıcı adı en az 3 karakter olmalıdır",
      email: "Geçerli bir e-posta adresi giriniz",
      password: "Şifre en az 6 karakter olmalıdır",
      confirmPassword: "Şifre onayı gereklidir",
    });
  });

  it("refuses a confirmation that does not match", () => {
    const result = registerSchema.safeParse({ ...valid, confirmPassword: "baska-sifre" });
    expect(messagesOf(result)).toEqual({ confirmPassword: "Şifreler eşleşmiyor" });
  });

  it("refuses a user name over 20 characters", () => {
    const result = registerSchema.safeParse({ ...valid, userName: "a".repeat(21) });
    expect(messagesOf(result)).toEqual({ userName: "Kullanıcı adı en fazla 20 karakter olmalıdır" });
  });
});

describe("given the login form", () => {
  it("requires both fields with the spec's texts", () => {
    expect(messagesOf(loginSchema.safeParse({ identityFier: " ", password: "" }))).toEqual({
      identityFier: "E-posta adresi, telefon numarası veya kullanıcı adı gereklidir",
      password: "Şifre gereklidir",
    });
  });

  it("refuses wrong types in Turkish", () => {
    const result = loginSchema.safeParse({ identityFier: 42, password: null });
    expect(messagesOf(result).password).toBe("Şifre gereklidir");
  });

  it("takes the SMS code the server asks for: 6 digits, a blank one is none", () => {
    const base = { identityFier: "ayse", password: "gizli-sifre" };
    expect(loginSchema.parse({ ...base, otp: " 123456 " }).otp).toBe("123456");
    expect(loginSchema.parse({ ...base, otp: "" })).toEqual(base);
    expect(messagesOf(loginSchema.safeParse({ ...base, otp: "12345" }))).toEqual({
      otp: "Kod 6 haneli olmalıdır",
    });
  });

  it("reads a refusal that asks for the SMS code", () => {
    expect(asksForLoginCode({ secondFactor: "sms" })).toBe(true);
    expect(asksForLoginCode(null)).toBe(false);
    expect(asksForLoginCode({ errors: [] })).toBe(false);
  });
});

describe("given a sign-out", () => {
  it("takes no body, null or an empty object, and refuses any field", () => {
    expect(sessionEndSchema.safeParse(undefined).success).toBe(true);
    expect(sessionEndSchema.safeParse(null).success).toBe(true);
    expect(sessionEndSchema.safeParse({}).success).toBe(true);
    const refused = sessionEndSchema.safeParse({ everywhere: true });
    expect(refused.success).toBe(false);
  });
});

describe("given the one-time code steps", () => {
  it("requires the code", () => {
    expect(messagesOf(verifyCodeSchema.safeParse({ phone: "5551234567", otp: "" }))).toEqual({
      otp: "Kod zorunludur",
    });
  });

  it("checks the new password and its confirmation", () => {
    const result = resetPasswordSchema.safeParse({
      resetToken: "sifirlama-anahtari",
      phone: "5551234567",
      newPassword: "",
      confirmPassword: "",
    });
    expect(messagesOf(result)).toEqual({
      newPassword: "Yeni şifre gereklidir",
      confirmPassword: "Tekrar şifre zorunludur",
    });
  });

  it("needs the reset token of a verified code; the phone is optional", () => {
    const passwords = { newPassword: "yeni-sifre", confirmPassword: "yeni-sifre" };
    expect(messagesOf(resetPasswordSchema.safeParse({ phone: "5551234567", ...passwords }))).toEqual({
      resetToken: "Önce telefonunuza gönderilen kodu doğrulayın.",
    });
    expect(resetPasswordSchema.parse({ resetToken: " abc ", ...passwords })).toEqual({
      resetToken: "abc",
      ...passwords,
    });
  });
});

describe("given the profile screens", () => {
  it("needs at least one changed field", () => {
    expect(updateProfileSchema.safeParse({}).success).toBe(false);
    expect(updateProfileSchema.parse({ phone: "0555 123 45 67" })).toEqual({ phone: "5551234567" });
  });

  it("asks for 8 characters on a password change", () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: "",
      newPassword: "kisa",
      confirmPassword: "kisa",
    });
    expect(messagesOf(result)).toEqual({
      currentPassword: "Mevcut şifre zorunludur",
      newPassword: "Şifreniz en az 8 karakter olmalıdır",
    });
  });
});
