import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellKey, defineInstrument, measure } from '../../analytics/index.js';
import type { CycleFigures, Instrument, InstrumentResponse, ScopeFigures } from '../../analytics/index.js';
import { instrumentHarness, MOOD, TODAY } from './instrument-harness.js';

// An attacker's read of the instruments engine (ANONYMITY.md, rules 1–10): a leader reading every
// figure of measure() after every answer, adding and subtracting them. The second group were holes
// (it.fails) until fixed; each comment keeps the attack and its fix. A new hole: an it.fails here.

const SURVEY = defineInstrument({
  id: 'test-attack',
  categories: MOOD.categories,
  questions: [
    ...MOOD.questions,
    { id: 'pick', category: null, scale: { kind: 'choice', choices: [{ id: 'yes' }, { id: 'no' }] }, scored: false },
    { id: 'tags', category: null, scale: { kind: 'choice', choices: [{ id: 'red' }, { id: 'blue' }, { id: 'green' }], multi: { max: 2 } }, scored: false },
    { id: 'note', category: null, scale: { kind: 'text' }, scored: false },
  ],
  figures: ['respondents', 'overall', 'categories', 'questions', 'distributions', 'texts'],
});

const h = instrumentHarness(SURVEY);
const { responses, cycles: cycleRows } = h;

/** A company with groups A and B (ids given or new), cycle c1 closed, c2 and c3 open, rosters of 50 unless given by cellKey. */
function company(setup: { groups?: [string, string]; rosters?: (a: string, b: string) => Record<string, number> } = {}) {
  const id = randomUUID();
  const [a, b] = setup.groups ?? [randomUUID(), randomUUID()];
  const [x, y] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
  for (const [cycle, [start, end]] of Object.entries({ c1: ['02', '09'], c2: ['16', '23'], c3: ['18', '25'] }))
    cycleRows.push({ company_id: id, instance: 'weekly', cycle_id: cycle, starts_on: `2026-11-${start}`, ends_on: `2026-11-${end}` });
  const tree = [a, b].map((id) => ({ id, parent: null }));
  const given = setup.rosters?.(a, b) ?? {};
  const rosters = new Map(['company', a, b].map((s) => [s, given[cellKey(s, null)] ?? 50] as const));
  const cellRosters = new Map(['company', a, b].flatMap((s) => [x, y].map((o) => [cellKey(s, o), given[cellKey(s, o)] ?? 50] as const)));
  /** Answers: a number (any for a text: that it was written), a choice, several, or skipped (null). */
  const add = (cycle: string, respondent: string, groups: string[], answers: Record<string, number | string | string[] | null>, options: string[] = []) => {
    const list = Object.entries(answers).flatMap(([question, given]): InstrumentResponse['answers'] =>
      typeof given === 'number' ? [{ question, value: given, choice: null }] : ([] as string[]).concat(given ?? []).map((choice) => ({ question, value: null, choice })),
    );
    responses.push({ seq: responses.length + 1, company_id: id, instance: 'weekly', cycle_id: cycle, respondent, group_ids: groups, option_ids: options, answers: list });
  };
  const read = async (options?: string[], instrument: Instrument = SURVEY, today = TODAY) => {
    // The day is the engine's clock: its sync closes the cycles that ended by then.
    h.engine.clock = () => new Date(`${today}T12:00:00Z`);
    await h.engine.sync();
    return measure(h.engine, instrument, { companyId: id, instance: 'weekly', k: 3, tree, rosters, cellRosters, options, live: true });
  };
  /** One generated person's answers (the properties below): group and option 2 are none. */
  const put = (cycle: string, i: number, { group, option, tags, note, ...rest }: Person) =>
    add(cycle, `p${i}`, [[a], [b], []][group]!, { ...rest, tags: tags.length ? tags : null, note: note ? 1 : null }, [[x], [y], []][option]);
  return { id, a, b, x, y, add, read, put };
}

const at = (cycles: CycleFigures[], cycle: string, scope: string) => cycles.find((c) => c.cycle === cycle)?.scopes.find((s) => s.scope === scope && !s.option);

