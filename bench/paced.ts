/**
 * An open-loop, constant-rate load generator: request i is due at start + i / rate whatever
 * happened to the ones before it, and its latency is measured from that due time, not from when
 * it was sent. A server that stalls for 100 ms therefore shows the queue it built in every request
 * due during the stall (autocannon's and wrk's closed loops wait for an answer before sending the
 * next request, so a stall delays the requests instead of timing them: coordinated omission).
 *
 * Keep-alive connections from one node:http Agent, at most `connections` at a time; requests due
 * while all are busy wait in the agent's queue, and that wait is part of their latency. The
 * generator's own lateness (a due request sent late because this process was busy) is reported
 * apart, so a p99 can be told from the load generator's.
 */
import http from 'node:http';

export interface PacedResult {
  /** 200 answers per second over the run. */
  rps: number;
  sent: number;
  errors: number;
  /** Latency from due time to the end of the answer, ms. */
  p50: number;
  p99: number;
  max: number;
  /** How late this process sent requests after their due time, ms (its own share of the latency). */
  sendLagP99: number;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

/** Sends GET `url` at `rate` per second for `seconds`, then waits for the answers still out. */
export async function paced(
  url: string,
  {
    rate,
    seconds,
    connections = 50,
    headers = {},
  }: { rate: number; seconds: number; connections?: number; headers?: Record<string, string> },
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const total = Math.round(rate * seconds);
  const latencies = new Float64Array(total);
  const lags = new Float64Array(total);
  let answered = 0;
  let errors = 0;
  const live = new Set<http.ClientRequest>();
  const start = performance.now();

  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      lags[i] = performance.now() - due;
      let settled = false;
      // An answer's end, or an error: whichever comes first (a cut-off request may see both).
      const settle = (ok: boolean) => {
        if (settled) return;
        settled = true;
        latencies[i] = performance.now() - due;
        if (ok) answered++;
        else errors++;
        live.delete(req);
        resolve();
      };
      const req = http.get(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => settle(res.statusCode === 200));
        },
      );
      live.add(req);
      req.on('error', () => settle(false));
    });

  const out: Promise<void>[] = [];
  let next = 0;
  await new Promise<void>((finish) => {
    const tick = () => {
      const now = performance.now();
      // Every request due by now goes out, however late this tick is.
      while (next < total && start + (next * 1000) / rate <= now) {
        out.push(send(next, start + (next * 1000) / rate));
        next++;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + (next * 1000) / rate - performance.now()));
      else finish();
    };
    tick();
  });
  // An overloaded server could leave minutes of queue: what is unanswered 10 s after the last
  // request was due is cut off and counted as an error, with its latency up to then.
  const cutOff = setTimeout(() => {
    for (const req of live) req.destroy();
  }, 10_000);
  await Promise.all(out);
  clearTimeout(cutOff);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort();
  lags.sort();
  return {
    rps: answered / elapsed,
    sent: total,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
    sendLagP99: percentile(lags, 99),
  };
}
