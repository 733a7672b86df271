import net from "node:net";
import type { AddressInfo } from "node:net";
import { httpMessages } from "@halisaha/data/contract";
import { describe, expect, it } from "vitest";
import { ok } from "../src/http/envelope";
import type { ApiModule } from "../src/modules";
import { createTestApp } from "./helpers/app";

/** Splits raw HTTP/1.1 responses read off one socket (each has a Content-Length). */
function responsesOf(raw: string): { head: string; body: string }[] {
  const responses: { head: string; body: string }[] = [];
  let rest = raw;
  while (rest.startsWith("HTTP/1.1")) {
    const end = rest.indexOf("\r\n\r\n");
    const head = rest.slice(0, end);
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    const bodyBytes = Buffer.from(rest.slice(end + 4)).subarray(0, length);
    const body = bodyBytes.toString();
    responses.push({ head, body });
    rest = rest.slice(end + 4 + body.length);
  }
  return responses;
}

describe("shutting down", () => {
  it("finishes the running request and answers one that arrives while closing with the 503 envelope", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow: ApiModule = {
      prefix: "/__slow",
      routes: async (app) => {
        app.get("/", async () => {
          started();
          await gate;
          return ok({ finished: true });
        });
      },
    };
    const testApp = await createTestApp({ extraModules: [slow] });
    const { app } = testApp;
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;

      // Two requests on one keep-alive connection: the first is running when the shutdown
      // begins (so the connection stays open), the second arrives after it began.
      const socket = net.connect(port, "127.0.0.1");
      let raw = "";
      socket.setEncoding("utf8").on("data", (chunk: string) => (raw += chunk));
      const socketClosed = new Promise((resolve) => socket.on("close", resolve));
      socket.write("GET /api/__slow HTTP/1.1\r\nHost: localhost\r\n\r\n");
      await running;
      const closed = app.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await Promise.all([closed, socketClosed]);

      const [first, second] = responsesOf(raw);
      expect(first?.head).toMatch(/^HTTP\/1\.1 200/);
      expect(JSON.parse(first?.body ?? "")).toMatchObject({ success: true, data: { finished: true } });
      expect(second?.head).toMatch(/^HTTP\/1\.1 503/);
      expect(second?.head).toMatch(/\r\nconnection: close/i);
      expect(second?.head).toMatch(/\r\nretry-after: 5/i);
      expect(JSON.parse(second?.body ?? "")).toEqual({
        success: false,
        message: httpMessages.serviceUnavailable,
        data: null,
      });
    } finally {
      release();
      await testApp.close();
    }
  });
});
