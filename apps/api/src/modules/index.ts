import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthRoutes } from "./health/routes";

/** A domain's routes, mounted at `/api<prefix>`. */
export interface ApiModule {
  prefix: string;
  routes: FastifyPluginAsyncZod;
}

/** Every API module, in mount order. A new domain adds its line here. */
export const apiModules: readonly ApiModule[] = [{ prefix: "/health", routes: healthRoutes }];
