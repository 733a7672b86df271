/** The roles the app knows; any other string is a regular user. */
export type AccountRole = "user" | "facility_owner" | "admin" | (string & {});

export type UserMenuItemId = "profile" | "reservations" | "favorites" | "owner-panel" | "admin-panel";

export type UserMenuItem = { id: UserMenuItemId; label: string; href: string };

const common: readonly UserMenuItem[] = [
  { id: "profile", label: "Profilim", href: "/user/profile" },
  { id: "reservations", label: "Rezervasyonlarım", href: "/user/reservations" },
  { id: "favorites", label: "Favorilerim", href: "/user/favorites" },
];

/**
 * The link items of the header's user menu for a role (public layout):
 * everyone gets Profilim, Rezervasyonlarım, Favorilerim; `facility_owner` also Tesis Paneli,
 * `admin` also Admin Paneli. 'Çıkış Yap' is a button, not a link, so it is not in this list.
 */
export function userMenuItems(role: AccountRole): UserMenuItem[] {
  if (role === "facility_owner") return [...common, { id: "owner-panel", label: "Tesis Paneli", href: "/owner/dashboard" }];
  if (role === "admin") return [...common, { id: "admin-panel", label: "Admin Paneli", href: "/admin/dashboard" }];
  return [...common];
}
