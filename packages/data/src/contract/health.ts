import { z } from "zod";

/**
 * `GET /health` → `data`. Only `status` is required so the API can add details
 * (version, database state) without breaking the client; extra fields are kept.
 */
export const healthDataSchema = z.looseObject({ status: z.string() });
export type HealthData = z.infer<typeof healthDataSchema>;
