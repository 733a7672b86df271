import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authRoutes } from "./auth/routes";
import { codeRoutes } from "./codes/routes";
import { configRoutes } from "./config/routes";
import { facilityRoutes } from "./facilities/routes";
import { favoriteRoutes } from "./favorites/routes";
import { healthRoutes } from "./health/routes";
import { cityRoutes, districtRoutes } from "./locations/routes";
import { notificationRoutes } from "./notifications/routes";
import { paymentRoutes } from "./payments/routes";
import { pitchRoutes } from "./pitches/routes";
import { reservationRoutes, reservationTimeRoutes } from "./reservations/routes";
import { subscriberEntries } from "./subscribers/calendar-entries";
import { subscriberRoutes } from "./subscribers/routes";
import { userRoutes } from "./users/routes";

/** A domain's routes, mounted at `/api<prefix>`. */
export interface ApiModule {
  prefix: string;
  routes: FastifyPluginAsyncZod;
}

/**
 * `routes` with the options the composition root hands it: another module's piece passed in
 * explicitly (the subscribers' calendar blocks to the reservations), never pushed into a
 * module-level list.
 */
export function withOptions<O extends object>(
  routes: FastifyPluginAsyncZod<O>,
  options: O,
): FastifyPluginAsyncZod {
  return (app, base) => routes(app, { ...base, ...options });
}

/** Every API module, in mount order. A new domain adds its line here. */
export const apiModules: readonly ApiModule[] = [
  { prefix: "/health", routes: healthRoutes },
  { prefix: "/config", routes: configRoutes },
  { prefix: "/auth", routes: authRoutes },
  { prefix: "/auth", routes: codeRoutes },
  { prefix: "/users", routes: userRoutes },
  { prefix: "/cities", routes: cityRoutes },
  { prefix: "/districts", routes: districtRoutes },
  { prefix: "/facilities", routes: facilityRoutes },
  { prefix: "/facilities", routes: pitchRoutes },
  { prefix: "/stripe", routes: paymentRoutes },
  { prefix: "/facilities", routes: reservationTimeRoutes },
  {
    prefix: "/reservations",
    routes: withOptions(reservationRoutes, { calendarSources: [subscriberEntries] }),
  },
  { prefix: "/favorites", routes: favoriteRoutes },
  { prefix: "/subscribers", routes: subscriberRoutes },
  { prefix: "/notifications", routes: notificationRoutes },
];
