import {
  controlCharacterPaths,
  textMessages,
  turkishZodError,
  type FieldError,
} from "@halisaha/data/contract";
import type { FastifySchemaValidationError } from "fastify";
import { z } from "zod";
import { validationFailed } from "./errors";

// Schemas without their own text fall back to the contract's Turkish texts (zod's own `tr`
// locale names the types in English).
z.config({ localeError: turkishZodError });

type Issue = { path: readonly PropertyKey[]; message: string };

/** zod issues → `[{ field: "a.b.0", message }]`; a root issue is named after `root`. */
export function toFieldErrors(issues: readonly Issue[], root = "body"): FieldError[] {
  return issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join(".") : root,
    message: issue.message,
  }));
}

/**
 * Parses a value with a contract schema, or throws the 400 field-error answer.
 * Routes get body/query/params parsed by their `schema`; use this for anything else.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown, root = "body"): z.output<S> {
  const controlled = controlCharacterPaths(value);
  if (controlled.length > 0)
    throw validationFailed(
      toFieldErrors(
        controlled.map((path) => ({ path, message: textMessages.controlCharacters })),
        root,
      ),
    );
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed(toFieldErrors(result.error.issues, root));
  return result.data;
}

/** Fastify route-schema failures (zod issues carried as `instancePath: "/a/b"`) → field errors. */
export function fieldErrorsFromValidation(
  errors: readonly FastifySchemaValidationError[],
  context = "body",
): FieldError[] {
  return errors.map((error) => {
    const path = error.instancePath.split("/").filter(Boolean);
    return { field: path.length > 0 ? path.join(".") : context, message: error.message ?? "" };
  });
}
