/** Every path of the app in one place. */
export const paths = {
  home: "/",
  facilities: "/facilities",
  facility: (facilityId: string | number) => `/facilities/${facilityId}`,
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  about: "/about",
  contact: "/contact",
  terms: "/terms",
  privacy: "/privacy",
  cookies: "/cookies",
  unauthorized: "/unauthorized",
  user: {
    profile: "/user/profile",
    reservations: "/user/reservations",
    favorites: "/user/favorites",
  },
  booking: (facilityId: string | number) => `/booking/${facilityId}`,
  payment: (reservationId: string | number) => `/payment/${reservationId}`,
  phoneVerification: "/phone-verification",
  owner: {
    dashboard: "/owner/dashboard",
    facilities: "/owner/facilities",
    newFacility: "/owner/facilities/new",
    editFacility: (facilityId: string | number) => `/owner/facilities/${facilityId}/edit`,
    reservations: "/owner/reservations",
    /** The owner's list opened at one reservation (also `/owner/reservations/{id}`). */
    reservation: (reservationId: string | number) => `/owner/reservations?highlight=${reservationId}`,
    calendar: "/owner/calendar",
    subscribers: "/owner/subscribers",
  },
  admin: {
    dashboard: "/admin/dashboard",
    users: "/admin/users",
    facilities: "/admin/facilities",
  },
} as const;

/** The state a guard leaves on /login so the user returns after signing in. */
export type ReturnState = { from?: string };
