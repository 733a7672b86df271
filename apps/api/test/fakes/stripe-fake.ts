import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small local stand-in for the parts of the Stripe HTTP API the payments adapter uses, so
 * the real `stripe` SDK can be pointed at it (STRIPE_API_BASE):
 *
 * - `POST /v1/payment_intents`, `GET /v1/payment_intents/:id`,
 *   `POST /v1/payment_intents/:id/cancel`, `POST /v1/refunds`;
 * - form-encoded bodies with bracketed keys (`metadata[reservationId]=7`), as the SDK sends;
 * - `Authorization: Bearer <secret key>` checked (401 otherwise);
 * - `Idempotency-Key`: the same key with the same request answers the stored response again
 *   (`Idempotent-Replayed: true`); with other parameters a 400 `idempotency_error`;
 * - errors as Stripe shapes them (`{ error: { type, code, message } }`), with
 *   `Stripe-Should-Retry: false` so the SDK does not retry them.
 *
 * Tests drive what the browser and Stripe would do: `succeed(id)` / `decline(id)` settle an
 * intent, `event(type, intent)` builds the event body Stripe would deliver, `failNext()` makes
 * the next request a 500.
 */
export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "requires_payment_method" | "succeeded" | "canceled";
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  payment_intent: string;
  currency: string;
  status: "succeeded";
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
}

type Answer = { status: number; body: unknown };

export class StripeFake {
  readonly intents = new Map<string, FakePaymentIntent>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly requests: RecordedRequest[] = [];
  private readonly idempotent = new Map<string, { fingerprint: string; answer: Answer }>();
  private failures = 0;
  private server: Server | undefined;

  constructor(readonly secretKey = `sk_test_fake_${randomBytes(8).toString("hex")}`) {}

  /** Listens on a free local port; answers the base URL for STRIPE_API_BASE. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next `count` requests answer 500 (not retried by the SDK). */
  failNext(count = 1): void {
    this.failures += count;
  }

  /** What Stripe does when the browser confirms with a good card. */
  succeed(id: string): FakePaymentIntent {
    const intent = this.intent(id);
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    return { ...intent };
  }

  /** A declined card: the intent stays payable (Stripe's requires_payment_method). */
  decline(id: string): FakePaymentIntent & { last_payment_error: { code: string } } {
    return { ...this.intent(id), last_payment_error: { code: "card_declined" } };
  }

