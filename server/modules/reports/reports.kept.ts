import type { CycleRosters } from '../../../analytics/index.js';
import type { Tx } from '../../db/tenant.js';
import { attributeOptionIds, cellRosterCounts, pastIn, reportGroups, reportRosters } from './reports.queries.js';

// Rosters (who can answer, per scope and option, now and as each cycle began) are a pass over
// every membership of the company, about 120 ms at 11k people, on every report read. They change
// only when people, groups, memberships, managers, demographic values or recorded cycles do, and
// each such commit moves the company's roster_version (migration 2026_11_25_100000: a trigger on
// every one of those tables, whoever writes). So they are counted once per version and kept here.
//
// Never older than the read: a report reads the version first (reportSetting), and what it keeps
// under that version is counted afterwards, so it holds every change the version stands for. A
// read that finds another version than the kept one starts anew: versions are transaction ids,
// different at every change but not in commit order, so the newest is the one read, not the highest.

/** What a report reads the kept rosters by: its company and the version read with its setting. */
export interface Versioned {
  companyId: string;
  rosterVersion: number;
}

type WithTx = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

const COMPANIES = 1000;
/** Per version: the tree, the rosters, the past, and a few attributes' options and cells. */
const KEYS = 64;

const kept = new Map<string, { version: number; values: Map<string, Promise<unknown>> }>();

/** The value of `key` for the company at `version`, computed once (concurrent reads share it). */
export function keptUnder<T>(at: Versioned, key: string, compute: () => Promise<T>): Promise<T> {
  let entry = kept.get(at.companyId);
  if (entry?.version !== at.rosterVersion) {
    entry = { version: at.rosterVersion, values: new Map() };
    kept.delete(at.companyId);
    if (kept.size >= COMPANIES) kept.delete(kept.keys().next().value!);
    kept.set(at.companyId, entry);
  }
  const values = entry.values;
  const hit = values.get(key);
  if (hit) return hit as Promise<T>;
  if (values.size >= KEYS) values.delete(values.keys().next().value!);
  const value = compute();
  values.set(key, value);
  // A failed count is not kept: the next read counts again.
  value.catch(() => values.get(key) === value && values.delete(key));
  return value;
}

/** The group tree as it is at the version (the setting's transaction reads it on a miss). */
export const keptGroups = (tx: Tx, at: Versioned) => keptUnder(at, 'groups', () => reportGroups(tx));

type Setting = Versioned & { today: string; tree: readonly { id: string }[] };

/** Everyone who can answer and the unled, per scope, and who could answer each past cycle (kept per version). */
export async function keptRostersIn(withTx: WithTx, s: Setting) {
  const [{ rosters, unled }, past] = await Promise.all([
    keptUnder(s, 'rosters', () =>
      withTx((tx) =>
        reportRosters(
          tx,
          s.companyId,
          s.tree.map((t) => t.id),
        ),
      ),
    ),
    keptPast(withTx, s),
  ]);
  return { rosters, unled, past };
}

/** Everyone who can answer, per scope (rosterCounts, kept). */
export async function keptActive(withTx: WithTx, s: Setting): Promise<Map<string, number>> {
  // The same counts as the report's rosters: one pass serves both.
  return (await keptRostersIn(withTx, s)).rosters;
}

/** Who could answer each cycle of the longest history a report shows (pastIn, kept per day). */
export const keptPast = (withTx: WithTx, s: Setting): Promise<CycleRosters[]> => keptUnder(s, `past|${s.today}`, () => withTx((tx) => pastIn(tx, s)));

/** The option ids of a demographic attribute, in their order (none for an unknown one). */
export const keptOptions = (withTx: WithTx, at: Versioned, attributeId: string) =>
  keptUnder(at, `options|${attributeId}`, () => withTx((tx) => attributeOptionIds(tx, attributeId)));

/** Each of these options' people who can answer, per scope (cellRosterCounts, kept). */
export const keptCells = (withTx: WithTx, at: Versioned, optionIds: readonly string[]): Promise<Map<string, number>> =>
  optionIds.length === 0
    ? Promise.resolve(new Map<string, number>())
    : keptUnder(at, `cells|${optionIds.join(',')}`, () => withTx((tx) => cellRosterCounts(tx, optionIds)));
