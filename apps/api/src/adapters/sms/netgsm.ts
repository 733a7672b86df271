import { SmsDeliveryError, type SmsSender } from "./types";

export interface NetgsmOptions {
  /** NetGSM's REST v2 send endpoint (SMS_API_URL). */
  apiUrl: string;
  username: string;
  password: string;
  /** The approved sender name (msgheader). */
  sender: string;
  /** @default 10_000 */
  timeoutMs?: number;
}

interface NetgsmAnswer {
  code?: string;
  jobid?: string;
  description?: string;
}

/**
 * NetGSM REST v2: `POST {apiUrl}` with HTTP Basic credentials and
 * `{ msgheader, messages: [{ msg, no }], encoding: "TR" }`; code "00" means queued.
 */
export function createNetgsmSms({
  apiUrl,
  username,
  password,
  sender,
  timeoutMs = 10_000,
}: NetgsmOptions): SmsSender {
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;
  return {
    async send(phone, text) {
      let response: Response;
      try {
        response = await fetch(apiUrl, {
          method: "POST",
          headers: { "content-type": "application/json", authorization },
          body: JSON.stringify({ msgheader: sender, messages: [{ msg: text, no: phone }], encoding: "TR" }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError(
          `NetGSM unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const raw = await response.text();
      const answer = parseAnswer(raw);
      if (!response.ok || answer?.code !== "00") {
        const detail = answer ? `code ${answer.code ?? "?"} ${answer.description ?? ""}` : raw.slice(0, 200);
        throw new SmsDeliveryError(`NetGSM refused the message (HTTP ${response.status}): ${detail.trim()}`);
      }
    },
  };
}

function parseAnswer(raw: string): NetgsmAnswer | null {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null ? (value as NetgsmAnswer) : null;
  } catch {
    return null;
  }
}
