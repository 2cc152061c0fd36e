import type { Tx } from '../db/tenant.js';
import { afterCommit, withTenant } from '../db/tenant.js';
import type { Plan, Role } from '../db/types.js';
import { AppError } from '../lib/errors.js';
import { keptReachOf, reachOf } from '../modules/groups/groups.scope.js';
import { baseProcedure } from './init.js';

// The procedure ladder. Each rung declares its access in metadata, so the router walk and the
// authorization matrix can read who may call what without running anything.

export const publicProcedure = baseProcedure.meta({ access: { kind: 'public' } });

export const authedProcedure = publicProcedure.meta({ access: { kind: 'authed' } }).use(({ ctx, next }) => {
  if (!ctx.auth) throw new AppError('UNAUTHENTICATED');
  if (ctx.auth.stale) ctx.transport.setHeader('x-refresh-token', 'true');
  return next({ ctx: { auth: ctx.auth } });
});

// Opens the request's transaction as the company of the session; the company never comes from input.
// A failed procedure rolls its transaction back: nothing is half written.
export const tenantProcedure = authedProcedure.meta({ access: { kind: 'tenant' } }).use(({ ctx, next }) =>
  withTenant(ctx.deps.db, ctx.auth.companyId, async (tx: Tx) => {
    // Side effects that must see what the request wrote (mail, sync nudges) run after its commit.
    const result = await next({ ctx: { tx, afterCommit: (fn: () => void) => afterCommit(tx, fn) } });
    if (!result.ok) throw result.error;
    return result;
  }),
);

export function roleProcedure(...roles: Role[]) {
  return tenantProcedure.meta({ access: { kind: 'role', roles } }).use(({ ctx, next }) => {
    if (!roles.includes(ctx.auth.role)) throw new AppError('FORBIDDEN');
    return next();
  });
}

/**
 * A role rung that also resolves the caller's reach once (ctx.scope: every group for
 * administrators, the managed subtrees for managers), so no procedure works it out by hand.
 */
export function scopedProcedure(...roles: Role[]) {
  return roleProcedure(...roles).use(async ({ ctx, next }) => next({ ctx: { scope: await reachOf(ctx.tx, ctx.auth) } }));
}

/**
 * For procedures that compute outside the database (reports in the analytics engine, exports):
 * no transaction is held for the request. `ctx.withTx(fn)` runs `fn` in a short transaction of the
 * session's company, so the embedded database's one connection is never held while DuckDB computes
 * or a file renders. The caller's reach is resolved once, as on the scoped rung (kept per roster
 * version), and the company's report settings come as the request's session check read them
 * (ctx.company; null when it did not).
 */
export function scopedComputeProcedure(...roles: Role[]) {
  return authedProcedure.meta({ access: { kind: 'role', roles } }).use(async ({ ctx, next }) => {
    if (!roles.includes(ctx.auth.role)) throw new AppError('FORBIDDEN');
    const withTx = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.deps.db, ctx.auth.companyId, fn);
    const company = ctx.sessionRead?.company ?? null;
    const scope = await keptReachOf(ctx.auth, company?.roster_version, withTx);
    return next({ ctx: { withTx, scope, company } });
  });
}

/**
 * For procedures that call an outside service (the payment provider): no transaction is held across
 * the call. `ctx.withTx(fn)` runs `fn` in a short transaction of the session's company, so what must
 * survive a crash is committed before the call and its answer recorded after it.
 */
export function calloutProcedure(...roles: Role[]) {
  return authedProcedure.meta({ access: { kind: 'role', roles } }).use(({ ctx, next }) => {
    if (!roles.includes(ctx.auth.role)) throw new AppError('FORBIDDEN');
    const withTx = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(ctx.deps.db, ctx.auth.companyId, fn);
    return next({ ctx: { withTx } });
  });
}

/**
 * The compute rung (no transaction held, reach resolved) for paid features of leaders: the role
 * first (FORBIDDEN), then the plan (the upgrade signal).
 */
export function paidComputeProcedure(plans: Plan[], ...roles: Role[]) {
  return scopedComputeProcedure(...roles)
    .meta({ access: { kind: 'plan', plans, roles } })
    .use(({ ctx, next }) => {
      if (!plans.includes(ctx.auth.plan)) throw new AppError('PLAN_REQUIRED');
      return next();
    });
}

/** The scoped rung (transaction, reach resolved) for paid features of leaders: the role first (FORBIDDEN), then the plan. */
export function paidScopedProcedure(plans: Plan[], ...roles: Role[]) {
  return scopedProcedure(...roles)
    .meta({ access: { kind: 'plan', plans, roles } })
    .use(({ ctx, next }) => {
      if (!plans.includes(ctx.auth.plan)) throw new AppError('PLAN_REQUIRED');
      return next();
    });
}

export function planProcedure(...plans: Plan[]) {
  return tenantProcedure.meta({ access: { kind: 'plan', plans } }).use(({ ctx, next }) => {
    if (!plans.includes(ctx.auth.plan)) throw new AppError('PLAN_REQUIRED');
    return next();
  });
}
