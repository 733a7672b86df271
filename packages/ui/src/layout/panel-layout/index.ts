export { PanelLayout } from "./panel-layout";
export type { PanelLayoutProps } from "./panel-layout";
export { adminMenuItems, ownerMenuItems, panelHeading, panelMenuItems, profileMenuItem } from "./panel-menu";
export type { PanelMenuItem, PanelRole } from "./panel-menu";
