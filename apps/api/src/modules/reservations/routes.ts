import {
  createReservationBodySchema,
  facilityIdParamsSchema,
  facilityReservationListQuerySchema,
  ownerReservationListQuerySchema,
  reservationIdParamsSchema,
  reservationItemDataSchema,
  reservationListDataSchema,
  reservationMessages,
  reservationSchema,
  reservationStatusCountDataSchema,
  reservationTimesDataSchema,
  reservationTimesQuerySchema,
  userReservationListQuerySchema,
  ownerDashboardDataSchema,
  ownerFacilityOptionsDataSchema,
  weeklyCalendarDataSchema,
  weeklyCalendarQuerySchema,
  type ReservationAction,
} from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, optionalAuth, requireAuth, requireRole, viewerOf } from "../../auth";
import { envelopeOf, ok } from "../../http/envelope";
import type { CalendarEntrySource } from "./calendar";
import { createReservationsService } from "./service";

const ownerOnly = requireRole("facility_owner", "admin");

const actionMessages: Record<ReservationAction, string> = {
  confirm: reservationMessages.confirmed,
  cancel: reservationMessages.cancelled,
  complete: reservationMessages.completed,
};

export interface ReservationRoutesOptions {
  /** What other modules put on the weekly calendar besides the reservations (the subscribers' hours). */
  calendarSources: readonly CalendarEntrySource[];
}

/** /api/reservations: booking, reading and changing reservations (see README.md here). */
export const reservationRoutes: FastifyPluginAsyncZod<ReservationRoutesOptions> = async (
  app,
  { calendarSources },
) => {
  const reservations = createReservationsService({
    db: app.db,
    clock: app.clock,
    config: app.config,
    jobs: app.jobs,
    calendarSources,
  });

  app.post(
    "/",
    {
      onRequest: requireAuth,
      schema: { body: createReservationBodySchema, response: { 201: envelopeOf(reservationItemDataSchema) } },
    },
    async (request, reply) => {
      const items = await reservations.create(currentUser(request), request.body);
      reply.code(201);
      return ok({ items }, reservationMessages.created);
    },
  );

  app.get(
    "/user",
    {
      onRequest: requireAuth,
      schema: {
        querystring: userReservationListQuerySchema,
        response: { 200: envelopeOf(reservationListDataSchema) },
      },
    },
    async (request) => ok(await reservations.listOfUser(currentUser(request), request.query)),
  );

  app.get(
    "/facility-owner",
    {
      onRequest: ownerOnly,
      schema: {
        querystring: ownerReservationListQuerySchema,
        response: { 200: envelopeOf(reservationListDataSchema) },
      },
    },
    async (request) => ok(await reservations.listOfOwner(currentUser(request), request.query)),
  );

  app.get(
    "/weekly-calendar",
    {
      onRequest: ownerOnly,
      schema: {
        querystring: weeklyCalendarQuerySchema,
        response: { 200: envelopeOf(weeklyCalendarDataSchema) },
      },
    },
    async (request) => ok(await reservations.weeklyCalendar(currentUser(request), request.query)),
  );

  app.get(
    "/owner-dashboard",
    { onRequest: ownerOnly, schema: { response: { 200: envelopeOf(ownerDashboardDataSchema) } } },
    async (request) => ok({ items: await reservations.dashboard(currentUser(request)) }),
  );

  app.get(
    "/owner-facilities",
    { onRequest: ownerOnly, schema: { response: { 200: envelopeOf(ownerFacilityOptionsDataSchema) } } },
    async (request) => ok(await reservations.facilityOptions(currentUser(request))),
  );

  app.get(
    "/facility/:id",
    {
      onRequest: ownerOnly,
      schema: {
        params: facilityIdParamsSchema,
        querystring: facilityReservationListQuerySchema,
        response: { 200: envelopeOf(reservationListDataSchema) },
      },
    },
    async (request) =>
      ok(await reservations.listOfFacility(currentUser(request), request.params.id, request.query)),
  );

  // `:id` is the facility's id here: the status counts of one facility's reservations.
  app.get(
    "/:id/status-count",
    {
      onRequest: ownerOnly,
      schema: {
        params: facilityIdParamsSchema,
        response: { 200: envelopeOf(reservationStatusCountDataSchema) },
      },
    },
    async (request) => ok({ items: await reservations.statusCount(currentUser(request), request.params.id) }),
  );

  app.get(
    "/:id",
    {
      onRequest: requireAuth,
      schema: { params: reservationIdParamsSchema, response: { 200: envelopeOf(reservationSchema) } },
    },
    async (request) => ok(await reservations.get(currentUser(request), request.params.id)),
  );

  for (const action of ["confirm", "cancel", "complete"] as const) {
    app.patch(
      `/:id/${action}`,
      {
        onRequest: requireAuth,
        schema: {
          params: reservationIdParamsSchema,
          response: { 200: envelopeOf(reservationItemDataSchema) },
        },
      },
      async (request) => {
        const items = await reservations.act(currentUser(request), request.params.id, action);
        return ok({ items }, actionMessages[action]);
      },
    );
  }
};

/** /api/facilities/:id/reservation-times: the free and taken hours of one business day. */
export const reservationTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const reservations = createReservationsService({
    db: app.db,
    clock: app.clock,
    config: app.config,
    jobs: app.jobs,
  });

  app.get(
    "/:id/reservation-times",
    {
      onRequest: optionalAuth,
      schema: {
        params: facilityIdParamsSchema,
        querystring: reservationTimesQuerySchema,
        response: { 200: envelopeOf(reservationTimesDataSchema) },
      },
    },
    async (request) => {
      const { date, pitchId } = request.query;
      return ok(await reservations.times(viewerOf(request), request.params.id, date, pitchId));
    },
  );
};
