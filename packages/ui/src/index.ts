/**
 * @halisaha/ui: presentational components only. Props in, callbacks out; no router, no data.
 * Import "@halisaha/ui/styles.css" once in the app.
 */
export { cn } from "./lib/cn";
export { LinkProvider, UiLink, renderAnchor, useRenderLink } from "./lib/link";
export type { RenderLink, RenderLinkProps } from "./lib/link";
export { relativeTimeTr } from "./lib/relative-time";
export { formatPhone } from "./lib/phone";

// actions
export * from "./actions/button";
export * from "./actions/icon-button";
// forms
export * from "./forms/input";
export * from "./forms/textarea";
export * from "./forms/select";
export * from "./forms/checkbox";
export * from "./forms/form-field";
export * from "./forms/radio-cards";
// display
export * from "./display/badge";
export * from "./display/card";
export * from "./display/spinner";
export * from "./display/skeleton";
export * from "./display/empty-state";
export * from "./display/notice";
export * from "./display/retry-panel";
// navigation
export * from "./navigation/pagination";
export * from "./navigation/view-toggle";
export * from "./navigation/tabs";
// overlays
export * from "./overlays/dialog";
export * from "./overlays/confirm-dialog";
export * from "./overlays/popover";
export * from "./overlays/toaster";
// layout
export * from "./layout/site-header";
export * from "./layout/site-footer";
export * from "./layout/panel-layout";
export * from "./layout/page-notice";
// accounts
export * from "./accounts/auth-card";
export * from "./accounts/password-field";
export * from "./accounts/otp-input";
export * from "./accounts/countdown";
export * from "./accounts/step-indicator";
export * from "./accounts/user-avatar";
export * from "./accounts/user-menu";
export * from "./accounts/profile-card";
export * from "./accounts/profile-stats";
export * from "./accounts/success-panel";
// facilities
export * from "./facilities/price-tag";
export * from "./facilities/amenity-list";
export * from "./facilities/facility-image-placeholder";
export * from "./facilities/facility-card";
export * from "./facilities/facility-grid";
export * from "./facilities/search-bar";
export * from "./facilities/filter-chips";
export * from "./facilities/favourite-button";
export * from "./facilities/image-carousel";
export * from "./facilities/hours-table";
export * from "./facilities/favourites-summary";
// booking
export * from "./booking/status-badge";
export * from "./booking/payment-status-badge";
export * from "./booking/date-picker";
export * from "./booking/slot-picker";
export * from "./booking/payment-method-picker";
export * from "./booking/booking-summary";
export * from "./booking/reservation-card";
export * from "./booking/reservation-stats";
export * from "./booking/payment-form";
// owner
export * from "./owner/facility-status-badge";
export * from "./owner/status-filter-button";
export * from "./owner/owner-facility-card";
export * from "./owner/working-hours-editor";
export * from "./owner/amenity-picker";
export * from "./owner/image-uploader";
export * from "./owner/form-section";
export * from "./owner/week-grid";
export * from "./owner/reservation-row";
export * from "./owner/owner-stats";
export * from "./owner/manual-reservation-dialog";
export * from "./owner/calendar-entry-dialog";
// subscribers
export * from "./subscribers/subscriber-table";
export * from "./subscribers/subscriber-form";
export * from "./subscribers/exception-panel";
// notifications
export * from "./notifications/notification-bell";
export * from "./notifications/notification-list";
