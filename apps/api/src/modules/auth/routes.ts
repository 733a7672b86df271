import {
  accountMessages,
  authResultSchema,
  changePasswordSchema,
  googleLoginSchema,
  loginSchema,
  registerSchema,
  sessionUserSchema,
} from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireAuth } from "../../auth/guards";
import { envelopeOf, ok } from "../../http/envelope";
import { sessionUserOf } from "../users/session-user";
import { createAuthService } from "./service";

const authAnswer = envelopeOf(authResultSchema);

/**
 * /api/auth: register, login (password and Google), linking Google to the signed-in account, the
 * current user, password change.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({
    db: app.db,
    clock: app.clock,
    tokens: app.tokens,
    google: app.google,
    log: app.log,
  });

  app.post(
    "/register",
    {
      // Accounts per IP and hour, counted in PostgreSQL like every limit.
      config: { rateLimit: { max: app.config.registerRateLimitMax, timeWindow: "1 hour" } },
      schema: { body: registerSchema, response: { 201: authAnswer } },
    },
    async (request, reply) => {
      const result = await auth.register(request.body);
      reply.code(201);
      return ok(result, accountMessages.registered);
    },
  );

  app.post("/login", { schema: { body: loginSchema, response: { 200: authAnswer } } }, async (request) =>
    ok(await auth.login(request.body, request.ip), accountMessages.loggedIn),
  );

  app.post(
    "/google-login",
    { schema: { body: googleLoginSchema, response: { 200: authAnswer } } },
    async (request) => ok(await auth.googleLogin(request.body.token), accountMessages.loggedIn),
  );

  app.post(
    "/google-link",
    {
      onRequest: requireAuth,
      schema: {
        body: googleLoginSchema,
        response: { 200: envelopeOf(z.object({ items: sessionUserSchema, user: sessionUserSchema })) },
      },
    },
    async (request) => {
      const user = await sessionUserOf(
        app.db,
        await auth.linkGoogle(currentUser(request), request.body.token),
      );
      return ok({ items: user, user }, accountMessages.googleLinked);
    },
  );

  app.get(
    "/me",
    {
      onRequest: requireAuth,
      schema: { response: { 200: envelopeOf(z.object({ user: sessionUserSchema })) } },
    },
    async (request) => ok({ user: await sessionUserOf(app.db, currentUser(request)) }),
  );

  app.post(
    "/change-password",
    { onRequest: requireAuth, schema: { body: changePasswordSchema, response: { 200: authAnswer } } },
    async (request) =>
      ok(
        await auth.changePassword(currentUser(request), request.body, request.ip),
        accountMessages.passwordChanged,
      ),
  );
};
