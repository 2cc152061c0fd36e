import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AnyRouter } from '@trpc/server';
import { APP_ERRORS, v1CodeOf } from '../lib/errors.js';
import { appErrorOf, createCallerFactory } from '../trpc/init.js';
import type { AppDeps } from '../trpc/context.js';
import { createContext } from '../trpc/create-context.js';
import { walkProcedures } from '../trpc/walk.js';

type Caller = Record<string, unknown>;

function resolveCall(caller: Caller, path: string): (input: unknown) => Promise<unknown> {
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Caller)[key], caller);
  return fn as (input: unknown) => Promise<unknown>;
}

/** The v1 error body: the code a legacy client routes on and the catalogue's message. */
export function sendV1Error(reply: FastifyReply, error: unknown) {
  const app = appErrorOf(error);
  if (app.code === 'INTERNAL') reply.log.error({ err: error }, 'v1 call failed');
  const { status, message } = APP_ERRORS[app.code];
  return reply.code(status).send({ code: v1CodeOf(app), message, ...(app.fieldErrors ? { errors: app.fieldErrors } : {}) });
}

// Legacy REST paths served from procedure metadata: one handler per capability, never two.
export function registerV1(app: FastifyInstance, router: AnyRouter, deps: AppDeps): string[] {
  const createCaller = createCallerFactory(router);
  const served: string[] = [];
  // A body Fastify cannot read (malformed JSON, wrong content type, too large) is bad input too, and
  // answers in the v1 shape rather than Fastify's own.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, _req, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ code: 'BAD_INPUT', message: APP_ERRORS.BAD_INPUT.message, errors: { _: [error.message ?? 'Unreadable request'] } });
    }
    return sendV1Error(reply, error);
  });
  const routes = walkProcedures(router).filter((p) => p.meta.v1);
  // Static segments before parameters, so /users/summary/x is not taken by /users/:id.
  routes.sort((a, b) => a.meta.v1!.path.split(':').length - b.meta.v1!.path.split(':').length);
  for (const entry of routes) {
    const v1 = entry.meta.v1!;
    served.push(`${v1.method} /v1${v1.path}`);
    app.route({
      method: v1.method,
      url: `/v1${v1.path}`,
      handler: async (req, reply) => {
        try {
          const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
          const raw = { ...(req.query as Record<string, unknown>), ...body, ...(req.params as Record<string, unknown>) };
          const ctx = await createContext(deps, req, reply, 'v1');
          const result = await resolveCall(createCaller(ctx) as Caller, entry.path)(v1.input ? v1.input(raw) : raw);
          if ((result === null || result === undefined) && v1.empty) return reply.code(v1.empty).send();
          if (v1.file) {
            // Procedures return files as base64 (tRPC speaks JSON); a v1 client gets the bytes.
            const file = result as { filename: string; contentType: string; base64: string };
            return reply
              .code(200)
              .header('content-type', file.contentType)
              .header('content-disposition', `attachment; filename="${file.filename}"`)
              .send(Buffer.from(file.base64, 'base64'));
          }
          return reply.code(v1.status ?? 200).send(v1.output ? v1.output(result) : result);
        } catch (error) {
          return sendV1Error(reply, error);
        }
      },
    });
  }
  return served;
}
