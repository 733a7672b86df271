import type { FieldError } from "../contract/envelope";

export type ApiErrorOptions = {
  /** HTTP status; 0 when no response arrived (network failure). */
  status: number;
  fieldErrors?: FieldError[];
  /** `data` of the failed envelope, when there was one. */
  data?: unknown;
  cause?: unknown;
};

/**
 * Every failed call rejects with this. `message` is user-facing Turkish text: the server's
 * message, else 'Bir hata oluştu.' (success:false without a message) or 'Bir hata oluştu!'
 * (no usable answer). The app decides whether and how to show it.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status; 0 when no response arrived (network failure). */
  readonly status: number;
  /** `data.errors` of a 400 answer: one Turkish message per field. */
  readonly fieldErrors: FieldError[];
  readonly data: unknown;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? [];
    this.data = options.data;
  }

  /** The message for one field, if the server sent one. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field)?.message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
