import { COMPANY, measure, type CycleFigures, type QuestionFigure } from '../../../analytics/index.js';
import { culturalAlignment, culturalEntropy, maturityLevel, reliabilityOf, type CultureQuestion } from '../../../domain/culture.js';
import { CULTURE_VALUES } from '../../../seeds/culture-values.js';
import { AppError } from '../../lib/errors.js';
import { assertScope, reportSetting, type ReportSetting, type ReportsCtx } from '../reports/reports.context.js';
import { keptRostersIn } from '../reports/reports.kept.js';
import { askedCultureCycles } from './culture.figures.queries.js';
import { CULTURE, CULTURE_INSTANCE } from './culture.instrument.js';
import type { TCultureHistory, TCultureInput, TCultureRanking } from './culture.figures.schemas.js';

// The culture of a group or the company (measurement §3, §9; issue 15), read from the votes of the
// culture cycles. Every count comes from the engine, gated there like every figure (who voted and
// the votes per value, with the same minimum and rules as any answer); the figures of domain/
// culture.ts are then computed from what the gate let through only, so none can show more.

const VALUES = new Map(CULTURE_VALUES.map((v) => [v.id, v]));
const kindOf = (id: string) => VALUES.get(id)?.kind;

type Figures = TCultureHistory['history'][number];

/** A culture cycle as asked, with what the engine counted of it (none: nobody voted, or not yet synced). */
interface Asked {
  id: string;
  startsOn: string;
  endsOn: string;
  counted: CycleFigures | undefined;
}

interface Cycles {
  s: ReportSetting;
  scope: string;
  groupName: string;
  cycles: Asked[];
  /** Who could vote in each cycle, as it began (today's count where none was recorded). */
  people: (cycle: string) => number | null;
}

async function cultureCycles(ctx: ReportsCtx, groupId: string): Promise<Cycles> {
  const s = await reportSetting(ctx);
  assertScope(ctx, s, groupId);
  const [{ rosters, past }, asked] = await Promise.all([keptRostersIn(ctx.withTx, s), ctx.withTx((tx) => askedCultureCycles(tx, s.today))]);
  const counted = await measure(ctx.deps.analytics, CULTURE, {
    companyId: s.companyId,
    instance: CULTURE_INSTANCE,
    k: s.k,
    tree: s.tree,
    rosters,
    past: new Map(past.map((p) => [p.cycleId, { rosters: p.rosters, cells: p.cells }])),
    live: s.live,
  });
  const scope = groupId === 'company' ? COMPANY : groupId;
  const began = new Map(past.map((p) => [p.cycleId, p.rosters.get(scope) ?? 0]));
  return {
    s,
    scope,
    groupName: groupId === 'company' ? s.companyName : (s.names.get(groupId)?.name ?? ''),
    // Every cycle that asked, counted or not: one nobody voted in reads as one too few voted in.
    cycles: asked.map((c) => ({ id: c.id, startsOn: c.starts_on, endsOn: c.ends_on, counted: counted.find((x) => x.cycle === c.id) })),
    people: (cycle) => began.get(cycle) ?? rosters.get(scope) ?? null,
  };
}

const votesOf = (q: QuestionFigure | undefined): Map<string, number> => new Map(Object.entries(q?.distribution ?? {}));
const sum = (votes: Map<string, number>) => [...votes.values()].reduce((a, b) => a + b, 0);

function figuresOf(c: Cycles, cycle: Asked): { figures: Figures; current: QuestionFigure | undefined; desired: QuestionFigure | undefined } {
  const f = cycle.counted?.scopes.find((x) => x.scope === c.scope && x.option === null);
  const open = cycle.counted ? !cycle.counted.closed : cycle.endsOn > c.s.today;
  const voters = f?.respondents;
  const withheld = !voters || voters.withheld || voters.respondents === null || voters.respondents === 0;
  const [current, desired] = [f?.questions?.current, f?.questions?.desired];
  const people = c.people(cycle.id);
  const none = { voters: null, reliability: { rate: null, level: null }, votes: null, culturalEntropy: null, culturalAlignment: null, maturityLevel: null };
  if (withheld) return { figures: { date: cycle.startsOn, withheld: true, open, people, ...none }, current: undefined, desired: undefined };
  const [now, wanted] = [votesOf(current?.withheld ? undefined : current), votesOf(desired?.withheld ? undefined : desired)];
  const entropy = culturalEntropy(now, kindOf);
  const alignment = culturalAlignment(now, wanted);
  const rate = people ? Math.min(100, Math.round((1000 * voters.respondents!) / people) / 10) : null;
  return {
    figures: {
      date: cycle.startsOn,
      withheld: false,
      open,
      voters: voters.respondents,
      people,
      reliability: { rate, level: rate === null ? null : reliabilityOf(rate) },
      votes: sum(now) + sum(wanted),
      culturalEntropy: entropy,
      culturalAlignment: alignment,
      maturityLevel: maturityLevel(entropy, alignment),
    },
    current,
    desired,
  };
}

/**
 * A question's ranking. Probability is over everyone who voted in the cycle, not over the
 * question's own voters: beside the voters, the question's count would tell how many left it empty
 * (one person, maybe).
 */
function ranked(q: QuestionFigure | undefined, voters: number, language: ReportSetting['language']) {
  if (!q || q.withheld || !q.respondents) return [];
  const collator = new Intl.Collator(language);
  return [...votesOf(q)]
    .filter(([id, n]) => n > 0 && VALUES.has(id))
    .map(([id, votes]) => {
      const value = VALUES.get(id)!;
      return { valueId: id, name: value.name[language], kind: value.kind, votes, probability: Math.round((1000 * votes) / voters) / 10 };
    })
    .sort((a, b) => b.votes - a.votes || collator.compare(a.name, b.name));
}

const datesOf = (c: Cycles) => c.cycles.map((x) => x.startsOn).reverse();

/**
 * GET /culture/ranking/:groupId: one culture cycle's ranking (the latest the gate shows, or the one
 * of `date`) with its figures; null (204) before any culture cycle had votes.
 */
export async function cultureRanking(ctx: ReportsCtx, input: TCultureInput): Promise<TCultureRanking | null> {
  const c = await cultureCycles(ctx, input.groupId);
  if (c.cycles.length === 0) return null;
  const read = c.cycles.map((cycle) => ({ cycle, ...figuresOf(c, cycle) }));
  const chosen = input.date ? read.find((r) => r.cycle.startsOn === input.date) : ([...read].reverse().find((r) => !r.figures.withheld) ?? read.at(-1));
  if (!chosen) throw new AppError('NOT_FOUND');
  const language = c.s.language;
  const rankingOf = (question: CultureQuestion) => ranked(question === 'current' ? chosen.current : chosen.desired, chosen.figures.voters ?? 0, language);
  return {
    groupId: input.groupId,
    groupName: c.groupName,
    ...chosen.figures,
    ranking: { current: rankingOf('current'), desired: rankingOf('desired') },
    dates: datesOf(c),
  };
}

/** GET /culture/ranking/:groupId/history: every culture cycle's figures, oldest first. */
export async function cultureHistory(ctx: ReportsCtx, groupId: string): Promise<TCultureHistory> {
  const c = await cultureCycles(ctx, groupId);
  return { groupId, groupName: c.groupName, history: c.cycles.map((cycle) => figuresOf(c, cycle).figures), dates: datesOf(c) };
}
