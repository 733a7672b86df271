import {
  Building2Icon,
  BuildingIcon,
  CalendarCheckIcon,
  CalendarDaysIcon,
  LayoutDashboardIcon,
  UserCogIcon,
  UserRoundIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { isActivePath } from "../site-header/nav-links";

/** Who uses the panel: owners get the owner menu, admins the admin menu. */
export type PanelRole = "facility_owner" | "admin";

/** One sidebar entry. */
export type PanelMenuItem = { label: string; href: string; icon: LucideIcon };

export const ownerMenuItems: readonly PanelMenuItem[] = [
  { label: "Dashboard", href: "/owner/dashboard", icon: LayoutDashboardIcon },
  { label: "Sahalarım", href: "/owner/facilities", icon: Building2Icon },
  { label: "Rezervasyonlar", href: "/owner/reservations", icon: CalendarCheckIcon },
  { label: "Haftalık Takvim", href: "/owner/calendar", icon: CalendarDaysIcon },
  { label: "Aboneler", href: "/owner/subscribers", icon: UsersIcon },
];

export const adminMenuItems: readonly PanelMenuItem[] = [
  { label: "Dashboard", href: "/admin/dashboard", icon: LayoutDashboardIcon },
  { label: "Kullanıcılar", href: "/admin/users", icon: UserCogIcon },
  { label: "Tesisler", href: "/admin/facilities", icon: BuildingIcon },
];

/** Shown to both roles, above 'Çıkış Yap'. */
export const profileMenuItem: PanelMenuItem = {
  label: "Profilim",
  href: "/user/profile",
  icon: UserRoundIcon,
};

/** The role's own menu (without Profilim and Çıkış Yap, which both roles share). */
export function panelMenuItems(role: PanelRole): readonly PanelMenuItem[] {
  return role === "admin" ? adminMenuItems : ownerMenuItems;
}

/**
 * The panel's heading for a path: 'Kullanıcı Yönetimi' (/admin/users), 'Tesis Yönetimi'
 * (/admin/facilities), 'Admin Paneli' (any other /admin path), else 'Saha Yönetici Paneli'.
 */
export function panelHeading(path: string): string {
  if (isActivePath(path, "/admin/users")) return "Kullanıcı Yönetimi";
  if (isActivePath(path, "/admin/facilities")) return "Tesis Yönetimi";
  if (isActivePath(path, "/admin")) return "Admin Paneli";
  return "Saha Yönetici Paneli";
}
