import { randomUUID } from "node:crypto";
import type { Agent } from "node:http";
import type { App as FirebaseApp, Credential } from "firebase-admin/app";
import type { Messaging } from "firebase-admin/messaging";
import type { FirebaseServiceAccount } from "../../config";
import type { PushMessage, PushResult, PushSender } from "./types";

/** FCM's answers for a token that will never work again (the browser unsubscribed, a bad token). */
const INVALID_TOKEN_CODES = new Set([
  "messaging/registration-token-not-registered",
  "messaging/invalid-registration-token",
]);

export interface FcmOptions {
  serviceAccount: FirebaseServiceAccount;
  /** Tests: a credential that needs no Google sign-in, and an agent that reaches the local fake. */
  credential?: Credential;
  httpAgent?: Agent;
}

/**
 * Firebase Cloud Messaging through `firebase-admin` (HTTP v1 API, signed in with the service
 * account). The SDK is loaded on the first push, so a server without pushes never loads it.
 * Web pushes carry the app path in `data.link`; the service worker opens it on a click.
 */
export function createFcmSender({ serviceAccount, credential, httpAgent }: FcmOptions): PushSender {
  let loaded: Promise<{ app: FirebaseApp; messaging: Messaging }> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      const { initializeApp, cert } = await import("firebase-admin/app");
      const { getMessaging } = await import("firebase-admin/messaging");
      const app = initializeApp(
        {
          credential: credential ?? cert(serviceAccount),
          projectId: serviceAccount.projectId,
          ...(httpAgent && { httpAgent }),
        },
        `halisaha-${randomUUID()}`,
      );
      return { app, messaging: getMessaging(app) };
    })());

  return {
    async send(token: string, message: PushMessage): Promise<PushResult> {
      const { messaging } = await load();
      try {
        await messaging.send({
          token,
          notification: { title: message.title, body: message.body },
          data: { notificationId: String(message.notificationId), ...(message.link && { link: message.link }) },
        });
        return "sent";
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === "string" && INVALID_TOKEN_CODES.has(code)) return "invalid_token";
        throw error;
      }
    },
    async close() {
      if (!loaded) return;
      const { app } = await loaded;
      const { deleteApp } = await import("firebase-admin/app");
      await deleteApp(app);
    },
  };
}
