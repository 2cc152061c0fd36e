import type pg from 'pg';
import type { TreeNode } from '../../analytics/figures/gating.js';
import type { Database } from '../../server/db/connect.js';
import { rosterCounts } from '../../server/modules/reports/reports.queries.js';
import { LARGE_COMPANY } from './database.js';

// What the reports need of Postgres besides the engine (the server reads these per request; the
// benchmark reads them once, outside the timed part): the large company, its k, its tree, the
// people per group, and the mid-level group the group-scoped families look at.

export interface Company {
  companyId: string;
  k: number;
  tree: TreeNode[];
  active: Map<string, number>;
  group: string;
  groupName: string;
  /** The group with its ancestors, as a response of one of its members records them. */
  groupPath: string[];
  depth: number;
  levels: number;
}

export async function loadCompany(db: Database, pool: pg.Pool): Promise<Company> {
  const { rows: companies } = await pool.query<{ id: string; k: number }>(`select id, report_min_users as k from companies where name = $1`, [LARGE_COMPANY]);
  const company = companies[0];
  if (!company) throw new Error(`${LARGE_COMPANY} is not in the database`);
  const { rows: groups } = await pool.query<{ id: string; parent_id: string | null; name: string }>(
    `select id, parent_id, name from groups where company_id = $1 order by name`,
    [company.id],
  );
  const tree = groups.map((g) => ({ id: g.id, parent: g.parent_id }));
  // Superuser: row-level security does not apply, as for the system role.
  const active = await db.transaction().execute((tx) =>
    rosterCounts(
      tx,
      company.id,
      tree.map((t) => t.id),
    ),
  );
  const parent = new Map(tree.map((t) => [t.id, t.parent]));
  const pathOf = (id: string): string[] => {
    const up = parent.get(id);
    return up ? [...pathOf(up), id] : [id];
  };
  const depths = tree.map((t) => pathOf(t.id).length - 1);
  const levels = Math.max(...depths) + 1;
  // Mid-level: the second of the four levels, the group of median size there.
  const depth = Math.min(1, levels - 1);
  const candidates = tree.filter((_, i) => depths[i] === depth).sort((a, b) => (active.get(a.id) ?? 0) - (active.get(b.id) ?? 0));
  const group = candidates[Math.floor(candidates.length / 2)]!.id;
  return {
    companyId: company.id,
    k: company.k,
    tree,
    active,
    group,
    groupName: groups.find((g) => g.id === group)!.name,
    groupPath: pathOf(group),
    depth,
    levels,
  };
}
