import { COMPANY, defineInstrument, measure, placer, type CycleFigures, type InstrumentFigure, type ScopeFigures, type TreeNode } from '../../../analytics/index.js';
import { AppError } from '../../lib/errors.js';
import { reportSetting, type ReportSetting, type ReportsCtx } from '../reports/reports.context.js';
import { canEdit, canReadResults, Tree, treeOf } from './custom-surveys.access.js';
import { instrumentOf } from './custom-surveys.cycle.js';
import { companyGroups, findSurvey, type SurveyKind, type SurveyRow } from './custom-surveys.queries.js';
import type { Tx } from '../../db/tenant.js';
import { audienceCounts, type AudienceCounts } from './custom-surveys.audience.queries.js';
import { cyclesOf } from '../../db/custom-survey-source.js';
import type { TNpsScores, TResultsGroups, TResultsInput, TSurveyParticipation, TSurveyReport, TSurveySummary } from './custom-surveys.results.schemas.js';
import { cycleAt, statusAt } from './custom-surveys.rules.js';

// A custom survey's results (issue 13): every figure comes from the measurement core, gated by the
// engine over the company's whole tree and the survey's audience as rosters (the same decisions
// whoever reads), then narrowed to the scopes the reader may see: administrators, the creator and
// managers given access read every audience group; team managers read their own teams and the
// consolidated figures. Nobody else learns the survey exists (404).

interface Results {
  s: ReportSetting;
  row: SurveyRow;
  names: Map<string, string>;
  /** The tree its figures are placed in (as it was launched). */
  nodes: TreeNode[];
  counts: AudienceCounts;
  /** The audience's groups the reader may read. */
  groups: Set<string>;
  cycles: CycleFigures[];
}

/** Which of a survey's audience groups a reader may read, decided on the survey as read (null: none, so NOT_FOUND). */
export type Grant = (tx: Tx, row: SurveyRow, tree: Tree, audience: Set<string>) => Promise<{ whole: boolean; groups: Set<string> } | null>;

/** Leaders (measurement §6): a whole reader reads every audience group, a team manager their own teams. */
const leaders =
  (ctx: ReportsCtx): Grant =>
  async (_tx, row, tree, audience) => {
    if (!canReadResults(ctx, row, tree)) return null;
    const whole = canEdit(ctx, row) || row.access.users.includes(ctx.auth.userId) || ctx.scope.all;
    return { whole, groups: new Set([...audience].filter((g) => whole || (!ctx.scope.all && ctx.scope.ids.has(g)))) };
  };

/**
 * The survey if the reader may read its results (else NOT_FOUND), its audience, and the audience's
 * groups the reader may read, as `grant` decides: the leaders' rules unless another is given (a
 * poll shared with a group, polls.shares.ts).
 */
export async function readable(ctx: ReportsCtx, id: string, kind: SurveyKind = 'survey', grant: Grant = leaders(ctx)) {
  return ctx.withTx(async (tx) => {
    const row = await findSurvey(tx, id, false, kind);
    if (!row) throw new AppError('NOT_FOUND');
    // Read in the tree it was launched in: later moves change none of its figures.
    const tree = treeOf(row, new Tree(await companyGroups(tx)));
    const audience = tree.audienceGroups(row.audience);
    const access = await grant(tx, row, tree, audience);
    if (!access) throw new AppError('NOT_FOUND');
    return { row, tree, audience, ...access, counts: await audienceCounts(tx, { ...row, groups: [...audience] }, placer(tree.nodes())) };
  });
}

/** What `readable` answered: a caller that has it already passes it on instead of reading it again. */
export type Readable = Awaited<ReturnType<typeof readable>>;

