import http from 'node:http';

// Load for the submit benchmark: HTTP calls on kept-alive loopback connections, an open-loop
// driver (calls leave on a fixed schedule whatever the server's pace, and each latency counts from
// when its call was due, so a server falling behind shows in the figures instead of slowing the
// load) and a closed-loop one (n workers, each calling again as soon as its answer comes).

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

export interface Reply {
  status: number;
  body: string;
}

/** One HTTP call; a call with no answer within `timeoutMs` fails with status 0. */
export function call(baseUrl: string, method: 'GET' | 'POST', pathAndQuery: string, headers: Record<string, string>, body?: string, timeoutMs = 10_000): Promise<Reply> {
  return new Promise((resolve) => {
    const req = http.request(
      `${baseUrl}${pathAndQuery}`,
      { method, agent, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', () => resolve({ status: 0, body: 'response error' }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: 0, body: e.message }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The web client's headers: its session cookie, and its own origin (the server refuses others on /trpc). */
export const webHeaders = (baseUrl: string, token: string) => ({ cookie: `clima_session=${token}`, origin: baseUrl });

/** A tRPC call as the web client's batch link sends it (one call per batch, no transformer). */
export const trpcQuery = (procedure: string, input: unknown) => `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
export const trpcMutation = (procedure: string) => `/trpc/${procedure}?batch=1`;
export const trpcBody = (input: unknown) => JSON.stringify({ 0: input });

/** The data of a batched tRPC answer, or throws with the error it carries. */
export function trpcData<T>(reply: Reply): T {
  const parsed = JSON.parse(reply.body) as { result?: { data: T }; error?: unknown }[];
  const first = parsed[0];
  if (reply.status !== 200 || !first?.result) throw new Error(`HTTP ${reply.status}: ${reply.body.slice(0, 300)}`);
  return first.result.data;
}

export interface StepResult {
  rate: number;
  sent: number;
  ok: number;
  errors: number;
  /** Successful calls per second, from the first call's due time to the last answer. */
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  /** A few distinct error answers, to tell what failed. */
  samples: string[];
}

const quantile = (sorted: readonly number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]! : NaN);

function summarise(rate: number, started: number, ended: number, latencies: number[], errors: string[]): StepResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const seconds = Math.max(1e-3, (ended - started) / 1000);
  return {
    rate,
    sent: latencies.length + errors.length,
    ok: latencies.length,
    errors: errors.length,
    achieved: latencies.length / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
    samples: [...new Set(errors)].slice(0, 3),
  };
}

/**
 * Sends `rate` calls per second for `seconds`, on schedule. `send(i)` makes the i-th call and says
 * whether it succeeded (an error text otherwise). Latency: from the call's due time to its answer.
 */
export async function openLoop(rate: number, seconds: number, send: (i: number) => Promise<string | null>): Promise<StepResult> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const errors: string[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let ended = started;
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
    for (; sent < due; sent++) {
      const dueAt = started + (sent * 1000) / rate;
      pending.push(
        send(sent).then((error) => {
          const now = performance.now();
          ended = Math.max(ended, now);
          if (error === null) latencies.push(now - dueAt);
          else errors.push(error);
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  return summarise(rate, started, ended, latencies, errors);
}

/** `workers` callers, each calling again as soon as it has its answer, for `seconds`. */
export async function closedLoop(workers: number, seconds: number, send: (worker: number) => Promise<string | null>): Promise<StepResult> {
  const latencies: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  let ended = started;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < stopAt) {
        const t0 = performance.now();
        const error = await send(w);
        const now = performance.now();
        ended = Math.max(ended, now);
        if (error === null) latencies.push(now - t0);
        else errors.push(error);
      }
    }),
  );
  return summarise(workers, started, ended, latencies, errors);
}

export function closeConnections(): void {
  agent.destroy();
}
