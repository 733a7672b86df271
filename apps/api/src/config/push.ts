import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod";
import { StartupError } from "./startup-error";

/** The fields of a Google service account key file that FCM needs. */
export interface FirebaseServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
}

/** The browser half: the Firebase web app's settings and the web push (VAPID) public key. */
export interface WebPushConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

/** Push through Firebase Cloud Messaging: both halves, or null (no pushes, nothing fails). */
export interface PushConfig {
  serviceAccount: FirebaseServiceAccount;
  web: WebPushConfig;
}

const serviceAccountSchema = z
  .object({ project_id: z.string().min(1), client_email: z.string().min(1), private_key: z.string().min(1) })
  .transform((key) => ({ projectId: key.project_id, clientEmail: key.client_email, privateKey: key.private_key }));

const webConfigSchema = z.object({
  apiKey: z.string().min(1),
  projectId: z.string().min(1),
  messagingSenderId: z.string().min(1),
  appId: z.string().min(1),
  vapidKey: z.string().min(1),
});

function readJson(name: string, value: string, cwd: string): unknown {
  const text = value.trim().startsWith("{")
    ? value
    : existsSync(resolve(cwd, value))
      ? readFileSync(resolve(cwd, value), "utf8")
      : undefined;
  if (text === undefined) throw new StartupError(`Configuration error: ${name} is neither JSON nor a readable file.`);
  try {
    return JSON.parse(text);
  } catch {
    throw new StartupError(`Configuration error: ${name} does not hold valid JSON.`);
  }
}

/**
 * FIREBASE_SERVICE_ACCOUNT (the key file's JSON, or its path) and FIREBASE_WEB_CONFIG (JSON:
 * apiKey, projectId, messagingSenderId, appId, vapidKey) switch pushes on together; neither
 * leaves them off, one without the other stops the server with a line saying what is missing.
 */
export function pushConfig(
  vars: { FIREBASE_SERVICE_ACCOUNT?: string | undefined; FIREBASE_WEB_CONFIG?: string | undefined },
  cwd: string,
): PushConfig | null {
  const { FIREBASE_SERVICE_ACCOUNT: account, FIREBASE_WEB_CONFIG: web } = vars;
  if (account === undefined && web === undefined) return null;
  if (account === undefined || web === undefined)
    throw new StartupError(
      `Configuration error: ${account === undefined ? "FIREBASE_SERVICE_ACCOUNT" : "FIREBASE_WEB_CONFIG"} is required with ${account === undefined ? "FIREBASE_WEB_CONFIG" : "FIREBASE_SERVICE_ACCOUNT"} (pushes need both, or neither for none).`,
    );
  const serviceAccount = serviceAccountSchema.safeParse(readJson("FIREBASE_SERVICE_ACCOUNT", account, cwd));
  if (!serviceAccount.success)
    throw new StartupError(
      "Configuration error: FIREBASE_SERVICE_ACCOUNT must be a service account key (project_id, client_email, private_key).",
    );
  const webConfig = webConfigSchema.safeParse(readJson("FIREBASE_WEB_CONFIG", web, cwd));
  if (!webConfig.success)
    throw new StartupError(
      "Configuration error: FIREBASE_WEB_CONFIG must be JSON with apiKey, projectId, messagingSenderId, appId and vapidKey.",
    );
  return { serviceAccount: serviceAccount.data, web: webConfig.data };
}
