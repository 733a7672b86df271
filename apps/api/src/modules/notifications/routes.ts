import {
  deviceTokenBodySchema,
  deviceTokenDataSchema,
  markAllReadDataSchema,
  notificationIdParamsSchema,
  notificationItemDataSchema,
  notificationListDataSchema,
  notificationListQuerySchema,
  notificationMessages,
} from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireAuth } from "../../auth/guards";
import { envelopeOf, ok } from "../../http/envelope";
import { createNotificationsService } from "./service";

/** /api/notifications: the signed-in user's notifications and push devices (every role alike). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = createNotificationsService({ db: app.db, clock: app.clock });
  // every route here is the caller's own: signed in, any role
  app.addHook("onRequest", requireAuth);

  app.get(
    "/user",
    {
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: envelopeOf(notificationListDataSchema) },
      },
    },
    async (request) => ok(await notifications.list(currentUser(request), request.query)),
  );

  app.put(
    "/user/mark-as-read/:id",
    {
      schema: {
        params: notificationIdParamsSchema,
        response: { 200: envelopeOf(notificationItemDataSchema) },
      },
    },
    async (request) =>
      ok(
        { items: await notifications.markRead(currentUser(request), request.params.id) },
        notificationMessages.markedRead,
      ),
  );

  app.put(
    "/user/mark-all-as-read",
    { schema: { response: { 200: envelopeOf(markAllReadDataSchema) } } },
    async (request) =>
      ok(await notifications.markAllRead(currentUser(request)), notificationMessages.allMarkedRead),
  );

  app.post(
    "/device-token/add",
    {
      schema: { body: deviceTokenBodySchema, response: { 200: envelopeOf(deviceTokenDataSchema) } },
    },
    async (request) =>
      ok(
        await notifications.addDeviceToken(currentUser(request), request.body),
        notificationMessages.tokenSaved,
      ),
  );
};
