import { PILLARS } from '../../../analytics/metrics.js';
import { metricLabels } from './reports.labels.js';
import { compare } from './reports.service.js';
import type { ReportsCtx } from './reports.context.js';

const cell = (v: unknown) => {
  const text = v === null || v === undefined ? '' : String(v);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * POST /reports/groups/export: the comparison as a file, through the same gate as the screen (a
 * withheld cell stays empty and says so).
 */
export async function exportComparison(ctx: ReportsCtx, groups: string[] | undefined) {
  const { date, groups_data } = await compare(ctx, groups);
  const labels = await metricLabels(ctx.tx, ctx.language);
  const header = ['group', 'respondents', 'score', ...PILLARS.map((m) => labels.get(m)?.title ?? m), 'eNPS', 'participation'];
  const lines = groups_data.map((r) => [
    r.group_name,
    r.withheld ? 'withheld' : r.respondents,
    r.score,
    ...PILLARS.map((m) => r.metrics[m]),
    r.enps,
    r.participation === null ? null : Math.round(r.participation * 100),
  ]);
  const body = [header, ...lines].map((line) => line.map(cell).join(',')).join('\n');
  return { filename: `clima-comparison-${date}.csv`, contentType: 'text/csv; charset=utf-8', body: `\uFEFF${body}\n` };
}
