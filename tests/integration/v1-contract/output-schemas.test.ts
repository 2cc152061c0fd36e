import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_ERRORS } from '../../../server/lib/errors.js';
import { registerV1 } from '../../../server/rest/v1-adapter.js';
import { createContext } from '../../../server/trpc/create-context.js';
import { appErrorOf, createCallerFactory, router } from '../../../server/trpc/init.js';
import { publicProcedure } from '../../../server/trpc/procedures.js';
import { appRouter } from '../../../server/trpc/router.js';
import { walkProcedures } from '../../../server/trpc/walk.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { takeOutputMismatches } from '../../setup/output-guard.js';

// Typed responses (issue 12): every procedure a v1 path exposes declares the shape of its answer,
// and tRPC checks every answer against it. An answer that does not match is the server's failure:
// 500 INTERNAL on both channels (never a 400 whose field errors would describe the answer), and a
// failing test wherever a test made it (tests/setup/output-guard.ts).

const v1Procedures = walkProcedures(appRouter).filter((p) => p.meta.v1);

/** Every object of a JSON Schema that has named properties but lets other fields pass. */
function looseObjects(node: unknown, at = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => looseObjects(n, `${at}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const schema = node as Record<string, unknown>;
  const own = schema.properties && schema.additionalProperties !== false ? [at] : [];
  return [...own, ...Object.entries(schema).flatMap(([k, v]) => looseObjects(v, `${at}.${k}`))];
}

describe('output schemas of the v1 procedures', () => {
  it('every procedure a v1 path exposes declares its output schema', () => {
    expect(v1Procedures.length).toBeGreaterThan(60);
    const missing = v1Procedures.filter((p) => !p.output).map((p) => `${p.path} (${p.meta.v1!.method} /v1${p.meta.v1!.path})`);
    expect(missing, 'v1 procedures without .output(schema)').toEqual([]);
  });

  it('every object of those schemas names all its fields: a field the code adds without documenting it fails the answer', () => {
    for (const p of v1Procedures) {
      const schema = z.toJSONSchema(p.output!, { io: 'output', unrepresentable: 'any' });
      expect(looseObjects(schema), p.path).toEqual([]);
    }
  });

  it('the detector notices a procedure without an output schema', () => {
    const bare = router({ open: publicProcedure.meta({ v1: { method: 'GET', path: '/open', summary: 'No output schema' } }).query(() => ({ any: 'thing' })) });
    expect(
      walkProcedures(bare)
        .filter((p) => p.meta.v1 && !p.output)
        .map((p) => p.path),
    ).toEqual(['open']);
  });
});

describe('an answer that does not match its output schema', () => {
  // Declares a number, answers a string: what a service changed without its schema would do.
  const broken = router({
    thing: publicProcedure
      .meta({ v1: { method: 'GET', path: '/thing', summary: 'Answers the wrong shape' } })
      .output(z.strictObject({ n: z.number() }))
      .query(() => ({ n: 'one' }) as unknown as { n: number }),
    extra: publicProcedure
      .meta({ v1: { method: 'GET', path: '/extra', summary: 'Answers a field it does not document' } })
      .output(z.strictObject({ n: z.number() }))
      .query(() => ({ n: 1, secret: 'x' }) as { n: number }),
  });

  it('fails the call with INTERNAL_SERVER_ERROR, which maps to INTERNAL (not BAD_INPUT), and is reported with the procedure', async () => {
    const { ctx } = await callerFor();
    const caller = createCallerFactory(broken)(ctx);
    for (const call of [() => caller.thing(), () => caller.extra()]) {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('INTERNAL_SERVER_ERROR');
      expect(appErrorOf(error)).toMatchObject({ code: 'INTERNAL', fieldErrors: undefined });
    }
    expect(takeOutputMismatches().map((m) => [m.path, m.issues[0]!.code])).toEqual([
      ['thing', 'invalid_type'],
      ['extra', 'unrecognized_keys'],
    ]);
  });

  it('answers 500 with the catalogue message over v1 and tRPC, and no field errors that would describe the answer', async () => {
    const { deps } = await testDeps();
    const app = Fastify({ logger: false });
    await app.register(cookie);
    await app.register(async (v1) => void registerV1(v1, broken, deps));
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: broken,
        createContext: ({ req, res }: { req: Parameters<typeof createContext>[1]; res: Parameters<typeof createContext>[2] }) => createContext(deps, req, res, 'web'),
      },
    });
    const legacy = await app.inject({ method: 'GET', url: '/v1/thing' });
    expect({ status: legacy.statusCode, body: JSON.parse(legacy.body) }).toEqual({ status: 500, body: { code: 'INTERNAL', message: APP_ERRORS.INTERNAL.message } });
    const web = await app.inject({ method: 'GET', url: '/trpc/extra' });
    expect(web.statusCode).toBe(500);
    expect(JSON.parse(web.body).error).toMatchObject({ message: APP_ERRORS.INTERNAL.message, data: { appCode: 'INTERNAL', httpStatus: 500, fieldErrors: null } });
    await app.close();
    expect(takeOutputMismatches().map((m) => m.path)).toEqual(['thing', 'extra']);
  });

  it('bad input is still BAD_INPUT with its field errors', async () => {
    const { caller } = await callerFor();
    const error = await caller.auth.login({ email: '', password: '' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(appErrorOf(error)).toMatchObject({ code: 'BAD_INPUT', fieldErrors: { email: ['Required'], password: ['Required'] } });
    expect(takeOutputMismatches()).toEqual([]);
  });
});
