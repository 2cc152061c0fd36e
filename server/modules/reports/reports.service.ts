import {
  COMPANY,
  compareGroups,
  npsReport,
  participationReport,
  scopeBenchmark,
  scopeReport,
  submetricFigures,
  type Metric,
  type TreeNode,
} from '../../../analytics/index.js';
import { AppError } from '../../lib/errors.js';
import { peopleCounts } from '../users/users.queries.js';
import { assertPaid, assertScope, reportSetting, visibleTo, type ReportSetting, type ReportsCtx } from './reports.context.js';
import { keptActive, keptCells, keptOptions, keptPast, keptRostersIn } from './reports.kept.js';
import { libraryLabels } from './reports.labels.js';
import type { TCompareInput, TReportInput } from './reports.schemas.js';
import { metricView, npsView, reportView, type Named } from './reports.view.js';

// Thin over the engine: who may see which scope, labels and names; every figure comes from
// analytics/ through its gate.

function named(setting: ReportSetting, groupId: string): Named {
  const group = setting.names.get(groupId);
  return { groupId, groupName: group?.name ?? setting.companyName, inactive: group ? !group.active : false };
}

async function attributeOptions(ctx: ReportsCtx, s: ReportSetting, attributeId: string | undefined): Promise<string[] | undefined> {
  if (!attributeId) return undefined;
  const options = await keptOptions(ctx.withTx, s, attributeId);
  if (options.length === 0) throw new AppError('NOT_FOUND');
  return options;
}

type Rosters = Awaited<ReturnType<typeof keptRostersIn>>;

const reportOf = (ctx: ReportsCtx, s: ReportSetting, scope: string, rosters: Rosters) =>
  scopeReport(ctx.deps.analytics, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope, live: s.live, ...rosters });

/** GET /reports/:groupId: the report, or null (204) when nobody in the scope has answered yet. */
export async function groupReport(ctx: ReportsCtx, input: TReportInput, setting?: ReportSetting) {
  const s = setting ?? (await reportSetting(ctx));
  assertScope(ctx, s, input.groupId);
  if (input.attributeId) assertPaid(s);
  // What Postgres holds, kept per roster version (reports.kept.ts); the figures are computed after it.
  const options = await attributeOptions(ctx, s, input.attributeId);
  const [rosters, cellRosters, labels] = await Promise.all([
    keptRostersIn(ctx.withTx, s),
    keptCells(ctx.withTx, s, options ?? []),
    libraryLabels(ctx.withTx, s.language),
  ]);
  const [report, benchmark] = await Promise.all([
    scopeReport(ctx.deps.analytics, {
      companyId: s.companyId,
      today: s.today,
      k: s.k,
      tree: s.tree,
      scope: input.groupId,
      options,
      live: s.live,
      ...rosters,
      cellRosters,
    }),
    scopeBenchmark(ctx.deps.analytics, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope: input.groupId, ...rosters }),
  ]);
  if (!report) return null;
  // The benchmark page's own positions, beside each pillar's score (gated there like everywhere).
  const percentiles = new Map(benchmark.positions.map((p) => [p.metric, p.percentile]));
  return reportView(report, labels, named(s, input.groupId), { enps: s.live, percentiles });
}

/** GET /reports/:groupId/history: month by month, overall and per metric. */
export async function reportHistory(ctx: ReportsCtx, groupId: string) {
  const view = await groupReport(ctx, { groupId });
  if (!view) return null;
  return {
    group_id: view.group_id,
    history: view.history,
    metrics: [...view.metrics, ...view.smart_metrics].map((m) => ({ metric_id: m.metric_id, history: m.history })),
  };
}

/** GET /reports/:groupId/metrics/:metricId: one metric with its submetrics and history. */
export async function metricReport(ctx: ReportsCtx, groupId: string, metricId: Metric) {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, groupId);
  if (metricId === 'enps' || metricId === 'lnps') assertPaid(s);
  const [rosters, labels] = await Promise.all([keptRostersIn(ctx.withTx, s), libraryLabels(ctx.withTx, s.language)]);
  const report = await reportOf(ctx, s, groupId, rosters);
  if (!report) return null;
  const figure = [...report.metrics, ...report.smart].find((m) => m.metric === metricId);
  const where = named(s, groupId);
  if (!figure) {
    // eNPS and LNPS are read through their own paths; here they come as a metric without submetrics.
    const nps = metricId === 'enps' ? report.enps : report.lnps;
    return {
      ...metricView(
        { metric: metricId, score: nps.score, respondents: nps.respondents, withheld: nps.withheld, state: null, history: [], change: null },
        labels,
        where,
        report.date,
      ),
    };
  }
  const submetrics = await submetricFigures(ctx.deps.analytics, {
    companyId: s.companyId,
    today: s.today,
    k: s.k,
    tree: s.tree,
    scope: groupId,
    metric: metricId,
    metricRespondents: figure.withheld ? null : figure.respondents,
    live: s.live,
    past: rosters.past,
  });
  return metricView(figure, labels, where, report.date, submetrics);
}

