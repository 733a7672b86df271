import { matchRoutes, Navigate, useLocation, useParams, useRoutes, type RouteObject } from "react-router-dom";
import type { UserRole } from "@halisaha/data";
import { titled, titledByScreen, useRouteTitle } from "./document-title";
import { RequireRole } from "./guards/require-role";
import { RootLayout } from "./layouts/root-layout";
import { PublicLayout } from "./layouts/public-layout";
import { lazyScreen } from "./lazy-screen";
import { paths } from "./paths";

/** Every screen is its own chunk. */
const NotFound = lazyScreen(() => import("../routes/errors/not-found"));
const Unauthorized = lazyScreen(() => import("../routes/errors/unauthorized"));
const Login = lazyScreen(() => import("../routes/accounts/login"));
const Register = lazyScreen(() => import("../routes/accounts/register"));
const ForgotPassword = lazyScreen(() => import("../routes/accounts/forgot-password"));
const Profile = lazyScreen(() => import("../routes/accounts/profile"));
const PhoneVerification = lazyScreen(() => import("../routes/accounts/phone-verification"));
const About = lazyScreen(() => import("../routes/content/about"));
const Contact = lazyScreen(() => import("../routes/content/contact"));
const Terms = lazyScreen(() => import("../routes/content/terms"));
const Privacy = lazyScreen(() => import("../routes/content/privacy"));
const Cookies = lazyScreen(() => import("../routes/content/cookies"));
const MyReservations = lazyScreen(() => import("../routes/reservations/my-reservations"));
const Booking = lazyScreen(() => import("../routes/booking/booking"));
const Payment = lazyScreen(() => import("../routes/booking/payment"));
const Home = lazyScreen(() => import("../routes/discovery/home"));
const FacilityList = lazyScreen(() => import("../routes/discovery/facility-list"));
const FacilityDetail = lazyScreen(() => import("../routes/discovery/facility-detail"));
const Favorites = lazyScreen(() => import("../routes/discovery/favorites"));
const OwnerSubscribers = lazyScreen(() => import("../routes/owner/subscribers"));
const OwnerFacilities = lazyScreen(() => import("../routes/owner/facilities"));
const NewFacility = lazyScreen(() => import("../routes/owner/new-facility"));
const EditFacility = lazyScreen(() => import("../routes/owner/edit-facility"));
const OwnerDashboard = lazyScreen(() => import("../routes/owner/dashboard"));
const OwnerReservations = lazyScreen(() => import("../routes/owner/reservations"));
const OwnerCalendar = lazyScreen(() => import("../routes/owner/calendar"));
const AdminPlaceholder = lazyScreen(() =>
  import("../routes/admin/admin-placeholder").then((m) => ({ default: m.AdminPlaceholder })),
);

/**
 * The owner and admin panel's layout: its own chunk, so the sidebar drawer (Radix Dialog and
 * its focus and scroll helpers) stays out of a guest's first visit (scripts/bench/bundle.mjs).
 */
const PanelRouteLayout = lazyScreen(() =>
  import("./layouts/panel-route-layout").then((m) => ({ default: m.PanelRouteLayout })),
);

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

const ownerRoles = ["facility_owner", "admin"] as const;
const adminRoles = ["admin"] as const;

/** Panel screens: the role guard, then the panel layout (its own chunk) around them. */
function panel(roles: readonly UserRole[], screens: RouteObject[], deniedMessage?: string): RouteObject {
  return {
    element: <RequireRole roles={roles} deniedMessage={deniedMessage} />,
    children: [{ element: <PanelRouteLayout />, children: screens }],
  };
}

/** What /unauthorized says to a signed-in user without an owner role. */
const ownerOnlyMessage = "Bu sayfaya erişmek için tesis sahibi yetkilerine sahip olmanız gerekiyor.";

