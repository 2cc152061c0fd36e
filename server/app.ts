import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { sql } from 'kysely';
import { rejectForeignOrigin } from './auth/origin.js';
import { registerSecurityHeaders } from './auth/security-headers.js';
import { runAs } from './db/connection-guard.js';
import { ConnectionBusyError } from './db/pglite-dialect.js';
import { buildOpenApi } from './rest/openapi.js';
import { registerV1 } from './rest/v1-adapter.js';
import type { AppDeps } from './trpc/context.js';
import { createContext } from './trpc/create-context.js';
import { appRouter, type AppRouter } from './trpc/router.js';

const CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');
const VERSION = '0.1.0';
const HEALTH_WAIT_MS = 1000;

/** One dependency's state within a second: a database held by a long request reads as busy, not as a hang. */
async function probe(check: () => Promise<unknown>): Promise<'ok' | 'busy' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const busy = new Promise<'busy'>((resolve) => (timer = setTimeout(() => resolve('busy'), HEALTH_WAIT_MS)));
  const answer = check().then(
    (value): 'ok' | 'down' => (value === false ? 'down' : 'ok'),
    (error: unknown): 'busy' | 'down' => (error instanceof ConnectionBusyError ? 'busy' : 'down'),
  );
  try {
    return await Promise.race([answer, busy]);
  } finally {
    clearTimeout(timer);
  }
}

export interface AppOptions {
  deps: AppDeps;
  logLevel?: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Serve the built client (off in API-only tests). */
  serveClient?: boolean;
}

/**
 * One line per request, when it is answered (Fastify writes two, each with the whole URL): the path
 * only, as a tRPC query's input (a search, an e-mail) travels in the query string. Fastify's error
 * logs (the default error handler's, a failed reply's) stay as they are.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const line = { method: req.method, path: req.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

export async function buildApp({ deps, logLevel = 'info', serveClient = true, trustProxy = false }: AppOptions): Promise<FastifyInstance> {
  // The spec writes some paths with a trailing slash (PUT users/confirm/): every path answers with and without it.
  const app = Fastify({
    logger: { level: logLevel },
    logController: new OneLinePerRequest(),
    trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  await app.register(cookie);
  await registerSecurityHeaders(app, deps.payments.browser.tokenUrl);
  // Each request's work carries its method and path, so a wait for the database can name who holds it.
  app.addHook('onRequest', (req, _reply, done) => runAs(`${req.method} ${req.url.split('?')[0]}`, done));
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/trpc') || req.url.startsWith('/v1')) await rejectForeignOrigin([deps.appUrl])(req, reply);
  });
  // tRPC speaks GET (queries) and POST (mutations): a preflight learns so, with no CORS grant (the
  // API serves its own origin), instead of reaching tRPC as a request without a body.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS' && req.url.startsWith('/trpc')) await reply.code(204).header('allow', 'GET, POST').send();
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }: { req: Parameters<typeof createContext>[1]; res: Parameters<typeof createContext>[2] }) => createContext(deps, req, res, 'web'),
    },
  });

  await app.register(async (v1) => {
    registerV1(v1, appRouter, deps);
    v1.get('/v1/openapi.json', async () => buildOpenApi(appRouter, VERSION));
    v1.all('/v1/*', async (_req, reply) => reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' }));
  });

  app.get('/health', async (_req, reply) => {
    // Answers within a second even while a request holds the embedded database's one connection.
    const [postgres, duckdb] = await Promise.all([probe(() => sql`select 1`.execute(deps.db)), probe(() => deps.analytics.ping())]);
    const ok = postgres === 'ok' && duckdb === 'ok';
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', postgres, duckdb, version: VERSION });
  });

  if (serveClient && existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    await app.register(fastifyStatic, { root: CLIENT_DIR, wildcard: false });
    // History-style routes: any other GET that wants a page gets the client, which routes it.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && !req.url.startsWith('/trpc')) return reply.sendFile('index.html');
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    });
  }
  return app;
}

export type { AppRouter };