async function results(ctx: ReportsCtx, id: string, kind: SurveyKind = 'survey', grant?: Grant, read?: Readable): Promise<Results> {
  const s = await reportSetting(ctx);
  const { row, tree, counts, groups } = read ?? (await readable(ctx, id, kind, grant));
  const nodes = tree.nodes();
  // Each cycle is gated by the people the survey went to at its launch as well as today's (rule 7).
  const launched = counts.launched;
  const past =
    launched && row.launch_at
      ? new Map(
          cyclesOf({ ...row, company_id: s.companyId, launch_at: row.launch_at }, ctx.deps.clock()).map((c) => [
            c.cycle_id,
            { rosters: launched, cells: new Map<string, number>() },
          ]),
        )
      : undefined;
  // Launched or not, the engine is asked the same way: a draft simply has no answers.
  const cycles = row.launch_at
    ? await measure(ctx.deps.analytics, defineInstrument(instrumentOf(row.definition)), {
        companyId: s.companyId,
        instance: row.id,
        k: s.k,
        tree: nodes,
        rosters: counts.rosters,
        past,
        live: true,
      })
    : [];
  return { s, row, names: tree.names, nodes, counts, groups, cycles };
}

/** The engine's scope for a requested group, or NOT_FOUND for one the reader may not read. */
export function scopeOf(r: Pick<Results, 'groups' | 'names'>, groupId: TResultsInput['groupId']) {
  if (groupId === 'consolidate') return { engine: COMPANY, ref: { id: 'consolidate' as const, name: null } };
  if (!r.groups.has(groupId)) throw new AppError('NOT_FOUND');
  return { engine: groupId, ref: { id: groupId, name: r.names.get(groupId) ?? null } };
}

const surveyRef = (r: Results, now: Date) => ({ id: r.row.id, title: r.row.definition.title, status: statusAt(r.row, now), period: r.row.definition.period });
const inScope = (c: CycleFigures, scope: string): ScopeFigures | undefined => c.scopes.find((x) => x.scope === scope && x.option === null);
const figure = (f: InstrumentFigure | undefined) => ({ respondents: f?.respondents ?? null, score: f?.score ?? null, withheld: f?.withheld ?? false });
const NONE = { respondents: 0, score: null, withheld: false };

/** The report of one cycle (the latest with answers unless asked): pillars, questions with their spread; null before any answer. */
export async function surveyReport(ctx: ReportsCtx, input: TResultsInput, kind: SurveyKind = 'survey', grant?: Grant, read?: Readable): Promise<TSurveyReport | null> {
  const r = await results(ctx, input.id, kind, grant, read);
  const { engine, ref } = scopeOf(r, input.groupId);
  const chosen = input.cycle === undefined ? r.cycles.at(-1) : r.cycles.find((c) => c.cycle === String(input.cycle));
  if (!chosen) return null;
  const figures = inScope(chosen, engine);
  const d = r.row.definition;
  return {
    survey: surveyRef(r, ctx.deps.clock()),
    scope: ref,
    cycle: Number(chosen.cycle),
    cycles: r.cycles.map((c) => {
      const f = inScope(c, engine);
      return { cycle: Number(c.cycle), startsOn: c.startsOn, closed: c.closed, respondents: f?.respondents.respondents ?? null, overall: f?.overall?.score ?? null };
    }),
    respondents: figures ? figure(figures.respondents) : NONE,
    overall: figures?.overall ? figure(figures.overall) : NONE,
    categories: d.pillars.map((p) => ({ category_id: p.category_id, label: p.label, ...figure(figures?.categories?.[p.category_id]) })),
    questions: d.questions.map((q) => {
      const f = q.type === 'feedback' ? figures?.texts?.[q.question_id] : figures?.questions?.[q.question_id];
      const spread = q.type === 'feedback' ? null : (figures?.questions?.[q.question_id]?.distribution ?? null);
      const labels = new Map(q.answers.map((a) => [a.answer_id, a.text]));
      return {
        question_id: q.question_id,
        type: q.type,
        text: q.text,
        category: q.category,
        ...figure(f),
        mean: f?.mean ?? null,
        distribution: spread && Object.entries(spread).map(([point, count]) => ({ point, label: labels.get(point) ?? null, count })),
        nps: q.type === 'nps' ? (figures?.questions?.[q.question_id]?.nps ?? null) : null,
      };
    }),
  };
}