  intent(id: string): FakePaymentIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`the fake has no payment intent ${id}`);
    return intent;
  }

  /** The JSON body of a Stripe event about `object` (sign it with the webhook secret). */
  event(type: string, object: object, id = `evt_${randomBytes(12).toString("hex")}`): string {
    return JSON.stringify({
      id,
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
  }

  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path)),
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    const params = parseForm(method === "GET" ? url.search.slice(1) : raw);
    const key = header(request, "idempotency-key");
    this.requests.push({ method, path: url.pathname, idempotencyKey: key, params });

    if (header(request, "authorization") !== `Bearer ${this.secretKey}`) {
      return send(response, {
        status: 401,
        body: stripeError("invalid_request_error", "Invalid API Key provided"),
      });
    }
    if (this.failures > 0) {
      this.failures -= 1;
      return send(response, {
        status: 500,
        body: stripeError("api_error", "Something went wrong on Stripe's end."),
      });
    }

    const fingerprint = `${method} ${url.pathname} ${JSON.stringify(params)}`;
    if (key !== undefined && method === "POST") {
      const stored = this.idempotent.get(key);
      if (stored) {
        if (stored.fingerprint !== fingerprint)
          return send(response, {
            status: 400,
            body: stripeError(
              "idempotency_error",
              `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            ),
          });
        return send(response, stored.answer, { "idempotent-replayed": "true" });
      }
    }
    const answer = this.route(method, url.pathname, params);
    if (key !== undefined && method === "POST" && answer.status < 500)
      this.idempotent.set(key, { fingerprint, answer });
    send(response, answer);
  }

  private route(method: string, path: string, params: Record<string, unknown>): Answer {
    if (method === "POST" && path === "/v1/payment_intents") return this.createIntent(params);
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = this.intents.get(intentPath[1] ?? "");
      if (!intent) return missing("payment_intent", intentPath[1] ?? "");
      if (method === "GET" && !intentPath[2]) return { status: 200, body: intent };
      if (method === "POST" && intentPath[2]) return this.cancel(intent, params);
    }
    if (method === "POST" && path === "/v1/refunds") return this.refund(params);
    return {
      status: 404,
      body: stripeError("invalid_request_error", `Unrecognized request URL (${method}: ${path})`),
    };
  }

  private createIntent(params: Record<string, unknown>): Answer {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return {
        status: 400,
        body: stripeError("invalid_request_error", "Invalid integer", "parameter_invalid_integer"),
      };
    if (typeof params.currency !== "string")
      return {
        status: 400,
        body: stripeError("invalid_request_error", "Missing required param: currency.", "parameter_missing"),
      };
    const id = `pi_${randomBytes(12).toString("hex")}`;
    const intent: FakePaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency: params.currency,
      status: "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      metadata: stringRecord(params.metadata),
      description: typeof params.description === "string" ? params.description : null,
      cancellation_reason: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    this.intents.set(id, intent);
    return { status: 200, body: intent };
  }

  private cancel(intent: FakePaymentIntent, params: Record<string, unknown>): Answer {
    if (intent.status !== "requires_payment_method")
      return {
        status: 400,
        body: {
          error: {
            type: "invalid_request_error",
            code: "payment_intent_unexpected_state",
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            payment_intent: intent,
          },
        },
      };
    intent.status = "canceled";
    intent.cancellation_reason =
      typeof params.cancellation_reason === "string" ? params.cancellation_reason : null;
    return { status: 200, body: intent };
  }

  private refund(params: Record<string, unknown>): Answer {
    const intent = this.intents.get(String(params.payment_intent));
    if (!intent) return missing("payment_intent", String(params.payment_intent));
    if (intent.status !== "succeeded")
      return {
        status: 400,
        body: stripeError(
          "invalid_request_error",
          "This PaymentIntent does not have a successful charge to refund.",
          "charge_not_refundable",
        ),
      };
    const refunded = [...this.refunds.values()]
      .filter((r) => r.payment_intent === intent.id)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = params.amount === undefined ? intent.amount_received - refunded : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount_received - refunded)
      return {
        status: 400,
        body: stripeError(
          "invalid_request_error",
          `Refund amount (${amount}) is greater than what can be refunded.`,
          "amount_too_large",
        ),
      };
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString("hex")}`,
      object: "refund",
      amount,
      payment_intent: intent.id,
      currency: intent.currency,
      status: "succeeded",
      reason: typeof params.reason === "string" ? params.reason : null,
      metadata: stringRecord(params.metadata),
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }
}

function send(
  response: ServerResponse,
  { status, body }: Answer,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    "content-type": "application/json",
    "request-id": `req_${randomBytes(8).toString("hex")}`,
    ...(status >= 400 ? { "stripe-should-retry": "false" } : {}),
    ...headers,
  });
  response.end(JSON.stringify(body));
}

function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

function missing(kind: string, id: string): Answer {
  return {
    status: 404,
    body: stripeError("invalid_request_error", `No such ${kind}: '${id}'`, "resource_missing"),
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** `a=1&metadata[x]=y&automatic_payment_methods[enabled]=true` → nested object (one level deep suffices). */
function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const nested = /^([^[]+)\[([^\]]*)\]$/.exec(name);
    if (nested) {
      const [, outer = "", inner = ""] = nested;
      const target = (result[outer] ??= {}) as Record<string, string>;
      target[inner] = value;
    } else result[name] = value;
  }
  return result;
}

function stringRecord(value: unknown): Record<string, string> {
  return typeof value === "object" && value !== null ? { ...(value as Record<string, string>) } : {};
}
