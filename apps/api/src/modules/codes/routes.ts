import {
  accountMessages,
  phoneRequestSchema,
  resetPasswordSchema,
  resetTokenSchema,
  sessionUserSchema,
  verifyCodeSchema,
} from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireAuth } from "../../auth/guards";
import { deriveKey } from "../../auth/tokens";
import { envelopeOf, ok } from "../../http/envelope";
import { sessionUserOf } from "../users/session-user";
import { createCodesService } from "./service";

const noData = envelopeOf(z.null());
const userAnswer = envelopeOf(z.object({ items: sessionUserSchema, user: sessionUserSchema }));

/**
 * /api/auth: phone verification (signed in) and the three password-reset steps (public):
 * forgot-password sends a code, verify-reset-code turns a right code into a single-use reset
 * token, reset-password takes that token (see README.md in this folder).
 */
export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = createCodesService({
    db: app.db,
    clock: app.clock,
    sms: app.sms,
    log: app.log,
    codeKey: deriveKey(app.config.jwtSecret, "one-time-codes"),
  });

  app.post(
    "/send-verification-code",
    { onRequest: requireAuth, schema: { body: phoneRequestSchema, response: { 200: noData } } },
    async (request) => {
      await codes.sendPhoneVerification(currentUser(request), request.body.phone, request.ip);
      return ok(null, accountMessages.codeSent);
    },
  );

  app.post(
    "/verify-phone-number",
    { onRequest: requireAuth, schema: { body: verifyCodeSchema, response: { 200: userAnswer } } },
    async (request) => {
      const user = await sessionUserOf(
        app.db,
        await codes.verifyPhone(currentUser(request), request.body.phone, request.body.otp),
      );
      return ok({ items: user, user }, accountMessages.phoneVerified);
    },
  );

  app.post(
    "/forgot-password",
    { schema: { body: phoneRequestSchema, response: { 200: noData } } },
    async (request) => {
      await codes.forgotPassword(request.body.phone, request.ip);
      return ok(null, accountMessages.resetCodeSent);
    },
  );

  app.post(
    "/verify-reset-code",
    { schema: { body: verifyCodeSchema, response: { 200: envelopeOf(resetTokenSchema) } } },
    async (request) =>
      ok(await codes.verifyResetCode(request.body.phone, request.body.otp), accountMessages.codeVerified),
  );

  app.post(
    "/reset-password",
    { schema: { body: resetPasswordSchema, response: { 200: noData } } },
    async (request) => {
      await codes.resetPassword(request.body);
      return ok(null, accountMessages.passwordReset);
    },
  );
};
