import {
  cityListDataSchema,
  cityListQuerySchema,
  districtListDataSchema,
  districtListQuerySchema,
  totalPagesOf,
} from "@halisaha/data/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelopeOf, ok } from "../../http/envelope";
import { listCities, listDistricts } from "./repo";

/** /api/cities: the 81 provinces, Turkish alphabetical order. Public. */
export const cityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { querystring: cityListQuerySchema, response: { 200: envelopeOf(cityListDataSchema) } } },
    async (request) => {
      const page = request.query;
      const { items, count } = await listCities(app.db, page);
      return ok({ items, count, totalPages: totalPagesOf(count, page.limit) });
    },
  );
};

/** /api/districts?cityId=: a city's districts. cityId is required; an unknown city has none. */
export const districtRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: { querystring: districtListQuerySchema, response: { 200: envelopeOf(districtListDataSchema) } },
    },
    async (request) => {
      const { cityId, ...page } = request.query;
      const { items, count } = await listDistricts(app.db, cityId, page);
      return ok({ items, count, totalPages: totalPagesOf(count, page.limit) });
    },
  );
};
