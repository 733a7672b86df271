import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { API_PREFIX, isApiUrl } from "./urls";

/** Where the description and its page are served. */
export const API_DOCS_PREFIX = `${API_PREFIX}/docs`;

/**
 * The OpenAPI 3.1 description of every /api route, generated from the routes' zod schemas
 * (the contract), at /api/docs/json, and a browsable page (Swagger UI) at /api/docs.
 * Register before the routes: @fastify/swagger collects them as they are added. Routes
 * outside /api (the web app, images, pages) are left out. Off in production unless
 * API_DOCS=on (config.apiDocs).
 */
export const apiDocs = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "halisaha API",
          description:
            "Halı saha rezervasyonu: every answer is the envelope { success, message, data }; messages are Turkish.",
          version: "1.0.0",
        },
        components: {
          securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
        },
      },
      transform: (route) => {
        const transformed = jsonSchemaTransform(route);
        if (isApiUrl(route.url)) return transformed;
        return { ...transformed, schema: { ...transformed.schema, hide: true } };
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
  },
  { name: "api-docs" },
);
