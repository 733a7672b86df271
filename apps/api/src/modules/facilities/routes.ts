import fastifyMultipart from "@fastify/multipart";
import {
  facilityDetailDataSchema,
  facilityFormMessages,
  facilityIdParamsSchema,
  facilityImageParamsSchema,
  facilityListDataSchema,
  facilityListQuerySchema,
  facilityWriteDataSchema,
  ownerFacilityListQuerySchema,
} from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, optionalAuth, requireRole, viewerOf } from "../../auth";
import { envelopeOf, ok } from "../../http/envelope";
import { MULTIPART_BODY_LIMIT, readFacilityUpload } from "./multipart";
import { createOwnerFacilitiesService } from "./owner-service";
import { createPublicReadCache } from "./public-cache";
import { createFacilitiesService } from "./service";

const ownerOrAdmin = requireRole("facility_owner", "admin");

/**
 * /api/facilities: the public list and detail (owners and admins see a little more), and the
 * owner's list and writes. Writes are multipart/form-data (fields, `images` files).
 */
export const facilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const facilities = createFacilitiesService({ db: app.db });
  const owned = createOwnerFacilitiesService({
    db: app.db,
    clock: app.clock,
    config: app.config,
    jobs: app.jobs,
    storage: app.storage,
  });
  const publicReads = createPublicReadCache({ db: app.db });
  // Limits are set per request (multipart.ts); files are read into memory, never to disk.
  await app.register(fastifyMultipart);

  app.get(
    "/",
    {
      onRequest: optionalAuth,
      preHandler: publicReads.serve,
      onSend: publicReads.keep,
      schema: { querystring: facilityListQuerySchema, response: { 200: envelopeOf(facilityListDataSchema) } },
    },
    async (request) => ok(await facilities.list(viewerOf(request), request.query)),
  );

  app.get(
    "/user",
    {
      onRequest: ownerOrAdmin,
      schema: {
        querystring: ownerFacilityListQuerySchema,
        response: { 200: envelopeOf(facilityListDataSchema) },
      },
    },
    async (request) => ok(await owned.list(currentUser(request), request.query)),
  );

  app.get(
    "/:id",
    {
      onRequest: optionalAuth,
      preHandler: publicReads.serve,
      onSend: publicReads.keep,
      schema: { params: facilityIdParamsSchema, response: { 200: envelopeOf(facilityDetailDataSchema) } },
    },
    async (request) => ok({ items: await facilities.get(viewerOf(request), request.params.id) }),
  );

  app.post(
    "/",
    {
      onRequest: ownerOrAdmin,
      bodyLimit: MULTIPART_BODY_LIMIT,
      schema: { response: { 201: envelopeOf(facilityWriteDataSchema) } },
    },
    async (request, reply) => {
      const upload = await readFacilityUpload(request);
      const facility = await owned.create(currentUser(request), upload);
      reply.code(201);
      return ok({ items: facility }, facilityFormMessages.created);
    },
  );

  app.put(
    "/:id",
    {
      onRequest: ownerOrAdmin,
      bodyLimit: MULTIPART_BODY_LIMIT,
      schema: { params: facilityIdParamsSchema, response: { 200: envelopeOf(facilityWriteDataSchema) } },
    },
    async (request) => {
      const user = currentUser(request);
      await owned.ownedOr404(user, request.params.id);
      const upload = await readFacilityUpload(request);
      const facility = await owned.update(user, request.params.id, upload);
      return ok({ items: facility }, facilityFormMessages.updated);
    },
  );

  app.delete(
    "/:id/images/:imageId",
    {
      onRequest: ownerOrAdmin,
      schema: { params: facilityImageParamsSchema, response: { 200: envelopeOf(facilityWriteDataSchema) } },
    },
    async (request) => {
      const { id, imageId } = request.params;
      const facility = await owned.deleteImage(currentUser(request), id, imageId);
      return ok({ items: facility }, facilityFormMessages.imageDeleted);
    },
  );

  app.delete(
    "/:id",
    {
      onRequest: ownerOrAdmin,
      schema: { params: facilityIdParamsSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await owned.remove(currentUser(request), request.params.id);
      return ok(null, facilityFormMessages.deleted);
    },
  );
};