/**
 * A shown roll-up is the answer-weighted mean of its shown questions (to the figures' rounding): it
 * adds nothing a leader could subtract. Throws where it is not.
 */
function addsNothing(s: ScopeFigures) {
  const mood = s.categories!.mood!;
  if (mood.withheld || !mood.respondents) return;
  const parts = [s.questions!.energy!, s.questions!.focus!].filter((q) => !q.withheld && q.respondents);
  const byHand = parts.reduce((sum, q) => sum + q.score! * q.respondents!, 0) / parts.reduce((sum, q) => sum + q.respondents!, 0);
  expect(Math.abs(mood.score! - byHand), `mood ${mood.score} beside its questions' ${byHand}`).toBeLessThan(0.02);
}

const stars = fc.option(fc.integer({ min: 1, max: 5 }));
const colours = fc.subarray(['red', 'blue', 'green'], { maxLength: 2 });
const yesNo = fc.option(fc.constantFrom('yes', 'no'));
const person = fc.record({ group: fc.nat(2), option: fc.nat(2), energy: stars, focus: stars, pick: yesNo, tags: colours, note: fc.boolean() });
type Person = typeof person extends fc.Arbitrary<infer T> ? T : never;

/** Every figure of every cycle, scope and cell: its people (null when withheld), all it shows (keys sorted: their order is a hole below). */
function snapshot(cycles: CycleFigures[]) {
  const out = new Map<string, { n: number | null; shows: string }>();
  for (const c of cycles)
    for (const s of c.scopes)
      for (const [name, f] of Object.entries({ respondents: s.respondents, overall: s.overall, ...s.categories, ...s.questions, ...s.texts }))
        out.set(`${c.cycle}|${s.scope}|${s.option}|${name}`, {
          n: f!.respondents,
          shows: JSON.stringify(f, (k, v: unknown) => (k === 'distribution' && v ? Object.entries(v).sort() : v)),
        });
  return out;
}

