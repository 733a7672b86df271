import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createConsoleSms, createNetgsmSms, createSmsSender, SmsDeliveryError } from "../src/adapters/sms";
import { isCommonPassword } from "../src/auth";
import { testConfig } from "./helpers/app";

describe("development SMS adapter", () => {
  it("writes one info log line with phone and code, and the same text as a plain stdout line", async () => {
    const logLines: string[] = [];
    const out: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });
    const sms = createConsoleSms({ logger, out: { write: (text: string) => out.push(text) } });

    await sms.send("5550000001", "Halısaha telefon doğrulama kodunuz: 042917.", { code: "042917" });

    const line = "SMS (geliştirme): 5550000001 numarasına doğrulama kodu 042917";
    expect(out).toEqual([`${line}\n`]);
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0]!)).toMatchObject({
      level: 30,
      sms: true,
      phone: "5550000001",
      code: "042917",
      msg: line,
    });
  });

  it("still prints the plain line when the log is silent", async () => {
    const out: string[] = [];
    const sms = createConsoleSms({
      logger: pino({ level: "silent" }),
      out: { write: (t: string) => out.push(t) },
    });

    await sms.send("5551112233", "kod 123456", { code: "123456" });

    expect(out).toEqual(["SMS (geliştirme): 5551112233 numarasına doğrulama kodu 123456\n"]);
  });

  it("is the default adapter", () => {
    expect(testConfig().sms).toEqual({ provider: "console" });
    expect(createSmsSender(testConfig().sms, pino({ level: "silent" }))).toHaveProperty("send");
  });
});

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: unknown;
}

describe("NetGSM adapter against a local fake", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function fakeNetgsm(status: number, answer: string): Promise<{ url: string; received: Received[] }> {
    const received: Received[] = [];
    server = createServer((request, response) => {
      let raw = "";
      request.setEncoding("utf8").on("data", (chunk: string) => (raw += chunk));
      request.on("end", () => {
        received.push({
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: JSON.parse(raw),
        });
        response.writeHead(status, { "content-type": "application/json" }).end(answer);
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/rest/v2/send`, received };
  }

  const options = { username: "8501234567", password: "gizli", sender: "HALISAHA" };

  it("posts the message with Basic credentials and resolves on code 00", async () => {
    const fake = await fakeNetgsm(200, JSON.stringify({ code: "00", jobid: "17376", description: "queued" }));
    const sms = createNetgsmSms({ apiUrl: fake.url, ...options });

    await sms.send("5550000001", "Halısaha kodunuz: 123456", { code: "123456" });

    expect(fake.received).toEqual([
      {
        method: "POST",
        url: "/sms/rest/v2/send",
        headers: expect.objectContaining({
          "content-type": "application/json",
          authorization: `Basic ${Buffer.from("8501234567:gizli").toString("base64")}`,
        }),
        body: {
          msgheader: "HALISAHA",
          messages: [{ msg: "Halısaha kodunuz: 123456", no: "5550000001" }],
          encoding: "TR",
        },
      },
    ]);
  });

  it("rejects with the provider's code when it refuses, without the credentials", async () => {
    const fake = await fakeNetgsm(200, JSON.stringify({ code: "30", description: "invalid credentials" }));
    const sms = createNetgsmSms({ apiUrl: fake.url, ...options });

    const error = await sms.send("5550000001", "kod").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toMatch(/code 30 invalid credentials/);
    expect((error as Error).message).not.toContain("gizli");
  });

  it("rejects on an HTTP error and when the provider cannot be reached", async () => {
    const fake = await fakeNetgsm(500, "Internal Server Error");
    await expect(createNetgsmSms({ apiUrl: fake.url, ...options }).send("5550000001", "kod")).rejects.toThrow(
      /HTTP 500/,
    );
    await expect(
      createNetgsmSms({ apiUrl: "http://127.0.0.1:1/send", ...options }).send("5550000001", "kod"),
    ).rejects.toThrow(/unreachable/);
  });

  it("is chosen by SMS_PROVIDER=netgsm, which needs its credentials", () => {
    expect(() => testConfig({ SMS_PROVIDER: "netgsm" })).toThrow(
      /SMS_USERNAME is required when SMS_PROVIDER=netgsm; SMS_PASSWORD is required .*; SMS_SENDER is required/,
    );
    expect(
      testConfig({ SMS_PROVIDER: "netgsm", SMS_USERNAME: "u", SMS_PASSWORD: "p", SMS_SENDER: "HALISAHA" })
        .sms,
    ).toEqual({
      provider: "netgsm",
      apiUrl: "https://api.netgsm.com.tr/sms/rest/v2/send",
      username: "u",
      password: "p",
      sender: "HALISAHA",
    });
  });
});

describe("common-password list", () => {
  it.each([
    "123456",
    "password",
    "Password1",
    "qwerty123",
    "GALATASARAY",
    "fenerbahçe",
    "İstanbul34",
    " sifre123 ",
  ])("knows %s", (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(["Kale-Direği-42", "Halisaha123!", "mavi-kedi-sahada-7"])("lets %s pass", (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
