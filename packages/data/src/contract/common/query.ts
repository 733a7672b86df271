import { z } from "zod";
import { blankToUndefined, MAX_ID } from "./ids";
import { MAX_LIMIT, pagingMessages } from "./paging";

/**
 * A whole number in a query string (`"10"`) within `min..max`, else `message`; absent (or
 * blank) reads `required` when given.
 */
export function queryInt(message: string, min: number, max: number, required: string = message) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : message) })
    .trim()
    .regex(/^\d{1,10}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/** A query field that may be absent or blank. */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** A positive database id (`"34"`): path parameters and id filters; the rule of `parseId`. */
export function idSchema(message: string, required: string = message) {
  return z.preprocess(blankToUndefined, queryInt(message, 1, MAX_ID, required));
}

/** `limit` (1..100, else `defaultLimit`) and `offset` (0 and up, else 0) of a list query. */
export function pagingSchema(defaultLimit: number) {
  return {
    limit: z.preprocess(
      blankToUndefined,
      queryInt(pagingMessages.invalidLimit, 1, MAX_LIMIT).default(defaultLimit),
    ),
    offset: z.preprocess(blankToUndefined, queryInt(pagingMessages.invalidOffset, 0, MAX_ID).default(0)),
  };
}

/** List answers: `data = { items, count, totalPages }`. */
export function listDataSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), count: z.number().int(), totalPages: z.number().int() });
}
