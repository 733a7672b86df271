import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../src/http/envelope";
import { conflict, forbidden, notFound, unauthorized } from "../../src/http/errors";
import { parse } from "../../src/http/validation";
import type { ApiModule } from "../../src/modules";

/** A body schema shaped like the contract's: Turkish texts per field, nested objects. */
export const probeBodySchema = z.object({
  name: z.string({ error: "Ad zorunludur." }).min(2, { error: "Ad en az 2 karakter olmalıdır." }),
  address: z.object({
    city: z.string({ error: "Şehir zorunludur." }).min(1, { error: "Şehir zorunludur." }),
  }),
});

export const probeSecret = "db password is hunter2";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post("/echo", { schema: { body: probeBodySchema } }, async (request) => ok(request.body));
  app.post("/parse", async (request) => ok(parse(probeBodySchema, request.body)));
  app.get(
    "/items/:id",
    {
      schema: {
        params: z.object({ id: z.coerce.number({ error: "Geçersiz kayıt numarası." }).int().positive() }),
      },
    },
    async (request) => ok({ id: request.params.id }),
  );
  app.get("/unauthorized", async () => {
    throw unauthorized();
  });
  app.get("/forbidden", async () => {
    throw forbidden();
  });
  app.get("/missing", async () => {
    throw notFound();
  });
  app.get("/taken", async () => {
    throw conflict("Seçilen saat dilimi artık müsait değil.", { dates: ["2026-01-05"] });
  });
  app.get("/boom", async () => {
    throw new Error(probeSecret);
  });
  // What leaves is what the response schema says: extra keys dropped, a wrong shape refused.
  const answerSchema = z.object({ name: z.string(), tags: z.array(z.string()) });
  app.get("/answer/extra", { schema: { response: { 200: answerSchema } } }, async () => ({
    name: "Saha",
    tags: ["ışıklı"],
    secret: probeSecret,
  }));
  app.get(
    "/answer/broken",
    { schema: { response: { 200: answerSchema } } },
    // A handler bug the schema catches: the body breaks the contract.
    async () => ({ name: "Saha", tags: [probeSecret.length] }) as unknown as z.infer<typeof answerSchema>,
  );
};

/** Test-only routes at /api/__probe; never part of the shipped module list. */
export const probeModule: ApiModule = { prefix: "/__probe", routes };
