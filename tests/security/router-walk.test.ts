import { describe, expect, it } from 'vitest';
import { appRouter } from '../../server/trpc/router.js';
import { walkProcedures } from '../../server/trpc/walk.js';

// Access is declared, never remembered: every procedure states who may call it, and the legacy
// paths generated from the metadata never collide.
const procedures = walkProcedures(appRouter);
const ACCESS_KINDS = ['public', 'authed', 'tenant', 'role', 'plan'];

describe('router walk', () => {
  it('finds the procedures of every module', () => {
    const paths = procedures.map((p) => p.path);
    expect(paths).toContain('auth.login');
    expect(paths).toContain('company.acceptTerms');
    expect(new Set(paths.map((p) => p.split('.')[0]))).toEqual(new Set(Object.keys(appRouter._def.record)));
  });

  it('every procedure declares its access in meta.access', () => {
    const undeclared = procedures.filter((p) => !p.meta.access || !ACCESS_KINDS.includes(p.meta.access.kind)).map((p) => p.path);
    expect(undeclared, 'procedures without meta.access').toEqual([]);
  });

  it('role and plan procedures name at least one role or plan', () => {
    for (const p of procedures) {
      const access = p.meta.access!;
      if (access.kind === 'role') expect(access.roles.length, p.path).toBeGreaterThan(0);
      if (access.kind === 'plan') expect(access.plans.length, p.path).toBeGreaterThan(0);
    }
  });

  it('every v1 path is served once per method', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const p of procedures) {
      if (!p.meta.v1) continue;
      // /users/:id and /users/:userId are the same route to the HTTP router.
      const key = `${p.meta.v1.method} ${p.meta.v1.path.replace(/:\w+/g, ':param')}`;
      if (seen.has(key)) duplicates.push(`${key} (${seen.get(key)} and ${p.path})`);
      seen.set(key, p.path);
    }
    expect(duplicates).toEqual([]);
  });

  it('v1 paths are well formed and their parameters are fields of the input', () => {
    for (const p of procedures) {
      const v1 = p.meta.v1;
      if (!v1) continue;
      expect(v1.path, p.path).toMatch(/^\/[a-z0-9\-/:A-Z]*$/);
      expect(v1.path.startsWith('/v1'), p.path).toBe(false);
      expect(v1.summary.length, p.path).toBeGreaterThan(0);
      const params = [...v1.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      if (params.length) {
        const shape = (p.input as unknown as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
        for (const param of params) expect(Object.keys(shape), `${p.path} :${param}`).toContain(param);
      }
    }
  });

  it('the detector itself notices a procedure without access', async () => {
    const { router, baseProcedure } = await import('../../server/trpc/init.js');
    const bare = router({ leak: baseProcedure.query(() => 'secret') });
    expect(
      walkProcedures(bare)
        .filter((p) => !p.meta.access)
        .map((p) => p.path),
    ).toEqual(['leak']);
  });
});
