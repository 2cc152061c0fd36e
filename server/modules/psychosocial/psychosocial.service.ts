import { reportWindow, scopeReport, submetricFigures, type MetricFigure, type SubmetricFigure } from '../../../analytics/index.js';
import { PSYCHOSOCIAL_PILLARS, riskLevel, type PsychosocialPillar } from '../../../domain/psychosocial-risk.js';
import type { Language } from '../../db/types.js';
import { SURVEY_TEMPLATES } from '../custom-surveys/custom-surveys.templates.js';
import { assertScope, reportSetting, type ReportSetting, type ReportsCtx } from '../reports/reports.context.js';
import { keptRostersIn } from '../reports/reports.kept.js';
import { libraryLabels, type MetricLabels } from '../reports/reports.labels.js';
import { actionsIn } from './psychosocial.actions.js';
import type { TFactor, TPsychosocialReport } from './psychosocial.schemas.js';

// The psychosocial-risk report (NR-1) of a scope: the two smart pillars that measure psychosocial
// factors (domain/psychosocial-risk.ts) and their submetrics, read from the engine exactly as the
// climate report and a metric's detail read them (scopeReport, submetricFigures: every figure
// gated there). This file only picks the pillars, rounds to the one decimal shown and names the
// risk level of each score; the actions taken come from the action-plans module (psychosocial.actions.ts).

const QUESTIONNAIRE_ID = SURVEY_TEMPLATES.find((t) => t.key === 'psychosocial-risks')!.id;

const oneDecimal = (score: number | null) => (score === null ? null : Math.round(score * 10) / 10);

function factor(
  pillar: PsychosocialPillar,
  kind: TFactor['kind'],
  id: string,
  title: string,
  f: { score: number | null; respondents: number | null; withheld: boolean },
): TFactor {
  const score = f.withheld ? null : oneDecimal(f.score);
  return { id, pillar, kind, title, score, respondents: f.withheld ? null : f.respondents, withheld: f.withheld, level: score === null ? null : riskLevel(score) };
}

/**
 * A pillar and then each of its submetrics, in the library's order. A submetric the engine does not
 * list was answered by nobody in the company: empty, or withheld with its pillar (as the engine
 * withholds every part of a withheld metric).
 */
function pillarFactors(pillar: PsychosocialPillar, figure: MetricFigure | undefined, parts: SubmetricFigure[], label: MetricLabels | undefined): TFactor[] {
  const own = figure ?? { score: null, respondents: 0, withheld: false };
  const titles = label?.submetrics ?? new Map<string, string>();
  const ids = [...titles.keys(), ...parts.map((p) => p.submetric).filter((id) => !titles.has(id))];
  return [
    factor(pillar, 'pillar', pillar, label?.title ?? pillar, own),
    ...ids.map((id) =>
      factor(pillar, 'submetric', id, titles.get(id) ?? id, parts.find((p) => p.submetric === id) ?? { score: null, respondents: 0, withheld: own.withheld }),
    ),
  ];
}

/** The report of the company or a group (with its subgroups), labels in `language` (the caller's by default). */
export async function psychosocialReport(ctx: ReportsCtx, groupId: string, language: Language = ctx.language, setting?: ReportSetting): Promise<TPsychosocialReport> {
  const s = { ...(setting ?? (await reportSetting(ctx))), language };
  assertScope(ctx, s, groupId);
  const [rosters, labels] = await Promise.all([keptRostersIn(ctx.withTx, s), libraryLabels(ctx.withTx, language)]);
  const engine = ctx.deps.analytics;
  const [report, actions] = await Promise.all([
    scopeReport(engine, { companyId: s.companyId, today: s.today, k: s.k, tree: s.tree, scope: groupId, live: s.live, ...rosters }),
    actionsIn(ctx, s, groupId),
  ]);
  const figures = PSYCHOSOCIAL_PILLARS.map((pillar) => report?.smart.find((m) => m.metric === pillar));
  // Before anyone answered there is no metric to read parts of.
  const parts = report
    ? await Promise.all(
        PSYCHOSOCIAL_PILLARS.map((metric, i) =>
          submetricFigures(engine, {
            companyId: s.companyId,
            today: s.today,
            k: s.k,
            tree: s.tree,
            scope: groupId,
            metric,
            metricRespondents: figures[i]!.withheld ? null : figures[i]!.respondents,
            live: s.live,
            past: rosters.past,
          }),
        ),
      )
    : PSYCHOSOCIAL_PILLARS.map((): SubmetricFigure[] => []);
  const group = s.names.get(groupId);
  return {
    groupId,
    groupName: group?.name ?? s.companyName,
    companyName: s.companyName,
    date: s.today,
    period: reportWindow(s.today),
    minimum: s.k,
    answered: report !== null,
    respondents: report && !report.withheld ? report.respondents : null,
    withheld: report?.withheld ?? false,
    factors: PSYCHOSOCIAL_PILLARS.flatMap((pillar, i) => pillarFactors(pillar, figures[i], parts[i]!, labels.get(pillar))),
    history: PSYCHOSOCIAL_PILLARS.map((pillar, i) => ({
      pillar,
      title: labels.get(pillar)?.title ?? pillar,
      points: (figures[i]?.history ?? []).map((p) => ({ date: `${p.month}-01`, score: oneDecimal(p.score), withheld: p.withheld })),
    })),
    actions,
    questionnaireId: QUESTIONNAIRE_ID,
  };
}
