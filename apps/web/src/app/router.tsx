import { createBrowserRouter, Navigate, useLocation, useParams, type RouteObject } from "react-router-dom";
import type { UserRole } from "@halisaha/data";
import { titled, titledByScreen } from "./document-title";
import { RequireRole } from "./guards/require-role";
import { RootLayout } from "./layouts/root-layout";
import { PublicLayout } from "./layouts/public-layout";
import { paths } from "./paths";

/** Every screen is its own chunk. */
const notFound = () => import("../routes/errors/not-found").then((m) => ({ Component: m.default }));
const unauthorized = () => import("../routes/errors/unauthorized").then((m) => ({ Component: m.default }));
const login = () => import("../routes/accounts/login").then((m) => ({ Component: m.default }));
const register = () => import("../routes/accounts/register").then((m) => ({ Component: m.default }));
const forgotPassword = () =>
  import("../routes/accounts/forgot-password").then((m) => ({ Component: m.default }));
const profile = () => import("../routes/accounts/profile").then((m) => ({ Component: m.default }));
const phoneVerification = () =>
  import("../routes/accounts/phone-verification").then((m) => ({ Component: m.default }));
const about = () => import("../routes/content/about").then((m) => ({ Component: m.default }));
const contact = () => import("../routes/content/contact").then((m) => ({ Component: m.default }));
const terms = () => import("../routes/content/terms").then((m) => ({ Component: m.default }));
const privacy = () => import("../routes/content/privacy").then((m) => ({ Component: m.default }));
const cookies = () => import("../routes/content/cookies").then((m) => ({ Component: m.default }));
const myReservations = () =>
  import("../routes/reservations/my-reservations").then((m) => ({ Component: m.default }));
const booking = () => import("../routes/booking/booking").then((m) => ({ Component: m.default }));
const payment = () => import("../routes/booking/payment").then((m) => ({ Component: m.default }));
const home = () => import("../routes/discovery/home").then((m) => ({ Component: m.default }));
const facilityList = () =>
  import("../routes/discovery/facility-list").then((m) => ({ Component: m.default }));
const facilityDetail = () =>
  import("../routes/discovery/facility-detail").then((m) => ({ Component: m.default }));
const ownerSubscribers = () =>
  import("../routes/owner/subscribers").then((m) => ({ Component: m.default }));
const favorites = () => import("../routes/discovery/favorites").then((m) => ({ Component: m.default }));
const ownerFacilities = () => import("../routes/owner/facilities").then((m) => ({ Component: m.default }));
const newFacility = () => import("../routes/owner/new-facility").then((m) => ({ Component: m.default }));
const editFacility = () => import("../routes/owner/edit-facility").then((m) => ({ Component: m.default }));
const ownerDashboard = () => import("../routes/owner/dashboard").then((m) => ({ Component: m.default }));
const ownerReservations = () =>
  import("../routes/owner/reservations").then((m) => ({ Component: m.default }));
const ownerCalendar = () => import("../routes/owner/calendar").then((m) => ({ Component: m.default }));

/**
 * The owner and admin panel's layout: its own chunk, so the sidebar drawer (Radix Dialog and
 * its focus and scroll helpers) stays out of a guest's first visit (scripts/bench/bundle.mjs).
 */
const panelLayout = () =>
  import("./layouts/panel-route-layout").then((m) => ({ Component: m.PanelRouteLayout }));

/** A redirect that hands the navigation state on (the payment page's success message to /reservations). */
function RedirectWithState({ to }: { to: string }) {
  const { state } = useLocation();
  return <Navigate to={to} replace state={state} />;
}

/** `/owner/reservations/{id}` → `/owner/reservations?highlight={id}`. */
function ReservationHighlightRedirect() {
  const { reservationId = "" } = useParams();
  return <Navigate to={paths.owner.reservation(encodeURIComponent(reservationId))} replace />;
}

const admin = (page: "dashboard" | "users" | "facilities") => async () => {
  const { AdminPlaceholder } = await import("../routes/admin/admin-placeholder");
  return { Component: () => <AdminPlaceholder page={page} /> };
};

const ownerRoles = ["facility_owner", "admin"] as const;
const adminRoles = ["admin"] as const;

