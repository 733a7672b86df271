/**
 * Every path of the app, each declared once: its `pattern` for the route table
 * (`app/router.tsx`) and its `href` for links and navigations (`paths.facility.href(id)`).
 * Nothing else in the web app writes a path by hand.
 */

/** An id as a link carries it: the number, or a route parameter's text. */
type Id = string | number;

/** A path without parameters: its href is its pattern. */
const fixed = <P extends string>(pattern: P) => ({ pattern, href: (): P => pattern });

export const paths = {
  home: fixed("/"),
  facilities: {
    pattern: "/facilities",
    /** The list, with a query string (the filters) when `search` is not empty. */
    href: (search = "") => (search ? `/facilities?${search}` : "/facilities"),
  },
  facility: { pattern: "/facilities/:facilityId", href: (facilityId: Id) => `/facilities/${facilityId}` },
  login: fixed("/login"),
  register: fixed("/register"),
  forgotPassword: fixed("/forgot-password"),
  about: fixed("/about"),
  contact: fixed("/contact"),
  terms: fixed("/terms"),
  privacy: fixed("/privacy"),
  cookies: fixed("/cookies"),
  unauthorized: fixed("/unauthorized"),
  user: {
    profile: fixed("/user/profile"),
    reservations: fixed("/user/reservations"),
    favorites: fixed("/user/favorites"),
  },
  booking: { pattern: "/booking/:facilityId", href: (facilityId: Id) => `/booking/${facilityId}` },
  payment: { pattern: "/payment/:reservationId", href: (reservationId: Id) => `/payment/${reservationId}` },
  phoneVerification: fixed("/phone-verification"),
  owner: {
    /** The panel's root: the route table sends it on to the dashboard. */
    root: fixed("/owner"),
    dashboard: fixed("/owner/dashboard"),
    facilities: fixed("/owner/facilities"),
    newFacility: fixed("/owner/facilities/new"),
    editFacility: {
      pattern: "/owner/facilities/:facilityId/edit",
      href: (facilityId: Id) => `/owner/facilities/${facilityId}/edit`,
    },
    reservations: {
      pattern: "/owner/reservations",
      /** The list, opened at one reservation when `highlight` names it. */
      href: (highlight?: Id) =>
        highlight === undefined ? "/owner/reservations" : `/owner/reservations?highlight=${highlight}`,
    },
    /**
     * One reservation's own address (notifications, old bookmarks): the route table opens the
     * list at it (`reservations.href(id)`).
     */
    reservation: {
      pattern: "/owner/reservations/:reservationId",
      href: (reservationId: Id) => `/owner/reservations/${reservationId}`,
    },
    calendar: fixed("/owner/calendar"),
    subscribers: fixed("/owner/subscribers"),
  },
  admin: {
    /** The panel's root: the route table sends it on to the dashboard. */
    root: fixed("/admin"),
    dashboard: fixed("/admin/dashboard"),
    users: fixed("/admin/users"),
    facilities: fixed("/admin/facilities"),
  },
  /** Short and old addresses the route table sends on to today's (links and bookmarks from before). */
  legacy: {
    profile: fixed("/profile"),
    reservations: fixed("/reservations"),
  },
} as const;

/** The state a guard leaves on /login so the user returns after signing in. */
export type ReturnState = { from?: string };
