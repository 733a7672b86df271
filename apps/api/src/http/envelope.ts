import { envelopeSchema, httpMessages, type Envelope } from "@halisaha/data/contract";
import { z } from "zod";

/** The success envelope every route returns: `return ok(data)` (or `ok(data, "Kaydedildi.")`). */
export function ok<T>(data: T, message: string = httpMessages.ok): Envelope<T> {
  return { success: true, message, data };
}

/** The failure envelope; the error handler builds these, routes throw HttpErrors instead. */
export function fail<T = null>(message: string, data: T = null as T): Envelope<T> {
  return { success: false, message, data };
}

/** Response schema of a route: the shared envelope with a typed `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ ...envelopeSchema.shape, data });
}
