import type { FastifyBaseLogger } from "fastify";
import type { GoogleVerifier } from "./adapters/identity";
import type { PaymentProvider } from "./adapters/payments";
import type { PushSender } from "./adapters/push";
import type { SmsSender } from "./adapters/sms";
import type { FileStorage } from "./adapters/storage";
import type { TokenService } from "./auth/tokens";
import type { Clock } from "./clock";
import type { AppConfig } from "./config";
import type { Db } from "./db/client";
import type { JobRunner } from "./jobs/runner";

/**
 * Everything a module's service or job may depend on. A service names the few it takes
 * (`Pick<ModuleDeps, "db" | "clock">`) and its routes pass exactly those; a service never
 * receives the Fastify instance.
 */
export interface ModuleDeps {
  db: Db;
  clock: Clock;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** The jobs queue's runner, for a job owed now (`jobs.runNow`). */
  jobs: JobRunner;
  sms: SmsSender;
  /** null when Google sign-in is off. */
  google: GoogleVerifier | null;
  tokens: TokenService;
  payments: PaymentProvider;
  storage: FileStorage;
  /** null when web push is off. */
  push: PushSender | null;
}
