import type { CycleRosters } from '../../../analytics/index.js';
import type { Tx } from '../../db/tenant.js';
import { KeptByVersion, type Versioned } from '../../lib/kept-by-version.js';
import { attributeOptionIds, cellRosterCounts, pastIn, reportGroups, reportRosters } from './reports.queries.js';

// Rosters (who can answer, per scope and option, now and as each cycle began) are a pass over
// every membership of the company, about 120 ms at 11k people, on every report read. They change
// only with the company's roster_version, so they are counted once per version and kept here
// (server/lib/kept-by-version.ts). A report reads the version first (with the request's session
// check, else in reportSetting) and counts what it keeps under it afterwards.

type WithTx = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/** Per version: the tree, the rosters, the past, and a few attributes' options and cells. */
const kept = new KeptByVersion(64);

/** The group tree as it is at the version (read on a miss). */
export const keptGroups = (withTx: WithTx, at: Versioned) => kept.under(at, 'groups', () => withTx(reportGroups));

type Setting = Versioned & { today: string; tree: readonly { id: string }[] };

/** Everyone who can answer and the unled, per scope, and who could answer each past cycle (kept per version). */
export async function keptRostersIn(withTx: WithTx, s: Setting) {
  const [{ rosters, unled }, past] = await Promise.all([
    kept.under(s, 'rosters', () =>
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
export const keptPast = (withTx: WithTx, s: Setting): Promise<CycleRosters[]> => kept.under(s, `past|${s.today}`, () => withTx((tx) => pastIn(tx, s)));

/** The option ids of a demographic attribute, in their order (none for an unknown one). */
export const keptOptions = (withTx: WithTx, at: Versioned, attributeId: string) =>
  kept.under(at, `options|${attributeId}`, () => withTx((tx) => attributeOptionIds(tx, attributeId)));

/** Each of these options' people who can answer, per scope (cellRosterCounts, kept). */
export const keptCells = (withTx: WithTx, at: Versioned, optionIds: readonly string[]): Promise<Map<string, number>> =>
  optionIds.length === 0
    ? Promise.resolve(new Map<string, number>())
    : kept.under(at, `cells|${optionIds.join(',')}`, () => withTx((tx) => cellRosterCounts(tx, optionIds)));
