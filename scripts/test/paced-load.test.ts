import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script of the repository, without type declarations
import { latencySummary, pacedLoad, percentile } from "../lib/paced-load.mjs";

type Run = { latencies: number[]; statuses: Map<number, number>; total: number; achievedRate: number };

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A local server that answers after `delayMs` and records when each request arrived. */
async function slowServer(delayMs: number, status = 200) {
  const arrivals: number[] = [];
  const paths: string[] = [];
  const server = http.createServer((request, response) => {
    arrivals.push(performance.now());
    paths.push(request.url ?? "");
    setTimeout(() => response.writeHead(status).end("{}"), delayMs);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, arrivals, paths };
}

describe("pacedLoad", () => {
  it("sends rate × seconds requests spread over the time, not in a burst, with the paths in turn", async () => {
    const server = await slowServer(5);
    const run = (await pacedLoad({ base: server.base, paths: ["/a", "/b"], rate: 100, seconds: 0.6 })) as Run;
    expect(run.total).toBe(60);
    expect(run.statuses.get(200)).toBe(60);
    // New connections may overtake each other, so count rather than compare the order.
    expect(server.paths.filter((path) => path === "/a")).toHaveLength(30);
    expect(server.paths.filter((path) => path === "/b")).toHaveLength(30);
    // 60 requests 10 ms apart span about 590 ms; autocannon's rate would send them at once.
    const span = server.arrivals.at(-1)! - server.arrivals[0]!;
    expect(span).toBeGreaterThan(300);
    const inFirstTenth = server.arrivals.filter((t) => t - server.arrivals[0]! < 60).length;
    expect(inFirstTenth).toBeLessThan(25);
    // Every answer took at least the server's 5 ms.
    expect(run.latencies[0]).toBeGreaterThanOrEqual(4);
  });

  it("times each request from when it was due, so waiting for a busy server counts", async () => {
    // One connection, a server that needs 50 ms a request, requests due every 10 ms: the
    // twentieth request is due at 190 ms but can only finish at about 1000 ms.
    const server = await slowServer(50);
    const run = (await pacedLoad({
      base: server.base,
      paths: ["/"],
      rate: 100,
      seconds: 0.2,
      maxSockets: 1,
    })) as Run;
    expect(run.total).toBe(20);
    expect(run.latencies.at(-1)).toBeGreaterThan(600);
    expect(run.latencies[0]).toBeLessThan(400);
  });

  it("sends other methods, headers and a JSON body from request(index)", async () => {
    const received: { method?: string; type?: string; auth?: string; body: string }[] = [];
    const server = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        received.push({
          method: request.method,
          type: request.headers["content-type"],
          auth: request.headers.authorization,
          body,
        });
        response.writeHead(201).end();
      });
    });
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    const run = (await pacedLoad({
      base: `http://127.0.0.1:${port}`,
      rate: 50,
      seconds: 0.1,
      request: (index: number) => ({
        method: "POST",
        path: "/reservations",
        headers: { authorization: `Bearer ${index}` },
        body: { n: index },
      }),
    })) as Run;
    expect(run.statuses.get(201)).toBe(5);
    expect(received.map((r) => r.body).sort()).toEqual([0, 1, 2, 3, 4].map((n) => JSON.stringify({ n })));
    const fourth = received.find((r) => r.body === JSON.stringify({ n: 4 }));
    expect(fourth).toMatchObject({ method: "POST", type: "application/json", auth: "Bearer 4" });
  });

  it("counts answers by status", async () => {
    const server = await slowServer(1, 503);
    const run = (await pacedLoad({ base: server.base, paths: ["/"], rate: 50, seconds: 0.2 })) as Run;
    expect(run.statuses.get(503)).toBe(10);
    expect(run.statuses.get(200)).toBeUndefined();
  });

  it("rejects when the server cannot be reached", async () => {
    const server = await slowServer(1);
    const base = server.base;
    await new Promise((done) => servers.pop()!.close(done));
    await expect(pacedLoad({ base, paths: ["/"], rate: 50, seconds: 0.1 })).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe("percentile", () => {
  it("takes the nearest rank of sorted values", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNaN();
  });

  it("summarises a run in milliseconds rounded to a tenth", () => {
    const latencies = Array.from({ length: 1000 }, (_, i) => (i + 1) / 10 + 0.04);
    expect(latencySummary({ latencies })).toEqual({
      "p50 ms": 50,
      "p90 ms": 90,
      "p99 ms": 99,
      "max ms": 100,
    });
  });
});
