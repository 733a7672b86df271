import type { SessionUser } from "../contract/users";

export const storedUser: SessionUser = {
  id: 7,
  firstName: "Ayşe",
  lastName: "Yılmaz",
  userName: "ayse",
  email: "ayse@example.com",
  phoneNumber: "5321234567",
  role: "user",
  createdAt: "2026-01-10T09:00:00.000Z",
  isPhoneVerified: false,
  favorites: [3, 5],
};

export const freshUser: SessionUser = {
  ...storedUser,
  firstName: "Ayşe Nur",
  isPhoneVerified: true,
  favorites: [3, 5, 9],
};

export { ok } from "./fake-api";

/** A refusal as the API sends it: `success: false`, the message and `data` (field errors or null). */
export const failed = (status: number, message: string, data: unknown = null) => ({
  status,
  body: { success: false, message, data },
});