/** GET /enpscores/:groupId and /lnpscores/:groupId: null (204) before anyone answered. */
export async function npsScore(ctx: ReportsCtx, groupId: string, metric: 'enps' | 'lnps') {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, groupId);
  const { rosters, unled, past } = await keptRostersIn(ctx.withTx, s);
  const unasked = metric === 'lnps' ? unled : new Map<string, number>();
  const report = await npsReport(ctx.deps.analytics, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope: groupId, metric, unasked, rosters, past });
  return report ? npsView(report) : null;
}

/**
 * The options of a comparison's demographic filter, or NOT_FOUND when the option is not one of
 * the attribute's (or the attribute is another company's: row-level security hides it).
 */
async function filterOf(ctx: ReportsCtx, s: ReportSetting, filter: TCompareInput['filters']) {
  if (!filter) return undefined;
  const options = await keptOptions(ctx.withTx, s, filter.attributeId);
  if (!options.includes(filter.optionId)) throw new AppError('NOT_FOUND');
  return { options, option: filter.optionId, rosters: await keptCells(ctx.withTx, s, options) };
}

/** Group ids depth first, siblings in the tree's order (by name): the order the heatmap indents, and its exports follow. */
function depthFirst(tree: readonly TreeNode[]): string[] {
  const children = new Map<string | null, string[]>();
  for (const n of tree) children.set(n.parent, [...(children.get(n.parent) ?? []), n.id]);
  const out: string[] = [];
  const walk = (parent: string | null) => {
    for (const id of children.get(parent) ?? []) {
      out.push(id);
      walk(id);
    }
  };
  walk(null);
  return out;
}

/**
 * POST /reports/groups: the groups side by side (those asked for, or every group the viewer
 * sees), optionally only one demographic option's people (filters), and with the whole company
 * first when `consolidated` (administrators only: a manager's rows are their whole reach already,
 * and the legacy client always sends it, so it is left out for them rather than refused).
 */
export async function compare(ctx: ReportsCtx, input: TCompareInput, setting?: ReportSetting) {
  const s = setting ?? (await reportSetting(ctx));
  const wanted = input.groups ?? depthFirst(s.tree).filter((id) => visibleTo(s, id));
  if (!wanted.every((id) => visibleTo(s, id))) throw new AppError('NOT_FOUND');
  const consolidated = input.consolidated === true && ctx.auth.role === 'admin';
  // Every group's roster, not only the rows': participation is gated over the whole tree.
  const [filter, active, past] = await Promise.all([filterOf(ctx, s, input.filters), keptActive(ctx.withTx, s), keptPast(ctx.withTx, s)]);
  const groups = consolidated ? [COMPANY, ...wanted] : wanted;
  const rows = await compareGroups(ctx.deps.analytics, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, groups, active, filter, past });
  const nameOf = (id: string) => (id === COMPANY ? s.companyName : (s.names.get(id)?.name ?? ''));
  return { date: s.today, filters: input.filters ?? null, groups_data: rows.map((r) => ({ ...r, group_name: nameOf(r.group_id) })) };
}

/** Participation of a scope: people now, and who answered per cycle, day window and week. */
export async function participation(ctx: ReportsCtx, groupId: string) {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, groupId);
  const [people, rosters, past] = await Promise.all([
    ctx.withTx((tx) => peopleCounts(tx, s.companyId, groupId === 'company' ? null : groupId)),
    keptActive(ctx.withTx, s),
    keptPast(ctx.withTx, s),
  ]);
  const report = await participationReport(ctx.deps.analytics, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope: groupId, rosters, past });
  return { invitedCount: people.invited, confirmedCount: people.confirmed, activeCount: people.active, participationRate: report.current.rate, ...report };
}
