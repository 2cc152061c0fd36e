import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../lib/errors.js';
import { KeptByVersion } from '../../lib/kept-by-version.js';
import type { AuthState, Context } from '../../trpc/context.js';
import { findGroup, managedGroupIds, type GroupRow } from './groups.queries.js';

/** The groups a person may see: all for administrators, the managed subtrees for managers. */
export type Scope = { all: true } | { all: false; ids: Set<string> };

/**
 * What a group service needs: the request context, its tenant transaction, the session and the
 * caller's reach, resolved once by the ladder's scoped rung (trpc/procedures.ts).
 */
export type GroupsCtx = Context & { tx: Tx; auth: AuthState; scope: Scope };

/** The caller's reach, read in the request's transaction: once per request by the scoped rung, never by a service. */
export async function reachOf(tx: Tx, auth: AuthState): Promise<Scope> {
  if (auth.role === 'admin') return { all: true };
  return { all: false, ids: new Set(await managedGroupIds(tx, auth.userId)) };
}

// A manager's reach follows groups and their managers, whose every change moves the company's
// roster version in the same commit: it can be kept per version, read once per manager and version.
const reaches = new KeptByVersion(1000);

/**
 * The caller's reach for the rung that holds no transaction (trpc/procedures.ts): kept under the
 * roster version the request's session check read, else read now, in short transactions of
 * `withTx`. Never for a caller that holds one: a read kept meanwhile by another request may wait
 * for a connection, and the embedded database has one.
 */
export async function keptReachOf(auth: AuthState, rosterVersion: number | undefined, withTx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>): Promise<Scope> {
  if (auth.role === 'admin') return { all: true };
  if (rosterVersion === undefined) return withTx((tx) => reachOf(tx, auth));
  const ids = await reaches.under({ companyId: auth.companyId, rosterVersion }, auth.userId, () => withTx((tx) => managedGroupIds(tx, auth.userId)));
  return { all: false, ids: new Set(ids) };
}

export const inScope = (scope: Scope, id: string | null | undefined) => Boolean(id) && (scope.all || scope.ids.has(id!));

/** A group the caller may see, or NOT_FOUND: a group outside a manager's subtree answers like a missing one. */
export async function visibleGroup(c: GroupsCtx, scope: Scope, id: string, lock = false): Promise<GroupRow> {
  if (!scope.all && !scope.ids.has(id)) throw new AppError('NOT_FOUND');
  const group = await findGroup(c.tx, c.auth.companyId, id, lock);
  if (!group) throw new AppError('NOT_FOUND');
  return group;
}

/** Parent of each group id, from a list of rows (the whole company's, for in-memory tree work). */
export const parentMap = (rows: { id: string; parent_id: string | null }[]) => new Map(rows.map((r) => [r.id, r.parent_id]));

/** Depth of a group from the root (0 at the root), guarding against a cycle in bad data. */
export function levelOf(parents: Map<string, string | null>, id: string): number {
  let level = 0;
  let at = parents.get(id) ?? null;
  while (at && level < 10_000) {
    level++;
    at = parents.get(at) ?? null;
  }
  return level;
}

/** True when `candidate` is `id` itself or one of its ancestors under the given parent map. */
export function isSelfOrAncestor(parents: Map<string, string | null>, id: string, candidate: string): boolean {
  let at: string | null = id;
  for (let i = 0; at && i < 10_000; i++) {
    if (at === candidate) return true;
    at = parents.get(at) ?? null;
  }
  return false;
}
