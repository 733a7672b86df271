export { UserMenu } from "./user-menu";
export type { UserMenuProps, UserMenuUser } from "./user-menu";
export { userMenuItems } from "./user-menu-items";
export type { AccountRole, UserMenuItem, UserMenuItemId } from "./user-menu-items";
