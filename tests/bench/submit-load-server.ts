import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The real server (server/main.ts), started as its own process on loopback as an operator would
// start it: production mode, its own keys, the default log level (a line per request), the
// automatic release step and delivery job. The benchmark drives it over HTTP only.

/** Where the server's log is kept after the run (the data directory goes). */
export const KEPT_LOG = path.resolve(import.meta.dirname, 'results', 'submit-load-server.log');

export interface RunningServer {
  baseUrl: string;
  logFile: string;
  child: ChildProcess;
  /** How the server ended before `stop` (a crash, or a signal from elsewhere); null while it runs. */
  ended(): string | null;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on `databaseUrl` and waits until it listens (at most `timeoutMs`). `nodeArgs`
 * go to its node (a CPU profile); `dir` is the checkout it runs from (another version, to compare).
 */
export async function startServer(
  databaseUrl: string,
  { nodeArgs = [] as string[], timeoutMs = 90_000, dir = path.resolve(import.meta.dirname, '../..') } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clima-submit-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  const baseUrl = `http://127.0.0.1:${port}`;
  const secret = () => randomBytes(32).toString('base64url');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SESSION_SECRET: secret(),
      PSEUDONYM_KEY: secret(),
      SEALING_KEY: secret(),
      SMTP_URL: '',
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  let ending: string | null = null;
  let stopping = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) ending = signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolve();
    }),
  );
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    mkdirSync(path.dirname(KEPT_LOG), { recursive: true });
    copyFileSync(logFile, KEPT_LOG);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped during its start (exit ${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    if (statSync(logFile).size > 0 && readFileSync(logFile, 'utf8').includes('Clima is running at')) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server did not start in time');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, logFile, child, ended: () => ending, stop };
}
