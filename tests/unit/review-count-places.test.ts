import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine } from '../../analytics/engine.js';
import { closedMonthsSql, countScopes, toScopeCounts, type CountQuery, type ScopeCount } from '../../analytics/figures/base.js';
import { METRICS, PILLARS } from '../../analytics/metrics.js';
import { NPS_BANDS } from '../../domain/metrics.js';
import { randomTree } from './random-tree.js';

// The counts added up per place (base.ts) against a count by hand, person by person, on random small
// data (people in several groups and options, moving, skipping questions, answering the open cycle in
// any order; the open cycle released in blocks of k per place, ANONYMITY.md rule 4): respondents,
// means, each metric's people and NPS bands, in every scope and demographic cell of every bucket.

const id = (kind: number, n: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const OPTIONS = [1, 2, 3].map((n) => id(3, n));
const CYCLES = [
  { id: id(4, 1), starts: '2024-04-20', closed: true },
  { id: id(4, 2), starts: '2024-05-01', closed: true },
  { id: id(4, 3), starts: '2024-05-15', closed: true },
  { id: id(4, 4), starts: '2024-06-01', closed: false },
];

interface Row {
  seq: number;
  cycle: (typeof CYCLES)[number];
  respondent: string;
  groups: string[];
  options: string[];
  scores: (number | null)[];
}

let engine: AnalyticsEngine;
let company = 0;
beforeAll(async () => {
  engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB' });
});
afterAll(() => engine.close());

const month = (day: string) => day.slice(0, 7);

/** The buckets a row counts in, as the query asks (base.ts bucketsOf). */
function bucketsOf(q: CountQuery, starts: string): string[] {
  if (q.byMonth) return starts >= q.from && starts <= q.to ? [month(starts)] : [];
  if (!q.monthsFrom) return starts >= q.from && starts <= q.to ? ['window'] : [];
  const lowest = q.from < q.monthsFrom ? q.from : q.monthsFrom;
  if (starts < lowest || starts > q.to) return [];
  return [...(starts >= q.from ? ['window'] : []), ...(starts >= q.monthsFrom ? [month(starts)] : [])];
}

interface Totals {
  groups: string[];
  options: string[];
  t: number[];
  c: number[];
}

const first = (rows: Row[]) => rows.reduce((a, b) => (b.cycle.starts < a.cycle.starts || (b.cycle.starts === a.cycle.starts && b.seq < a.seq) ? b : a));
const emptyTotals = (groups: string[], options: string[]): Totals => ({ groups, options, t: METRICS.map(() => 0), c: METRICS.map(() => 0) });
const add = (into: Totals, scores: (number | null)[], kept: (i: number) => boolean = () => true) =>
  scores.forEach((s, i) => {
    if (s !== null && kept(i)) ((into.t[i] = into.t[i]! + s), (into.c[i] = into.c[i]! + 1));
  });

/** Whole blocks of k of a list in order: the first ⌊n/k⌋·k. */
const wholeBlocks = <T>(list: T[], k: number) => list.slice(0, Math.floor(list.length / k) * k);

/** Counts by hand, person by person: a map of `bucket|scope|option` to the figures countScopes gives. */
function byHand(rows: Row[], q: CountQuery) {
  const k = Math.max(1, Math.floor(q.k));
  const per = new Map<string, Row[]>();
  for (const r of rows)
    for (const b of bucketsOf(q, r.cycle.starts)) {
      if (!r.cycle.closed && q.live === false) continue;
      const key = `${b}|${r.respondent}|${r.cycle.closed ? 'closed' : 'open'}`;
      per.set(key, [...(per.get(key) ?? []), r]);
    }
  // Closed rows: each person once per bucket, in the place of their first answer there.
  const closed = new Map<string, Totals>();
  for (const [key, list] of per) {
    if (!key.endsWith('|closed')) continue;
    const f = first(list);
    const totals = emptyTotals(f.groups, f.options);
    for (const r of list) add(totals, r.scores);
    closed.set(key.slice(0, -'|closed'.length), totals);
  }
  // Open rows: placed at the person's closed place, else their first open answer's; released per
  // (bucket, place) in whole blocks of k by submission order, people new to the bucket apart from
  // people it counts already; then per metric, whole blocks of k of the released answers, in
  // the order of their release, again new and known people apart.
  interface Open {
    row: Row;
    bucket: string;
    person: string;
    place: string;
    groups: string[];
    fresh: boolean;
    freshMetric: boolean[];
    releaseKey?: bigint;
  }
  const opens: Open[] = [];
  for (const [key, list] of per) {
    if (!key.endsWith('|open')) continue;
    const person = key.slice(0, -'|open'.length);
    const bucket = person.slice(0, person.indexOf('|'));
    const known = closed.get(person);
    const groups = known?.groups ?? first(list).groups;
    for (const row of list)
      opens.push({ row, bucket, person, place: groups.join(','), groups, fresh: !known, freshMetric: METRICS.map((_, i) => (known?.c[i] ?? 0) === 0) });
  }
  const released: Open[] = [];
  const byPlace = new Map<string, Open[]>();
  for (const o of opens) byPlace.set(`${o.bucket}|${o.place}|${o.fresh}`, [...(byPlace.get(`${o.bucket}|${o.place}|${o.fresh}`) ?? []), o]);
  for (const list of byPlace.values()) {
    const taken = wholeBlocks(
      [...list].sort((a, b) => a.row.seq - b.row.seq),
      k,
    );
    taken.forEach((o, i) => {
      const block = taken.slice(Math.floor(i / k) * k, Math.floor(i / k) * k + k);
      o.releaseKey = BigInt(Math.max(...block.map((b) => b.row.seq))) * 10_000_000_000n + BigInt(o.row.seq);
      released.push(o);
    });
  }
  const keptMetric = new Set<string>();
  const placesOf = new Map<string, Open[]>();
  for (const o of released) placesOf.set(`${o.bucket}|${o.place}`, [...(placesOf.get(`${o.bucket}|${o.place}`) ?? []), o]);
  for (const list of placesOf.values())
    METRICS.forEach((_, i) => {
      for (const fresh of [true, false]) {
        const answered = list.filter((o) => o.row.scores[i] !== null && o.freshMetric[i] === fresh).sort((a, b) => (a.releaseKey! < b.releaseKey! ? -1 : 1));
        for (const o of wholeBlocks(answered, k)) keptMetric.add(`${o.bucket}|${o.row.seq}|${i}`);
      }
    });
  // Each person's totals per bucket: their closed row and their released rows together.
  const people = new Map<string, Totals>();
  for (const [person, totals] of closed) people.set(person, { ...totals, options: [], t: [...totals.t], c: [...totals.c] });
  for (const o of released) {
    let totals = people.get(o.person);
    if (!totals) people.set(o.person, (totals = emptyTotals(o.groups, [])));
    add(totals, o.row.scores, (i) => keptMetric.has(`${o.bucket}|${o.row.seq}|${i}`));
  }
  // Spread to scopes (every person) and to cells (closed rows only), then averaged over people.
  const wantedGroups = (groups: string[]) => (q.groups === 'all' ? groups : groups.filter((g) => q.groups.includes(g)));
  const wantedOptions = (options: string[]) => (q.options === 'all' ? options : q.options?.length ? options.filter((o) => q.options!.includes(o)) : []);
  const figures = new Map<string, { means: (number | null)[]; pillar: number | null }[]>();
  const put = (key: string, totals: Totals) => {
    const means = METRICS.map((_, i) => (totals.c[i]! > 0 ? totals.t[i]! / totals.c[i]! : null));
    const pillars = means.slice(0, PILLARS.length).filter((m): m is number => m !== null);
    figures.set(key, [...(figures.get(key) ?? []), { means, pillar: pillars.length ? pillars.reduce((a, b) => a + b, 0) / pillars.length : null }]);
  };
  const bucketOf = (person: string) => person.slice(0, person.indexOf('|'));
  for (const [person, totals] of people) for (const scope of ['company', ...wantedGroups(totals.groups)]) put(`${bucketOf(person)}|${scope}|`, totals);
  for (const [person, totals] of closed)
    for (const scope of ['company', ...wantedGroups(totals.groups)])
      for (const option of wantedOptions(totals.options)) put(`${bucketOf(person)}|${scope}|${option}`, totals);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
  const out = new Map<string, Figures>();
  for (const [key, list] of figures) {
    const nps = (i: number) => {
      const ms = list.map((p) => p.means[i]).filter((m): m is number => m !== null);
      return {
        promoters: ms.filter((m) => m >= NPS_BANDS.promoter).length,
        passives: ms.filter((m) => m >= NPS_BANDS.passive && m < NPS_BANDS.promoter).length,
        detractors: ms.filter((m) => m < NPS_BANDS.passive).length,
      };
    };
    out.set(key, {
      respondents: list.length,
      overall: mean(list.map((p) => p.pillar).filter((m): m is number => m !== null)),
      metrics: Object.fromEntries(
        METRICS.map((m, i) => {
          const ms = list.map((p) => p.means[i]).filter((x): x is number => x !== null);
          return [m, { n: ms.length, score: mean(ms) }];
        }),
      ) as Figures['metrics'],
      enps: nps(METRICS.indexOf('enps')),
      lnps: nps(METRICS.indexOf('lnps')),
    });
  }
  return out;
}

type Figures = Pick<ScopeCount, 'respondents' | 'overall' | 'metrics' | 'enps' | 'lnps'>;

/** Figures keyed by bucket, scope and option, means rounded where float sums may differ in the last bits. */
const round = (n: number | null) => (n === null ? null : Math.round(n * 1e6) / 1e6);
const normal = ({ respondents, overall, metrics, enps, lnps }: Figures) => ({
  respondents,
  overall: round(overall),
  metrics: Object.fromEntries(Object.entries(metrics).map(([m, f]) => [m, { n: f.n, score: round(f.score) }])),
  enps,
  lnps,
});
const asMap = (counts: readonly ScopeCount[]) => new Map(counts.map((c) => [`${c.bucket}|${c.scope}|${c.option ?? ''}`, normal(c)]));
const rounded = (m: Map<string, Figures>) => new Map([...m].map(([key, f]) => [key, normal(f)]));

const score = fc.option(fc.integer({ min: 0, max: 10 }), { nil: null, freq: 4 });
const world = fc.record({
  parents: fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 1, maxLength: 4 }),
  people: fc.array(
    fc.record({
      // A node per cycle (−1: the company only), options per cycle (people's options change too).
      nodes: fc.array(fc.integer({ min: -1, max: 3 }), { minLength: CYCLES.length, maxLength: CYCLES.length }),
      options: fc.array(fc.subarray([0, 1, 2]), { minLength: CYCLES.length, maxLength: CYCLES.length }),
      answered: fc.array(fc.boolean(), { minLength: CYCLES.length, maxLength: CYCLES.length }),
      scores: fc.array(fc.array(score, { minLength: METRICS.length, maxLength: METRICS.length }), { minLength: CYCLES.length, maxLength: CYCLES.length }),
    }),
    { minLength: 1, maxLength: 12 },
  ),
  // The open cycle's answers arrive in any order among people.
  openOrder: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
  k: fc.integer({ min: 1, max: 3 }),
  shape: fc.constantFrom('window', 'months', 'window+months'),
  groupsAll: fc.boolean(),
  options: fc.constantFrom('none', 'all', 'some'),
  live: fc.boolean(),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

/** Writes a world's rows into the file, as the company `companyId`: its groups and rows. */
async function write(w: World) {
  const companyId = id(1, ++company);
  const { groups } = randomTree(w.parents, (n) => id(2, n));
  const parentOf = w.parents.map((p, i) => (p >= 0 && p < i ? p : -1));
  const chain = (node: number): string[] => (node < 0 || node >= groups.length ? [] : [groups[node]!, ...chain(parentOf[node]!)]);
  const rows: Row[] = [];
  let seq = 0;
  for (const [c, cycle] of CYCLES.entries()) {
    const order = w.people.map((_, i) => i);
    if (!cycle.closed) order.sort((a, b) => (w.openOrder[a] ?? 0) - (w.openOrder[b] ?? 0) || a - b);
    for (const i of order) {
      const p = w.people[i]!;
      if (!p.answered[c]) continue;
      rows.push({
        seq: ++seq,
        cycle,
        respondent: `p${i}`,
        groups: chain(p.nodes[c]!).sort(),
        options: p.options[c]!.map((o) => OPTIONS[o]!),
        scores: p.scores[c]!,
      });
    }
  }
  await engine.all(`delete from respondent_cycles`);
  await engine.all(`delete from closed_cycles`);
  await engine.all(
    `insert into closed_cycles values ${CYCLES.filter((c) => c.closed)
      .map((c) => `('${companyId}', '${c.id}')`)
      .join(', ')}`,
  );
  if (rows.length)
    await engine.all(
      `insert into respondent_cycles values ${rows
        .map(
          (r) =>
            `(${r.seq}, '${companyId}', '${r.cycle.id}', '${r.cycle.starts}'::date, '${r.respondent}', [${r.groups.map((g) => `'${g}'`).join(', ')}]::uuid[], [${r.options.map((o) => `'${o}'`).join(', ')}]::uuid[], ${r.scores.map((s) => (s === null ? 'null' : String(s))).join(', ')})`,
        )
        .join(', ')}`,
    );
  return { companyId, groups, rows };
}

describe('review: counts added up per place equal a count person by person', () => {
  it('for every scope, cell and bucket, closed and open cycles, any k', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const { companyId, groups, rows } = await write(w);
        const q: CountQuery = {
          companyId,
          today: '2024-06-10',
          from: w.shape === 'months' ? '2024-04-01' : '2024-05-01',
          to: '2024-06-30',
          k: w.k,
          groups: w.groupsAll ? 'all' : groups.filter((_, i) => i % 2 === 0),
          options: w.options === 'none' ? undefined : w.options === 'all' ? 'all' : OPTIONS.slice(0, 2),
          byMonth: w.shape === 'months',
          monthsFrom: w.shape === 'window+months' ? '2024-04-01' : undefined,
          live: w.live,
        };
        const counted = asMap(await countScopes(engine, q));
        expect(counted).toEqual(rounded(byHand(rows, q)));
      }),
      { numRuns: 150, seed: 20261125 },
    );
  }, 240_000);

  it('for the closed months a pass stores (closedMonthsSql), every scope', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const { companyId, rows } = await write(w);
        const months = [...new Set(CYCLES.filter((c) => c.closed).map((c) => month(c.starts)))].map((m) => ({ company: companyId, month: m }));
        const stored = asMap(toScopeCounts(await engine.columns(closedMonthsSql(months))));
        const q: CountQuery = { companyId, today: '2024-06-10', from: '2024-01-01', to: '2024-05-31', k: 1, groups: 'all', byMonth: true, live: false };
        expect(stored).toEqual(rounded(byHand(rows, q)));
      }),
      { numRuns: 60, seed: 20261126 },
    );
  }, 240_000);
});
