import {
  accountMessages,
  authResultSchema,
  changePasswordSchema,
  googleLoginSchema,
  loginSchema,
  registerSchema,
  sessionEndSchema,
  sessionUserSchema,
} from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentSession, currentUser, requireAuth } from "../../auth/guards";
import { deriveKey } from "../../auth/tokens";
import { envelopeOf, ok } from "../../http/envelope";
import { createCodesService } from "../codes/service";
import { sessionUserOf } from "../users/session-user";
import { createAuthService } from "./service";

const authAnswer = envelopeOf(authResultSchema);
const noData = envelopeOf(z.null());

/**
 * /api/auth: register, login (password and Google), linking Google to the signed-in account,
 * sign-out, the current user, password change.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = createAuthService({
    db: app.db,
    clock: app.clock,
    tokens: app.tokens,
    google: app.google,
    log: app.log,
    // the SMS code a login past the failure cap asks for
    loginCodes: createCodesService({
      db: app.db,
      clock: app.clock,
      sms: app.sms,
      log: app.log,
      codeKey: deriveKey(app.config.jwtSecret, "one-time-codes"),
    }),
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

  app.post(
    "/logout",
    { onRequest: requireAuth, schema: { body: sessionEndSchema, response: { 200: noData } } },
    async (request) => {
      await auth.logout(currentSession(request));
      return ok(null, accountMessages.loggedOut);
    },
  );

  app.post(
    "/logout-all",
    { onRequest: requireAuth, schema: { body: sessionEndSchema, response: { 200: noData } } },
    async (request) => {
      await auth.logoutEverywhere(currentUser(request));
      return ok(null, accountMessages.loggedOutEverywhere);
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
