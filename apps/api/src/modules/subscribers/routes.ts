import {
  cacheBustQuerySchema,
  createSubscriberBodySchema,
  createSubscriberExceptionBodySchema,
  subscriberDeleteDataSchema,
  subscriberExceptionIdParamsSchema,
  subscriberExceptionItemDataSchema,
  subscriberExceptionListDataSchema,
  subscriberExceptionMessages as em,
  subscriberFacilityParamsSchema,
  subscriberIdParamsSchema,
  subscriberItemDataSchema,
  subscriberListDataSchema,
  subscriberMessages as m,
  updateSubscriberBodySchema,
} from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireRole } from "../../auth";
import { envelopeOf, ok } from "../../http/envelope";
import { createSubscribersService } from "./service";

const ownerOnly = requireRole("facility_owner", "admin");

/** /api/subscribers: weekly regulars and their exception days (the facility's owner or an admin). */
export const subscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscribers = createSubscribersService({ db: app.db, clock: app.clock });
  // every route here is a facility's business: its owner's or an admin's
  app.addHook("onRequest", ownerOnly);

  app.get(
    "/facility/:facilityId",
    {
      schema: {
        params: subscriberFacilityParamsSchema,
        response: { 200: envelopeOf(subscriberListDataSchema) },
      },
    },
    async (request) => ok(await subscribers.list(currentUser(request), request.params.facilityId), m.listed),
  );

  app.post(
    "/",
    {
      schema: { body: createSubscriberBodySchema, response: { 201: envelopeOf(subscriberItemDataSchema) } },
    },
    async (request, reply) => {
      const items = await subscribers.create(currentUser(request), request.body);
      reply.code(201);
      return ok({ items }, m.created);
    },
  );

  app.post(
    "/exception",
    {
      schema: {
        querystring: cacheBustQuerySchema,
        body: createSubscriberExceptionBodySchema,
        response: { 201: envelopeOf(subscriberExceptionItemDataSchema) },
      },
    },
    async (request, reply) => {
      const items = await subscribers.addException(currentUser(request), request.body);
      reply.code(201);
      return ok({ items }, em.added);
    },
  );

  app.delete(
    "/exception/:id",
    {
      schema: {
        params: subscriberExceptionIdParamsSchema,
        response: { 200: envelopeOf(subscriberDeleteDataSchema) },
      },
    },
    async (request) =>
      ok(await subscribers.removeException(currentUser(request), request.params.id), em.deleted),
  );

  app.get(
    "/:id/exceptions",
    {
      schema: {
        params: subscriberIdParamsSchema,
        querystring: cacheBustQuerySchema,
        response: { 200: envelopeOf(subscriberExceptionListDataSchema) },
      },
    },
    async (request) => ok(await subscribers.exceptions(currentUser(request), request.params.id)),
  );

  app.put(
    "/:id",
    {
      schema: {
        params: subscriberIdParamsSchema,
        body: updateSubscriberBodySchema,
        response: { 200: envelopeOf(subscriberItemDataSchema) },
      },
    },
    async (request) => {
      const items = await subscribers.update(currentUser(request), request.params.id, request.body);
      return ok({ items }, m.updated);
    },
  );

  app.delete(
    "/:id",
    {
      schema: { params: subscriberIdParamsSchema, response: { 200: envelopeOf(subscriberDeleteDataSchema) } },
    },
    async (request) => ok(await subscribers.remove(currentUser(request), request.params.id), m.deleted),
  );
};
