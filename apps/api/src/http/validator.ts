import { controlCharacterPaths, textMessages } from "@halisaha/data/contract";
import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import { validatorCompiler as zodValidatorCompiler } from "fastify-type-provider-zod";
import type { ZodType } from "zod";

/**
 * The route schemas' validator (fastify-type-provider-zod's), with one rule in front of every
 * body, query and path parameter: no text may hold control characters (a NUL byte would reach
 * PostgreSQL, which refuses it). Such input is the 400 field-error answer naming each field,
 * whatever the route's schema says, so a new route cannot forget it.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const paths = controlCharacterPaths(data);
    if (paths.length === 0) return validate(data);
    const error: FastifySchemaValidationError[] = paths.map((path) => ({
      keyword: "controlCharacters",
      instancePath: path.map((part) => `/${part}`).join(""),
      schemaPath: "",
      params: {},
      message: textMessages.controlCharacters,
    }));
    return { error: error as unknown as Error };
  };
};