/** Panel screens: the role guard, then the panel layout (its own chunk) around them. */
function panel(roles: readonly UserRole[], screens: RouteObject[], deniedMessage?: string): RouteObject {
  return {
    element: <RequireRole roles={roles} deniedMessage={deniedMessage} />,
    children: [{ lazy: panelLayout, children: screens }],
  };
}

/** What /unauthorized says to a signed-in user without an owner role. */
const ownerOnlyMessage = "Bu sayfaya erişmek için tesis sahibi yetkilerine sahip olmanız gerekiyor.";

/** The route table: every screen's path, guard and layout. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // While the first screen's chunk loads nothing is drawn; naming it keeps React Router from
    // warning about a missing HydrateFallback on every full page load.
    HydrateFallback: () => null,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home, lazy: home, ...titled(null) },
          { path: paths.facilities, lazy: facilityList, ...titled("Halı Sahalar") },
          { path: "/facilities/:facilityId", lazy: facilityDetail, ...titledByScreen },
          { path: paths.login, lazy: login, ...titled("Giriş Yap") },
          { path: paths.register, lazy: register, ...titled("Kayıt Ol") },
          { path: paths.forgotPassword, lazy: forgotPassword, ...titled("Şifremi Unuttum") },
          { path: paths.about, lazy: about, ...titled("Hakkımızda") },
          { path: paths.contact, lazy: contact, ...titled("İletişim") },
          { path: paths.terms, lazy: terms, ...titled("Kullanım Koşulları") },
          { path: paths.privacy, lazy: privacy, ...titled("Gizlilik Politikası") },
          { path: paths.cookies, lazy: cookies, ...titled("Çerez Politikası") },
          { path: paths.unauthorized, lazy: unauthorized, ...titled("Erişim Reddedildi") },
          { path: "/profile", element: <Navigate to={paths.user.profile} replace /> },
          { path: "/reservations", element: <RedirectWithState to={paths.user.reservations} /> },
          {
            element: <RequireRole />,
            children: [
              { path: paths.user.profile, lazy: profile, ...titled("Profilim") },
              { path: paths.user.reservations, lazy: myReservations, ...titled("Rezervasyonlarım") },
              { path: paths.user.favorites, lazy: favorites, ...titled("Favorilerim") },
              { path: "/booking/:facilityId", lazy: booking, ...titled("Rezervasyon Yap") },
              { path: "/payment/:reservationId", lazy: payment, ...titled("Ödeme") },
              { path: paths.phoneVerification, lazy: phoneVerification, ...titled("Telefon Doğrulama") },
            ],
          },
          { path: "*", lazy: notFound, ...titled("Sayfa Bulunamadı") },
        ],
      },
      panel(
        ownerRoles,
        [
          { path: "/owner", element: <Navigate to={paths.owner.dashboard} replace /> },
          { path: paths.owner.dashboard, lazy: ownerDashboard, ...titled("Tesis Paneli") },
          { path: paths.owner.facilities, lazy: ownerFacilities, ...titled("Sahalarım") },
          { path: paths.owner.newFacility, lazy: newFacility, ...titled("Yeni Tesis") },
          { path: "/owner/facilities/:facilityId/edit", lazy: editFacility, ...titled("Tesisi Düzenle") },
          { path: paths.owner.reservations, lazy: ownerReservations, ...titled("Rezervasyonlar") },
          // The link `/owner/reservations/{id}` (notifications, old bookmarks) opens the list at that reservation.
          { path: "/owner/reservations/:reservationId", element: <ReservationHighlightRedirect /> },
          { path: paths.owner.calendar, lazy: ownerCalendar, ...titled("Haftalık Takvim") },
          { path: paths.owner.subscribers, lazy: ownerSubscribers, ...titled("Aboneler") },
        ],
        ownerOnlyMessage,
      ),
      panel(adminRoles, [
        { path: "/admin", element: <Navigate to={paths.admin.dashboard} replace /> },
        { path: paths.admin.dashboard, lazy: admin("dashboard"), ...titled("Yönetim Paneli") },
        { path: paths.admin.users, lazy: admin("users"), ...titled("Kullanıcılar") },
        { path: paths.admin.facilities, lazy: admin("facilities"), ...titled("Tesisler") },
      ]),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
