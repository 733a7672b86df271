/** zod/mini: small, and loaded only when the API client meets a failed answer with field errors. */
import * as z from "zod/mini";

/** Every API response body: `{ success, message, data }`. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.unknown(),
});
export type Envelope<T = unknown> = { success: boolean; message: string; data: T };

/** One field error inside a 400 answer: `data.errors`. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ValidationErrorData = { errors: FieldError[] };

/** List answers: `data = { items, count, totalPages }`. */
export type ListData<T> = { items: T[]; count: number; totalPages: number };
