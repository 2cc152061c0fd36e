import type { TreeNode } from '../../../analytics/index.js';
import { PSYCHOSOCIAL_PILLARS, type PsychosocialPillar } from '../../../domain/psychosocial-risk.js';
import { listPlans } from '../action-plans/action-plans.service.js';
import type { ReportSetting, ReportsCtx } from '../reports/reports.context.js';
import type { TAction } from './psychosocial.schemas.js';

// The actions taken on the psychosocial factors: the action plans on the two pillars in the
// report's scope, as the action-plans module lists them for the caller (their status, scores and
// effect computed there, gated as everywhere). Only where they are kept is decided here.

/** The group and every group under it. */
function subtree(tree: readonly TreeNode[], groupId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const n of tree) if (n.parent) children.set(n.parent, [...(children.get(n.parent) ?? []), n.id]);
  const ids = new Set<string>();
  for (const queue = [groupId]; queue.length;) {
    const id = queue.pop()!;
    if (ids.has(id)) continue;
    ids.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return ids;
}

// The list's largest page: a scope's plans on two metrics are read in a few pages at most.
const PAGE = 50;

/**
 * The plans on the pillars in the scope (the group and its subgroups; the company: every plan the
 * caller reaches), newest first per pillar; null on the free plan, which has no action plans.
 */
export async function actionsIn(ctx: ReportsCtx, s: ReportSetting, groupId: string): Promise<TAction[] | null> {
  if (!s.live) return null;
  const inside = groupId === 'company' ? null : subtree(s.tree, groupId);
  const actions: TAction[] = [];
  for (const pillar of PSYCHOSOCIAL_PILLARS as readonly PsychosocialPillar[]) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const list = await listPlans(ctx, { status: undefined, metric: pillar, groupId: undefined, page, pageSize: PAGE });
      pages = list.metadata.pages;
      for (const plan of list.actionPlans) {
        if (inside && !(plan.groupId && inside.has(plan.groupId))) continue;
        actions.push({
          id: plan._id,
          title: plan.title,
          pillar,
          groupName: plan.groupName,
          status: plan.status,
          startedOn: plan.startedOn,
          expiresAt: plan.expiresAt,
          tasksDone: plan.tasks.filter((t) => t.done).length,
          tasksTotal: plan.tasks.length,
          initialScore: plan.initialScore,
          currentScore: plan.currentScore,
          effect: plan.effect,
        });
      }
    }
  }
  return actions;
}
