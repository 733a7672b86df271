/** Account roles. New accounts are `user`; owners and admins come from the seed or the CLI. */
export const userRoles = ["user", "facility_owner", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const userRoleLabels = {
  user: "Kullanıcı",
  facility_owner: "Tesis Sahibi",
  admin: "Yönetici",
} as const satisfies Record<UserRole, string>;

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (userRoles as readonly string[]).includes(value);
}

/** The Turkish label of a role; any unlisted or missing role reads as a regular user (Kullanıcı). */
export function userRoleLabel(role: string | null | undefined): string {
  return isUserRole(role) ? userRoleLabels[role] : userRoleLabels.user;
}
