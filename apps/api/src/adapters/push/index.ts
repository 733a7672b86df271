import type { PushConfig } from "../../config";
import { createFcmSender } from "./fcm";
import type { PushSender } from "./types";

export { createFcmSender, type FcmOptions } from "./fcm";
export type { PushMessage, PushResult, PushSender } from "./types";

/** FCM when FIREBASE_SERVICE_ACCOUNT and FIREBASE_WEB_CONFIG are set; else null: nothing is pushed. */
export function createPushSender(config: PushConfig | null): PushSender | null {
  return config === null ? null : createFcmSender({ serviceAccount: config.serviceAccount });
}
