/**
 * Open-loop HTTP load at a fixed arrival rate, for the benchmarks' latency targets.
 *
 * "p99 at 200 requests/s" means requests arriving 5 ms apart, each timed until its answer.
 * autocannon's `overallRate` cannot express that: every connection sends its quota for the
 * second back to back when the second starts, so 200/s over 20 connections is a burst of
 * 200 requests twenty at a time, then silence; and its coordinated-omission correction takes
 * `Math.ceil(1 / rate)` (1 ms) as the expected interval, which re-records every response once
 * per millisecond of its latency. The benchmarks still print that burst, labelled as one.
 *
 * Here request i is due at start + i / rate and is sent then, whatever earlier requests are
 * doing (open loop). Its latency runs from when it was due, not from when it left, so any
 * wait for a free socket or a late timer counts against the server (no coordinated omission).
 */
import http from "node:http";

/**
 * Sends `rate × seconds` requests, `1000 / rate` ms apart, over keep-alive connections (at
 * most `maxSockets`): GETs of `base` + `paths` in turn, or `request(index)` =
 * `{ method, path, headers, body }` for anything else (a body is sent as JSON). Resolves with
 * the latencies in ms (sorted), the status counts and the achieved rate; rejects on a network
 * error.
 */
export async function pacedLoad({ base, paths, request: requestFor, rate, seconds, maxSockets = 64 }) {
  const describe = requestFor ?? ((index) => ({ path: paths[index % paths.length] }));
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  const statuses = new Map();
  const start = performance.now() + 20;
  let sent = 0;
  let finished = 0;
  let failed = false;
  try {
    await new Promise((resolve, reject) => {
      const send = (index) => {
        const due = start + index * interval;
        const { method = "GET", path, headers = {}, body } = describe(index);
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const options = {
          agent,
          method,
          headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
        };
        const request = http.request(`${base}${path}`, options, (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - due);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            finished += 1;
            if (finished === total) resolve();
          });
        });
        request.on("error", (error) => {
          failed = true;
          reject(error);
        });
        request.end(payload);
      };
      // One timer that sends every request already due: a late tick sends the backlog at once
      // (and those requests carry the lateness in their latency).
      const tick = () => {
        const now = performance.now();
        while (!failed && sent < total && start + sent * interval <= now) send(sent++);
        if (!failed && sent < total)
          setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      };
      setTimeout(tick, Math.max(0, start - performance.now()));
    });
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  const elapsed = (performance.now() - start) / 1000;
  return { latencies, statuses, total, achievedRate: total / elapsed };
}

/** The nearest-rank percentile (0-100) of sorted values. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50/p90/p99/max of a paced run, rounded to 0.1 ms, for console.table. */
export function latencySummary({ latencies }) {
  const round = (value) => Math.round(value * 10) / 10;
  return {
    "p50 ms": round(percentile(latencies, 50)),
    "p90 ms": round(percentile(latencies, 90)),
    "p99 ms": round(percentile(latencies, 99)),
    "max ms": round(latencies.at(-1) ?? Number.NaN),
  };
}
