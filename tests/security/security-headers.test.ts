import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { APP_URL, testDeps } from '../setup/test-context.js';

// The headers an attacker found missing: no framing, no sniffing, a strict CSP, a referrer policy,
// on pages, on the web client's /trpc and on the legacy /v1 alike, answers of errors included.
let app: FastifyInstance;

afterAll(async () => app?.close());

async function pagesApp() {
  const { deps } = await testDeps();
  app ??= await buildApp({ deps, logLevel: 'silent', serveClient: true });
  return app;
}

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives['frame-ancestors'], what).toEqual(["'none'"]);
  expect(directives['default-src'], what).toEqual(["'self'"]);
  // No inline or evaluated script, ever.
  expect(directives['script-src'], what).toEqual(["'self'"]);
  expect(directives['object-src'], what).toEqual(["'none'"]);
  expect(csp, what).not.toContain('upgrade-insecure-requests');
}

describe('security headers', () => {
  it('are sent with pages, /trpc and /v1 answers, successes and errors alike', async () => {
    const server = await pagesApp();
    const requests = [
      { what: 'a page', method: 'GET' as const, url: '/login' },
      { what: 'health', method: 'GET' as const, url: '/health' },
      { what: 'a tRPC query', method: 'GET' as const, url: '/trpc/auth.secretQuestions' },
      { what: 'a refused tRPC call', method: 'GET' as const, url: '/trpc/auth.session' },
      { what: 'a v1 call', method: 'GET' as const, url: '/v1/auth/secret-questions' },
      { what: 'a refused v1 call', method: 'GET' as const, url: '/v1/auth/person-secret' },
      { what: 'an unknown v1 path', method: 'GET' as const, url: '/v1/no-such-path' },
    ];
    for (const r of requests) {
      const res = await server.inject({ method: r.method, url: r.url, headers: { origin: APP_URL } });
      expect(res.statusCode, r.what).toBeLessThan(500);
      expectSecurityHeaders(res.headers, r.what);
    }
  });
});
