import {
  facilityDetailDataSchema,
  facilityIdParamsSchema,
  facilityListDataSchema,
  facilityListQuerySchema,
} from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeOf, ok } from "../../http/envelope";
import { createFacilitiesService } from "./service";
import { optionalAuth, viewerOf } from "../../auth";

/** /api/facilities: the public list and detail (owners and admins see a little more). */
export const facilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const facilities = createFacilitiesService(app);

  app.get(
    "/",
    {
      onRequest: optionalAuth,
      schema: { querystring: facilityListQuerySchema, response: { 200: envelopeOf(facilityListDataSchema) } },
    },
    async (request) => ok(await facilities.list(viewerOf(request), request.query)),
  );

  app.get(
    "/:id",
    {
      onRequest: optionalAuth,
      schema: { params: facilityIdParamsSchema, response: { 200: envelopeOf(facilityDetailDataSchema) } },
    },
    async (request) => ok({ items: await facilities.get(viewerOf(request), request.params.id) }),
  );
};
