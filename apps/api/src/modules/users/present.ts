import type { SessionUser } from "@halisaha/data/contract";
import type { UserRow } from "./repo";

/** The user as answers show it (`data.items`, `data.user`); never the hash or the Google id. */
export function toSessionUser(row: UserRow, favorites: number[]): SessionUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.userName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    isPhoneVerified: row.isPhoneVerified,
    favorites,
  };
}
