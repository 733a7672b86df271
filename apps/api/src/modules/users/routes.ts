import { accountMessages, sessionUserSchema, updateProfileSchema } from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireAuth } from "../../auth/guards";
import { envelopeOf, ok } from "../../http/envelope";
import { sessionUserOf } from "./session-user";
import { createUsersService } from "./service";

/** /api/users: the signed-in user's own profile. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersService({ db: app.db, clock: app.clock });

  app.put(
    "/profile",
    {
      onRequest: requireAuth,
      schema: {
        body: updateProfileSchema,
        response: { 200: envelopeOf(z.object({ items: sessionUserSchema, user: sessionUserSchema })) },
      },
    },
    async (request) => {
      const user = await sessionUserOf(app.db, await users.updateProfile(currentUser(request), request.body));
      return ok({ items: user, user }, accountMessages.profileUpdated);
    },
  );
};