/** The route table: every screen's path, guard and layout. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home, element: <Home />, ...titled(null) },
          { path: paths.facilities, element: <FacilityList />, ...titled("Halı Sahalar") },
          { path: "/facilities/:facilityId", element: <FacilityDetail />, ...titledByScreen },
          { path: paths.login, element: <Login />, ...titled("Giriş Yap") },
          { path: paths.register, element: <Register />, ...titled("Kayıt Ol") },
          { path: paths.forgotPassword, element: <ForgotPassword />, ...titled("Şifremi Unuttum") },
          { path: paths.about, element: <About />, ...titled("Hakkımızda") },
          { path: paths.contact, element: <Contact />, ...titled("İletişim") },
          { path: paths.terms, element: <Terms />, ...titled("Kullanım Koşulları") },
          { path: paths.privacy, element: <Privacy />, ...titled("Gizlilik Politikası") },
          { path: paths.cookies, element: <Cookies />, ...titled("Çerez Politikası") },
          { path: paths.unauthorized, element: <Unauthorized />, ...titled("Erişim Reddedildi") },
          { path: "/profile", element: <Navigate to={paths.user.profile} replace /> },
          { path: "/reservations", element: <RedirectWithState to={paths.user.reservations} /> },
          {
            element: <RequireRole />,
            children: [
              { path: paths.user.profile, element: <Profile />, ...titled("Profilim") },
              { path: paths.user.reservations, element: <MyReservations />, ...titled("Rezervasyonlarım") },
              { path: paths.user.favorites, element: <Favorites />, ...titled("Favorilerim") },
              { path: "/booking/:facilityId", element: <Booking />, ...titled("Rezervasyon Yap") },
              { path: "/payment/:reservationId", element: <Payment />, ...titled("Ödeme") },
              { path: paths.phoneVerification, element: <PhoneVerification />, ...titled("Telefon Doğrulama") },
            ],
          },
          { path: "*", element: <NotFound />, ...titled("Sayfa Bulunamadı") },
        ],
      },
      panel(
        ownerRoles,
        [
          { path: "/owner", element: <Navigate to={paths.owner.dashboard} replace /> },
          { path: paths.owner.dashboard, element: <OwnerDashboard />, ...titled("Tesis Paneli") },
          { path: paths.owner.facilities, element: <OwnerFacilities />, ...titled("Sahalarım") },
          { path: paths.owner.newFacility, element: <NewFacility />, ...titled("Yeni Tesis") },
          { path: "/owner/facilities/:facilityId/edit", element: <EditFacility />, ...titled("Tesisi Düzenle") },
          { path: paths.owner.reservations, element: <OwnerReservations />, ...titled("Rezervasyonlar") },
          // The link `/owner/reservations/{id}` (notifications, old bookmarks) opens the list at that reservation.
          { path: "/owner/reservations/:reservationId", element: <ReservationHighlightRedirect /> },
          { path: paths.owner.calendar, element: <OwnerCalendar />, ...titled("Haftalık Takvim") },
          { path: paths.owner.subscribers, element: <OwnerSubscribers />, ...titled("Aboneler") },
        ],
        ownerOnlyMessage,
      ),
      panel(adminRoles, [
        { path: "/admin", element: <Navigate to={paths.admin.dashboard} replace /> },
        { path: paths.admin.dashboard, element: <AdminPlaceholder page="dashboard" />, ...titled("Yönetim Paneli") },
        { path: paths.admin.users, element: <AdminPlaceholder page="users" />, ...titled("Kullanıcılar") },
        { path: paths.admin.facilities, element: <AdminPlaceholder page="facilities" />, ...titled("Tesisler") },
      ]),
    ],
  },
];

/**
 * The route table drawn at the current location (inside a BrowserRouter, a StaticRouter on
 * the server, a MemoryRouter in tests); sets the tab's title the matched routes name.
 */
export function AppRoutes() {
  const location = useLocation();
  useRouteTitle(matchRoutes(routes, location));
  return useRoutes(routes, location);
}