describe('attacks the engine withstands', () => {
  it('two open cycles read after every answer: each figure, distribution and choice count moves by k people or not at all, cells and the closed cycle never; once closed, no figure less its shown parts leaves 1 to k−1', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom('c2', 'c3'), person), { minLength: 1, maxLength: 12 }), async (stream) => {
        const c = company();
        for (let i = 0; i < 4; i++) c.add('c1', `old${i}`, [c.a], { energy: 3, focus: 4, pick: 'yes', tags: ['red'], note: 1 }, [c.x]);
        let before = snapshot(await c.read([c.x, c.y]));
        for (const [i, [cycle, p]] of stream.entries()) {
          c.put(cycle, i, p);
          const now = snapshot(await c.read([c.x, c.y]));
          for (const [key, f] of now) {
            const [cycle, , option] = key.split('|');
            const was = before.get(key);
            if (cycle === 'c1') expect(f, `${key} moved`).toEqual(was);
            else if (option !== 'null') expect(f.n ?? 0, `${key} counts an open cycle`).toBe(0);
            if (!was || f.n === null || was.n === null) continue;
            // A roll-up's score moves with its questions' (addsNothing below), not with its own people.
            const rollUp = key.endsWith('|overall') || key.endsWith('|mood');
            if (f.n === was.n) {
              if (!rollUp) expect(f.shows, `${key} changed with the same people`).toBe(was.shows);
            } else expect(Math.abs(f.n - was.n), `${key} moved by ${f.n - was.n} people`).toBeGreaterThanOrEqual(3);
          }
          for (const scope of (await c.read([c.x, c.y])).flatMap((cycle) => cycle.scopes)) addsNothing(scope);
          before = now;
        }
        // Closed: the company less its shown groups (in each cell too), and each scope less its shown cells.
        const closed = snapshot(await c.read([c.x, c.y], SURVEY, '2026-11-30'));
        const families = [
          ...[null, c.x, c.y].map((o) => [`company|${o}`, `${c.a}|${o}`, `${c.b}|${o}`]),
          ...['company', c.a, c.b].map((s) => [`${s}|null`, `${s}|${c.x}`, `${s}|${c.y}`]),
        ];
        for (const [cycle, scope, option, figure] of [...closed.keys()].map((key) => key.split('|')))
          for (const [whole, ...parts] of scope === 'company' && option === 'null' ? families : [])
            for (const shown of [[parts[0]!], [parts[1]!], parts]) {
              const n = [whole!, ...shown].map((at) => closed.get(`${cycle}|${at}|${figure}`)?.n ?? null);
              const rest = n.some((v) => v === null) ? 0 : (n as number[]).reduce((sum, v, i) => (i === 0 ? v : sum - v), 0);
              expect(rest === 0 || rest >= (figure === 'note' ? 5 : 3), `${cycle} ${figure}: ${whole} less ${shown} leaves ${rest}`).toBe(true);
            }
      }),
      // A fixed seed: in two runs of the whole suite this property went past two minutes while 280
      // random runs of it alone took a third of a second each; until that is understood, the suite
      // reads the same 20 streams every time (the slow case is still to be found).
      { numRuns: 20, seed: 20261124 },
    );
  }, 300_000);

  it('ties are broken by ids, not arrival: the same answers in another order withhold the same figures', async () => {
    const groups: [string, string] = [randomUUID(), randomUUID()];
    // Company 7 = A 3 + B 3 + one person in no group: one of A and B is withheld, which by id.
    const read = async (order: string[]) => {
      const c = company({ groups });
      for (const g of order) for (let i = 0; i < 3; i++) c.add('c1', `${g}${i}`, [g], { energy: 2 + i, pick: 'no', tags: ['red'] });
      c.add('c1', 'alone', [], { energy: 5, pick: 'yes', tags: ['blue'] });
      const cycles = await c.read();
      return ['company', ...groups].map((scope) => at(cycles, 'c1', scope)!.questions!.energy!.withheld);
    };
    const first = await read(groups);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await read([...groups].reverse())).toEqual(first);
  });

  it('ids that would break out of the SQL are refused, wherever they are declared or asked for', async () => {
    const [c, evil] = [company(), "x') union all select 1 --"];
    for (let i = 0; i < 3; i++) c.add('c1', `p${i}`, [c.a], { energy: 3 });
    const forged = (question: Instrument['questions'][number]) => defineInstrument({ ...SURVEY, categories: [], questions: [question], figures: ['questions'] });
    // Refused where declared (a survey built in a form is declared at run time, then read).
    expect(() => forged({ id: evil, category: null, scale: { kind: 'text' }, scored: false })).toThrow(/letters, digits/);
    expect(() => forged({ id: 'pick', category: null, scale: { kind: 'choice', choices: [{ id: evil, score: 1 }] }, scored: true })).toThrow(/letters, digits/);
    const ask = { companyId: c.id, instance: evil, k: 3, tree: [], rosters: new Map(), live: true };
    await expect(measure(h.engine, SURVEY, ask)).rejects.toThrow(/not a plain id/);
    await expect(measure(h.engine, SURVEY, { ...ask, instance: 'weekly', options: [evil] })).rejects.toThrow(/not a uuid/);
  });
});

