import type { FastifyBaseLogger } from "fastify";
import type { SmsConfig } from "../../config";
import { createConsoleSms } from "./console";
import { createNetgsmSms } from "./netgsm";
import type { SmsSender } from "./types";

export { createConsoleSms } from "./console";
export { createNetgsmSms } from "./netgsm";
export { SmsDeliveryError, type SmsDetails, type SmsSender } from "./types";

/** The SMS adapter SMS_PROVIDER names: `console` (default, development) or `netgsm`. */
export function createSmsSender(config: SmsConfig, logger: FastifyBaseLogger): SmsSender {
  return config.provider === "netgsm" ? createNetgsmSms(config) : createConsoleSms({ logger });
}
