import {
  facilityIdParamsSchema,
  pitchCreateSchema,
  pitchMessages,
  pitchParamsSchema,
  pitchUpdateSchema,
  pitchWriteDataSchema,
} from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireRole } from "../../auth";
import { envelopeOf, ok } from "../../http/envelope";
import { createPitchesService } from "./service";

const ownerOrAdmin = requireRole("facility_owner", "admin");

/** /api/facilities/:id/pitches: the owner's (or an admin's) pitch writes, JSON bodies. */
export const pitchRoutes: FastifyPluginAsyncZod = async (app) => {
  const pitches = createPitchesService({ db: app.db, clock: app.clock });

  app.post(
    "/:id/pitches",
    {
      onRequest: ownerOrAdmin,
      schema: {
        params: facilityIdParamsSchema,
        body: pitchCreateSchema,
        response: { 201: envelopeOf(pitchWriteDataSchema) },
      },
    },
    async (request, reply) => {
      const pitch = await pitches.create(currentUser(request), request.params.id, request.body);
      reply.code(201);
      return ok({ items: pitch }, pitchMessages.created);
    },
  );

  app.put(
    "/:id/pitches/:pitchId",
    {
      onRequest: ownerOrAdmin,
      schema: {
        params: pitchParamsSchema,
        body: pitchUpdateSchema,
        response: { 200: envelopeOf(pitchWriteDataSchema) },
      },
    },
    async (request) => {
      const { id, pitchId } = request.params;
      const pitch = await pitches.update(currentUser(request), id, pitchId, request.body);
      return ok({ items: pitch }, pitchMessages.updated);
    },
  );

  app.delete(
    "/:id/pitches/:pitchId",
    {
      onRequest: ownerOrAdmin,
      schema: { params: pitchParamsSchema, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      const { id, pitchId } = request.params;
      await pitches.remove(currentUser(request), id, pitchId);
      return ok(null, pitchMessages.deleted);
    },
  );
};