/** Every nps question's history, cycle by cycle: the shares, the score, and who left it unanswered. */
export async function surveyNpsScores(ctx: ReportsCtx, input: TResultsInput): Promise<TNpsScores> {
  const r = await results(ctx, input.id);
  const { engine, ref } = scopeOf(r, input.groupId);
  const questions = r.row.definition.questions.filter((q) => q.type === 'nps');
  return {
    survey: surveyRef(r, ctx.deps.clock()),
    scope: ref,
    questions: questions.map((q) => ({
      question_id: q.question_id,
      text: q.text,
      history: r.cycles.map((c) => {
        const f = inScope(c, engine);
        const question = f?.questions?.[q.question_id];
        const people = f?.respondents.respondents ?? null;
        const answered = question?.respondents ?? null;
        const withheld = Boolean(question?.withheld || f?.respondents.withheld);
        return {
          cycle: Number(c.cycle),
          date: c.startsOn,
          withheld,
          promoters: question?.nps?.promoters ?? null,
          passives: question?.nps?.passives ?? null,
          detractors: question?.nps?.detractors ?? null,
          // Two figures shown beside each other: their difference tells nothing they do not.
          not_answered: !withheld && people !== null && answered !== null ? people - answered : null,
          score: question?.nps?.score ?? null,
        };
      }),
    })),
  };
}

const rate = (respondents: number | null | undefined, active: number) =>
  respondents === null || respondents === undefined || active === 0 ? null : Math.round((respondents / active) * 1000) / 10;

export async function surveyParticipation(ctx: ReportsCtx, input: TResultsInput): Promise<TSurveyParticipation> {
  const r = await results(ctx, input.id);
  const { engine, ref } = scopeOf(r, input.groupId);
  const active = r.counts.rosters.get(engine) ?? 0;
  const latest = r.cycles.at(-1);
  const history = r.cycles.map((c) => {
    const n = inScope(c, engine)?.respondents.respondents ?? null;
    // Everyone who answers is signed in, hence confirmed: both counts are the same gated figure.
    return { cycle: Number(c.cycle), date: c.startsOn, totalResponders: n, confirmedResponders: n };
  });
  return {
    survey: surveyRef(r, ctx.deps.clock()),
    scope: ref,
    invitedCount: r.counts.invited,
    confirmedCount: r.counts.confirmed,
    activeCount: active,
    createdAt: r.row.created_at,
    participationRate: latest ? rate(inScope(latest, engine)?.respondents.respondents, active) : null,
    history,
  };
}

export async function surveySummary(ctx: ReportsCtx, id: string): Promise<TSurveySummary> {
  const r = await results(ctx, id);
  const now = ctx.deps.clock();
  const latest = r.cycles.at(-1);
  const f = latest ? inScope(latest, COMPANY) : undefined;
  return {
    survey: surveyRef(r, now),
    launchAt: r.row.launch_at,
    closesAt: r.row.closed_at ?? r.row.ends_at,
    cycle: cycleAt(r.row, r.row.definition.period, now).cycle,
    questionCount: r.row.definition.questions.length,
    invitedCount: r.counts.invited,
    activeCount: r.counts.active,
    respondents: f ? figure(f.respondents) : NONE,
    overall: f?.overall ? figure(f.overall) : NONE,
    participationRate: rate(f?.respondents.respondents, r.counts.active),
  };
}

/** The audience's groups the reader may read, by name. */
export async function resultsGroups(ctx: ReportsCtx, id: string, kind: SurveyKind = 'survey'): Promise<TResultsGroups> {
  const r = await results(ctx, id, kind);
  const parents = new Map(r.nodes.map((t) => [t.id, t.parent]));
  const groups = [...r.groups]
    .map((gid) => ({ id: gid, name: r.names.get(gid) ?? '', parentId: r.groups.has(parents.get(gid) ?? '') ? parents.get(gid)! : null }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { groups };
}

type Node = { id: string; name: string; children: Node[] };

/** The same groups as a tree: a group whose parent the reader may not read is a root. */
export async function resultsTree(ctx: ReportsCtx, id: string): Promise<{ tree: Node[] }> {
  const { groups } = await resultsGroups(ctx, id);
  const nodes = new Map(groups.map((g) => [g.id, { id: g.id, name: g.name, children: [] as Node[] }]));
  const roots: Node[] = [];
  for (const g of groups) (g.parentId ? nodes.get(g.parentId)!.children : roots).push(nodes.get(g.id)!);
  return { tree: roots };
}
