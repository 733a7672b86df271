import { Agent, createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";

/**
 * A local stand-in for the FCM HTTP v1 API (`POST /v1/projects/{project}/messages:send`), so
 * the real `firebase-admin` SDK can be driven in tests:
 *
 * - `Authorization: Bearer <token>` is required (401 otherwise);
 * - a token in `unregistered` answers 404 with the `UNREGISTERED` FcmError, as FCM does for a
 *   browser that unsubscribed; `failNext(n)` answers the next n sends with 500 `INTERNAL` (the SDK itself retries only 503s);
 * - every accepted message is kept in `messages`.
 *
 * `agent()` is an HTTP agent for the SDK's `httpAgent` option: every connection the SDK opens
 * (to https://fcm.googleapis.com) reaches this server instead, in plain HTTP.
 */
export interface FcmMessage {
  project: string;
  token: string;
  notification?: { title?: string; body?: string };
  data?: Record<string, string>;
}

export class FcmFake {
  readonly messages: FcmMessage[] = [];
  readonly unregistered = new Set<string>();
  private failures = 0;
  private server: Server | undefined;
  private port = 0;

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  failNext(count = 1): void {
    this.failures = count;
  }

  agent(): Agent {
    const port = this.port;
    const agent = new (class extends Agent {
      override createConnection(): Socket {
        return connect(port, "127.0.0.1");
      }
    })({ keepAlive: false });
    // The SDK calls https://…; Node checks the agent's protocol against the URL's.
    (agent as unknown as { protocol: string }).protocol = "https:";
    return agent;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
      response.end(JSON.stringify(body));
    };
    const match = /^\/v1\/projects\/([^/]+)\/messages:send$/.exec(request.url ?? "");
    if (request.method !== "POST" || !match) return answer(404, fcmError(404, "NOT_FOUND", "Not found"));
    if (!/^Bearer \S+/.test(request.headers.authorization ?? ""))
      return answer(401, fcmError(401, "UNAUTHENTICATED", "Request had invalid authentication credentials."));
    if (this.failures > 0) {
      this.failures -= 1;
      return answer(500, fcmError(500, "INTERNAL", "Internal error encountered.", "INTERNAL"));
    }
    const { message } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { message: Omit<FcmMessage, "project"> };
    if (this.unregistered.has(message.token))
      return answer(404, fcmError(404, "NOT_FOUND", "Requested entity was not found.", "UNREGISTERED"));
    this.messages.push({ project: match[1]!, ...message });
    answer(200, { name: `projects/${match[1]}/messages/${this.messages.length}` });
  }
}

function fcmError(code: number, status: string, message: string, errorCode?: string) {
  return {
    error: {
      code,
      message,
      status,
      ...(errorCode && {
        details: [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode }],
      }),
    },
  };
}
