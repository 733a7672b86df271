import { matchRoutes, Navigate, useLocation, useParams, useRoutes, type RouteObject } from "react-router-dom";
import type { UserRole } from "@halisaha/data";
import { titled, titledByScreen, useRouteTitle } from "./route-title";
import { RequireRole } from "./guards/require-role";
import { RootLayout } from "./layouts/root-layout";
import { PublicLayout } from "./layouts/public-layout";
import { lazyScreen } from "./lazy-screen";
import { PRIVATE } from "./public-pages/declaration";
import { facilityPage } from "./public-pages/facility-page";
import { paths } from "../config/paths";

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
const Payment = lazyScreen(() => import("../routes/reservations/payment"));
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

/** A redirect that hands the navigation state on (a message left for the old /reservations address). */
function RedirectWithState({ to }: { to: string }) {
  const { state } = useLocation();
  return <Navigate to={to} replace state={state} />;
}

/** `paths.owner.reservation` → the list opened at it (`/owner/reservations?highlight={id}`). */
function ReservationHighlightRedirect() {
  const { reservationId = "" } = useParams();
  return <Navigate to={paths.owner.reservations.href(encodeURIComponent(reservationId))} replace />;
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

/**
 * The route table: every screen's path, guard, layout and title, and whether it is a public
 * page. **A public page is declared once, here**: its route's second `titled` argument (on the
 * server only, `import.meta.env.SSR && {...}`) says it is rendered on the server, its head
 * (a description, or `head(context)` from its reads: link preview and schema.org data) and its
 * sitemap entries (`app/public-pages/declaration.ts`). The server entry derives the public
 * pages, robots.txt's private paths (every route behind a guard, and those marked `PRIVATE`)
 * and the sitemap from this table (`app/public-pages/index.ts`), and the API serves whatever
 * it declares. Adding a public page touches this file plus its screen.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.home.pattern,
            element: <Home />,
            ...titled(
              null,
              import.meta.env.SSR && {
                head: {
                  description:
                    "halisaha: Türkiye'nin halı sahalarını bulun, müsait saatleri görün, online rezervasyon yapın.",
                },
                sitemap: "path",
              },
            ),
          },
          {
            path: paths.facilities.pattern,
            element: <FacilityList />,
            ...titled(
              "Halı Sahalar",
              import.meta.env.SSR && {
                head: {
                  description:
                    "Halı sahaları şehre ve ilçeye göre karşılaştırın: saatlik ücretler, puanlar, olanaklar ve çalışma saatleri.",
                },
                sitemap: "path",
              },
            ),
          },
          {
            path: paths.facility.pattern,
            element: <FacilityDetail />,
            ...titledByScreen(import.meta.env.SSR && facilityPage),
          },
          { path: paths.login.pattern, element: <Login />, ...titled("Giriş Yap", PRIVATE) },
          { path: paths.register.pattern, element: <Register />, ...titled("Kayıt Ol", PRIVATE) },
          { path: paths.forgotPassword.pattern, element: <ForgotPassword />, ...titled("Şifremi Unuttum", PRIVATE) },
          {
            path: paths.about.pattern,
            element: <About />,
            ...titled(
              "Hakkımızda",
              import.meta.env.SSR && {
                head: {
                  description:
                    "halisaha hakkında: oyuncuları ve halı saha işletmelerini online rezervasyonla buluşturan platform.",
                },
                sitemap: "path",
              },
            ),
          },
          {
            path: paths.contact.pattern,
            element: <Contact />,
            ...titled(
              "İletişim",
              import.meta.env.SSR && {
                head: { description: "halisaha ile iletişime geçin: destek kanalları ve iletişim bilgileri." },
                sitemap: "path",
              },
            ),
          },
          {
            path: paths.terms.pattern,
            element: <Terms />,
            ...titled(
              "Kullanım Koşulları",
              import.meta.env.SSR && {
                head: { description: "halisaha kullanım koşulları: üyelik, rezervasyon, ödeme, iptal ve iade kuralları." },
                sitemap: "path",
              },
            ),
          },
          {
            path: paths.privacy.pattern,
            element: <Privacy />,
            ...titled(
              "Gizlilik Politikası",
              import.meta.env.SSR && {
                head: {
                  description:
                    "halisaha gizlilik politikası ve KVKK aydınlatma metni: kişisel verileriniz nasıl işlenir.",
                },
                sitemap: "path",
              },
            ),
          },
          {
            path: paths.cookies.pattern,
            element: <Cookies />,
            ...titled(
              "Çerez Politikası",
              import.meta.env.SSR && {
                head: { description: "halisaha çerez politikası: hangi çerezleri ne için kullanıyoruz." },
                sitemap: "path",
              },
            ),
          },
          { path: paths.unauthorized.pattern, element: <Unauthorized />, ...titled("Erişim Reddedildi") },
          { path: paths.legacy.profile.pattern, element: <Navigate to={paths.user.profile.href()} replace /> },
          { path: paths.legacy.reservations.pattern, element: <RedirectWithState to={paths.user.reservations.href()} /> },
          {
            element: <RequireRole />,
            children: [
              { path: paths.user.profile.pattern, element: <Profile />, ...titled("Profilim") },
              { path: paths.user.reservations.pattern, element: <MyReservations />, ...titled("Rezervasyonlarım") },
              { path: paths.user.favorites.pattern, element: <Favorites />, ...titled("Favorilerim") },
              { path: paths.booking.pattern, element: <Booking />, ...titled("Rezervasyon Yap") },
              { path: paths.payment.pattern, element: <Payment />, ...titled("Ödeme") },
              { path: paths.phoneVerification.pattern, element: <PhoneVerification />, ...titled("Telefon Doğrulama") },
            ],
          },
          { path: "*", element: <NotFound />, ...titled("Sayfa Bulunamadı") },
        ],
      },
      panel(
        ownerRoles,
        [
          { path: paths.owner.root.pattern, element: <Navigate to={paths.owner.dashboard.href()} replace /> },
          { path: paths.owner.dashboard.pattern, element: <OwnerDashboard />, ...titled("Tesis Paneli") },
          { path: paths.owner.facilities.pattern, element: <OwnerFacilities />, ...titled("Sahalarım") },
          { path: paths.owner.newFacility.pattern, element: <NewFacility />, ...titled("Yeni Tesis") },
          { path: paths.owner.editFacility.pattern, element: <EditFacility />, ...titled("Tesisi Düzenle") },
          { path: paths.owner.reservations.pattern, element: <OwnerReservations />, ...titled("Rezervasyonlar") },
          // The link `/owner/reservations/{id}` (notifications, old bookmarks) opens the list at that reservation.
          { path: paths.owner.reservation.pattern, element: <ReservationHighlightRedirect /> },
          { path: paths.owner.calendar.pattern, element: <OwnerCalendar />, ...titled("Haftalık Takvim") },
          { path: paths.owner.subscribers.pattern, element: <OwnerSubscribers />, ...titled("Aboneler") },
        ],
        ownerOnlyMessage,
      ),
      panel(adminRoles, [
        { path: paths.admin.root.pattern, element: <Navigate to={paths.admin.dashboard.href()} replace /> },
        { path: paths.admin.dashboard.pattern, element: <AdminPlaceholder page="dashboard" />, ...titled("Yönetim Paneli") },
        { path: paths.admin.users.pattern, element: <AdminPlaceholder page="users" />, ...titled("Kullanıcılar") },
        { path: paths.admin.facilities.pattern, element: <AdminPlaceholder page="facilities" />, ...titled("Tesisler") },
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
