import {
  favoriteListDataSchema,
  favoriteListQuerySchema,
  favoriteToggleBodySchema,
  favoriteToggleDataSchema,
} from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireAuth } from "../../auth/guards";
import { envelopeOf, ok } from "../../http/envelope";
import { createFavoritesService } from "./service";

/** /api/favorites: the signed-in user's favourite facilities (every role alike). */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const favorites = createFavoritesService({ db: app.db, clock: app.clock });
  // every route here is the caller's own: signed in, any role
  app.addHook("onRequest", requireAuth);

  app.post(
    "/",
    { schema: { body: favoriteToggleBodySchema, response: { 200: envelopeOf(favoriteToggleDataSchema) } } },
    async (request) => {
      const { data, message } = await favorites.toggle(currentUser(request), request.body.facilityId);
      return ok(data, message);
    },
  );

  app.get(
    "/",
    {
      schema: { querystring: favoriteListQuerySchema, response: { 200: envelopeOf(favoriteListDataSchema) } },
    },
    async (request) => ok(await favorites.list(currentUser(request), request.query)),
  );
};
