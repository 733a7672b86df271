import { httpMessages, type Envelope } from "@halisaha/data/contract";
import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { fail } from "../http/envelope";
import { isDatabaseUnavailable } from "../db/errors";
import { isHttpError, overloaded } from "../http/errors";
import { fieldErrorsFromValidation } from "../http/validation";

const messageByStatus: Readonly<Record<number, string>> = {
  400: httpMessages.badRequest,
  401: httpMessages.unauthorized,
  403: httpMessages.forbidden,
  404: httpMessages.notFound,
  409: httpMessages.conflict,
  413: httpMessages.payloadTooLarge,
  415: httpMessages.unsupportedMediaType,
  429: httpMessages.tooManyRequests,
};

type Answer = { status: number; body: Envelope<unknown>; headers?: Readonly<Record<string, string>> };

/**
 * The one place errors become HTTP answers: always the `{ success:false, message, data }`
 * envelope. Expected failures come as HttpError (see http/errors.ts); anything else that is
 * not a client error is a bug: logged in full, answered with the generic Turkish 500.
 */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const answer = toAnswer(error);
      if (answer.status === 503) request.log.warn({ err: error }, "request refused: service unavailable");
      else if (answer.status >= 500) request.log.error({ err: error }, "request failed");
      else request.log.info({ statusCode: answer.status, reason: errorText(error) }, "request rejected");
      if (answer.headers) reply.headers(answer.headers);
      return reply.code(answer.status).send(answer.body);
    });
  },
  { name: "error-handler" },
);

function toAnswer(error: unknown): Answer {
  if (isHttpError(error))
    return { status: error.statusCode, body: fail(error.message, error.data), headers: error.headers };
  if (isDatabaseUnavailable(error)) return toAnswer(overloaded());
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    const errors = fieldErrorsFromValidation(fastifyError.validation, fastifyError.validationContext);
    return { status: 400, body: fail(httpMessages.badRequest, { errors }) };
  }
  if (
    fastifyError.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
    fastifyError.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
  ) {
    return { status: 400, body: fail(httpMessages.malformedJson) };
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: fail(messageByStatus[status] ?? httpMessages.badRequest) };
  }
  return { status: 500, body: fail(httpMessages.internal) };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
