/** The one failure every check of an answer against its contract gives. */
import { expect } from "vitest";
import { ZodError } from "zod";
import { isApiError, type ApiError } from "../client/api-error";
import { clientMessages } from "../contract/messages";

/** Awaits `promise` and expects ApiError('Bir hata oluştu!') with the zod error as its cause. */
export async function expectWrongShape(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error("expected a wrong-shaped answer to be an error, not data");
    },
    (e: unknown) => e,
  );
  expect(isApiError(error)).toBe(true);
  expect((error as ApiError).message).toBe(clientMessages.requestFailed);
  expect((error as ApiError).cause).toBeInstanceOf(ZodError);
  return error as ApiError;
}