describe('attacks that once worked (each was an it.fails until its fix)', () => {
  // A roll-up beside its questions gives two sums per scope: 2·category − questions (who skipped
  // part of it) and questions − category (½(E+F) over who answered all). The gate holds the first
  // to 0 or ≥ k, not the second: here one person. Fixed: a roll-up is made of its questions' shown figures.
  it('a roll-up beside its questions gives the mean of the one person who answered all of it', async () => {
    const c = company();
    [2, 3, 4].forEach((energy, i) => c.add('c1', `e${i}`, [c.a], { energy }));
    [1, 2, 5].forEach((focus, i) => c.add('c1', `f${i}`, [c.a], { focus }));
    c.add('c1', 'target', [c.a], { energy: 5, focus: 1 });
    addsNothing(at(await c.read(), 'c1', 'company')!);
  });

  // While open, each figure has its own blocks of k. Between two reads the category and energy took
  // in p10 (E, F), p11, p12 (E), focus not yet p10: the moves differ by ½(F − E) of p10 (partial and
  // full ≥ k throughout). Fixed as the one above: the roll-up moves only as its questions do.
  it('the moves of an open roll-up and its questions differ by one person', async () => {
    const c = company();
    const energy = [3, 4, 2, null, null, null, 4, 2, 3, 1];
    const focus = [null, null, null, 5, 2, 3, 4, 5, 3, 5];
    energy.forEach((e, i) => c.add('c2', `p${i + 1}`, [c.a], { energy: e, focus: focus[i] ?? null })); // p10 is the target
    addsNothing(at(await c.read(), 'c2', 'company')!);
    [4, 5].forEach((energy, i) => c.add('c2', `p${11 + i}`, [c.a], { energy }));
    addsNothing(at(await c.read(), 'c2', 'company')!);
  });

  // Rule 7: company 10 people, A 9, the director in no group. measure() checks a roster against k,
  // not against its parent's: A is withheld only if the director answered. Fix: rosterGate and
  // cellRostersWithheld (figures/rosters.ts), with each cycle's recorded rosters and today's. Fixed so.
  it('whether one known person answered shows in what is withheld', async () => {
    const pattern = async (directorAnswers: boolean) => {
      const c = company({ rosters: (a, b) => ({ [cellKey('company', null)]: 10, [cellKey(a, null)]: 9, [cellKey(b, null)]: 0 }) });
      for (let i = 0; i < 9; i++) c.add('c1', `p${i}`, [c.a], { energy: 3 });
      if (directorAnswers) c.add('c1', 'director', [], { energy: 3 });
      const cycles = await c.read();
      return ['company', c.a].map((scope) => at(cycles, 'c1', scope)!.respondents.withheld);
    };
    expect(await pattern(false), 'withheld (company, A) without and with the director').toEqual(await pattern(true));
  });

  // A distribution is filled in the order DuckDB lists the points, the order people answered, and
  // keys that are not array indexes (choices, 2.5) keep that order in JSON: the first key is the
  // first answerer's choice; it also shifts between reads with nothing new (rule 9). Fixed: declared order, or sorted.
  it('the order of a distribution says what the first person to answer chose', async () => {
    const orders = new Set<string>();
    for (const first of ['yes', 'no', 'yes', 'no', 'yes', 'no']) {
      const c = company();
      c.add('c1', 'first', [c.a], { pick: first });
      for (let i = 0; i < 5; i++) c.add('c1', `p${i}`, [c.a], { pick: first === 'yes' ? 'no' : 'yes' });
      orders.add(Object.keys(at(await c.read(), 'c1', 'company')!.questions!.pick!.distribution ?? {}).join(', '));
    }
    expect([...orders], 'one order of keys, whoever answered first').toHaveLength(1);
  });

  // `partial` counts rows, not questions: energy twice and no focus passes for complete, and
  // 2·category − energy − focus is that energy. Fixed: a person's first response only, roll-ups of figures.
  it('someone who answered one question twice and skipped the other passes for complete', async () => {
    const c = company();
    [2, 4, 3, 5].forEach((energy, i) => c.add('c1', `p${i}`, [c.a], { energy, focus: [3, 4, 5, 2][i]! }));
    for (let i = 0; i < 2; i++) c.add('c1', 'twice', [c.a], { energy: 5 });
    const scope = at(await c.read(), 'c1', 'company')!;
    expect(scope.questions!.energy!.respondents).toBe(5);
    addsNothing(scope);
  });

  // A released person's later answer moves an open figure at once, by one person (rule 4). Fix:
  // release later answers of counted people in blocks of k too, or count first responses only (so fixed).
  it('a second answer of a released person moves an open figure alone', async () => {
    const c = company();
    [3, 3, 3].forEach((energy, i) => c.add('c2', `p${i}`, [c.a], { energy }));
    const before = at(await c.read(), 'c2', 'company')!.questions!.energy!;
    c.add('c2', 'p1', [c.a], { energy: 5 });
    const after = at(await c.read(), 'c2', 'company')!.questions!.energy!;
    expect([after.respondents, after.mean], 'the mean moved with one person').toEqual([before.respondents, before.mean]);
  });

  // Distributions and nps shares count answers, not people (rule 1): points {1, 3, 5, 5} of 3 people
  // with a mean of person means of 3.33 fit only if the pair is {3, 5}. Fixed: each person once.
  it('a distribution counts answers, not people', async () => {
    const c = company();
    [1, 5, 3, 5].forEach((energy, i) => c.add('c1', ['p1', 'p2', 'twice', 'twice'][i]!, [c.a], { energy }));
    const energy = at(await c.read(), 'c1', 'company')!.questions!.energy!;
    const points = Object.values(energy.distribution ?? {}).reduce((s, n) => s + n, 0);
    expect(energy.withheld || points === energy.respondents, `${points} points from ${energy.respondents} people, mean ${energy.mean}`).toBe(true);
  });

  // Comments come in blocks reaching their minimum (6 for 5, rule 8), how many wrote came in blocks of k (3). Fixed: blocks of ceil(min / k) · k.
  it('an open text count moves by fewer writers than the comment minimum', async () => {
    const c = company();
    for (let i = 0; i < 6; i++) c.add('c2', `p${i}`, [c.a], { note: 1 });
    const before = at(await c.read(), 'c2', 'company')!.texts!.note!.respondents ?? 0;
    for (let i = 6; i < 9; i++) c.add('c2', `p${i}`, [c.a], { note: 1 });
    const after = at(await c.read(), 'c2', 'company')!.texts!.note!.respondents ?? 0;
    expect(after === before || Math.abs(after - before) >= 5, `moved from ${before} to ${after} writers`).toBe(true);
  });

  // measure-sql.ts writes `scored` into the SQL as is, and defineInstrument does not check it is a
  // boolean: a declaration read from JSON (a survey built in a form) runs its own SQL, here another
  // company's answers. Fixed: a zod schema in defineInstrument, and only `true` writes true.
  it('a declaration whose `scored` is not a boolean runs its own SQL', async () => {
    const [victim, c] = [company(), company()];
    for (let i = 0; i < 3; i++) victim.add('c1', `v${i}`, [victim.a], { energy: 2 });
    for (let i = 0; i < 3; i++) c.add('c1', `p${i}`, [c.a], { energy: 3 });
    const scored = `true, false, (select min(value) from long_items where company_id = '${victim.id}'::uuid), 5::double), ('zz', null, 'text', false` as unknown;
    const energy = { id: 'energy', category: null, scale: { kind: 'scale', min: 1, max: 5 }, scored: scored as boolean } as const;
    const leak = async () => {
      const forged = defineInstrument({ ...SURVEY, categories: [], questions: [energy], figures: ['questions'] });
      const score = at(await c.read(undefined, forged), 'c1', 'company')!.questions!.energy!.score!;
      return Math.round((30 - 5 * score) / (10 - score)); // score = (3 − lo) / (5 − lo) · 10, solved for lo
    };
    await expect(leak(), "the victim's lowest answer, read through the declaration").rejects.toThrow();
  });

  // Last: it fills the file. Rule 2 places a person where they first answered; any_value(group_ids)
  // follows DuckDB's plan, which follows what else the file holds (rule 9). Open, the person leaves
  // the block they were released in: A's mean moves by two people's difference. Fixed: their first response alone counts.
  it('someone who answered from two groups counts in the group of their first answer, at every read', async () => {
    for (let i = 0; i < 1000; i++) company();
    const placed: string[] = [];
    for (let rep = 0; rep < 20; rep++) {
      const c = company();
      for (const g of [c.a, c.b]) for (let i = 0; i < 3; i++) c.add('c1', `${g}${i}`, [g], { energy: 3 });
      c.add('c1', 'mover', [c.a], { energy: 4 });
      c.add('c1', 'mover', [c.b], { focus: 4 });
      const cycles = await c.read();
      placed.push(`A ${at(cycles, 'c1', c.a)!.respondents.respondents}, B ${at(cycles, 'c1', c.b)!.respondents.respondents}`);
    }
    expect(placed).toEqual(placed.map(() => 'A 4, B 3'));
  });
});
