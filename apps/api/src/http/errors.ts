import { httpMessages, type FieldError, type ValidationErrorData } from "@halisaha/data/contract";

/** An expected failure: the error handler answers `status` with `{ success:false, message, data }`. */
export class HttpError<TData = unknown> extends Error {
  override name = "HttpError";

  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: TData | null = null,
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** 400 with `data.errors = [{ field, message }]`. */
export function validationFailed(
  errors: FieldError[],
  message: string = httpMessages.badRequest,
): HttpError<ValidationErrorData> {
  return new HttpError(400, message, { errors });
}

export function badRequest(message: string = httpMessages.badRequest): HttpError {
  return new HttpError(400, message);
}

/** 401; `data` says what else the caller may send (a login's `{ secondFactor: "sms" }`). */
export function unauthorized<TData = null>(
  message: string = httpMessages.unauthorized,
  data: TData | null = null,
): HttpError<TData> {
  return new HttpError(401, message, data);
}

export function forbidden(message: string = httpMessages.forbidden): HttpError {
  return new HttpError(403, message);
}

/** Also for another owner's private resource: never reveal that it exists. */
export function notFound(message: string = httpMessages.notFound): HttpError {
  return new HttpError(404, message);
}

/** Slot taken, illegal state transition, …; `data` may name what clashed. */
export function conflict<TData = null>(
  message: string = httpMessages.conflict,
  data: TData | null = null,
): HttpError<TData> {
  return new HttpError(409, message, data);
}

export function payloadTooLarge(message: string = httpMessages.payloadTooLarge): HttpError {
  return new HttpError(413, message);
}

export function unsupportedMediaType(message: string = httpMessages.unsupportedMediaType): HttpError {
  return new HttpError(415, message);
}

/** 429 with `Retry-After` (whole seconds, at least 1). */
export function tooManyRequests(
  message: string = httpMessages.tooManyRequests,
  retryAfterSeconds = 60,
): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, message, null, { "retry-after": String(seconds) });
}

/** 503: a service the request needs (SMS provider, sign-in provider) is off or unreachable. */
export function serviceUnavailable(message: string = httpMessages.serviceUnavailable): HttpError {
  return new HttpError(503, message);
}

/** 503 "too busy" with `Retry-After`: the request was fine, the server cannot take it now. */
export function overloaded(retryAfterSeconds = 2): HttpError {
  return new HttpError(503, httpMessages.overloaded, null, {
    "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}
