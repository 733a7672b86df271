/** What a push shows: the notification's title and body; `link` (an app path) opens on a click. */
export interface PushMessage {
  title: string;
  body: string;
  link: string | null;
  notificationId: number;
}

/** `invalid_token`: the push service says the token will never work again (drop it). */
export type PushResult = "sent" | "invalid_token";

/**
 * Sends pushes to registered devices. `send` throws when the service fails for now (network,
 * 5xx, quota): the push job retries it with backoff.
 */
export interface PushSender {
  send(token: string, message: PushMessage): Promise<PushResult>;
  close(): Promise<void>;
}
