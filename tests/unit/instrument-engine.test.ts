import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnalyticsEngine,
  cellKey,
  defineInstrument,
  measure,
  type InstrumentCycle,
  type InstrumentResponse,
  type InstrumentSource,
  type ScopeFigures,
} from '../../analytics/index.js';
import { inShare } from '../../analytics/source.js';
import { MOOD } from './instrument-harness.js';

// An instrument declared here only (two questions on 1–5 stars, one category): the engine stores its
// answers in the long form, counts and gates its figures, with no change to the engine.
const PULSE = defineInstrument({
  id: 'test-pulse',
  categories: MOOD.categories,
  questions: [...MOOD.questions],
  figures: ['respondents', 'overall', 'categories', 'questions', 'distributions'],
});

/** An in-memory source of the instrument's answers, as the server's would read them from Postgres. */
class ListSource implements InstrumentSource {
  responses: InstrumentResponse[] = [];
  cycleRows: InstrumentCycle[] = [];
  /** A release that commits between the two reads of the next pass, whichever comes first. */
  releaseMidPass: (() => void) | null = null;
  horizon = () => this.read(String(this.responses.length));
  since = (range: { from: string; to: string }, afterSeq: number, limit: number) =>
    Promise.resolve(this.responses.filter((r) => r.seq > Math.max(Number(range.from), afterSeq) && r.seq <= Number(range.to)).slice(0, limit));
  cycles = () => this.read(this.cycleRows.map((c) => ({ ...c })));
  private read<T>(value: T) {
    const release = this.releaseMidPass;
    this.releaseMidPass = null;
    release?.();
    return Promise.resolve(value);
  }
  add(company: string, cycle: string, groups: string[], answers: Record<string, number | null>) {
    const seq = this.responses.length + 1;
    const list = Object.entries(answers).flatMap(([question, value]) => (value === null ? [] : [{ question, value, choice: null }]));
    this.responses.push({ seq, company_id: company, instance: 'weekly', cycle_id: cycle, respondent: `p${seq}`, group_ids: groups, option_ids: [], answers: list });
  }
}

const TODAY = '2026-11-20';
const round = (n: number) => Math.round(n * 100) / 100;
let engine: AnalyticsEngine;
// One source for the instrument, as the server has: each test's company is new in it.
const source = new ListSource();
beforeAll(async () => {
  engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB', clock: () => new Date(`${TODAY}T12:00:00Z`) });
  await engine.attachInstrument(PULSE, source);
});
afterAll(() => engine.close());

/** A company with groups A and B under it, a closed cycle and an open one. */
async function company(k = 3) {
  const id = randomUUID();
  const [a, b] = [randomUUID(), randomUUID()];
  source.cycleRows.push(
    { company_id: id, instance: 'weekly', cycle_id: 'c1', starts_on: '2026-11-02', ends_on: '2026-11-09' },
    { company_id: id, instance: 'weekly', cycle_id: 'c2', starts_on: '2026-11-16', ends_on: '2026-11-23' },
  );
  const tree = [
    { id: a, parent: null },
    { id: b, parent: null },
  ];
  const rosters = new Map(['company', a, b].map((scope) => [scope, 50]));
  const read = async () => {
    await engine.sync();
    return measure(engine, PULSE, { companyId: id, instance: 'weekly', k, tree, rosters, live: true });
  };
  return { id, a, b, source, read, scope: (figures: ScopeFigures[], scope: string) => figures.find((s) => s.scope === scope && s.option === null)! };
}

describe('an instrument declared outside the engine', () => {
  it('gets figures computed as by hand, on its own scale and rolled up on 0–10', async () => {
    const c = await company();
    const answers = [
      [5, 4],
      [4, 4],
      [3, 2],
      [1, 5],
    ];
    for (const [energy, focus] of answers) c.source.add(c.id, 'c1', [c.a], { energy: energy!, focus: focus! });
    const [closed] = await c.read();
    const a = c.scope(closed!.scopes, c.a);
    expect(a.respondents.respondents).toBe(4);
    expect(a.questions!.energy!.mean).toBe(3.25);
    expect(a.questions!.energy!.distribution).toEqual({ 5: 1, 4: 1, 3: 1, 1: 1 });
    // Each person's mean of (answer − 1) / 4 × 10, then the mean over people.
    const byHand = answers.map(([e, f]) => (((e! - 1) / 4) * 10 + ((f! - 1) / 4) * 10) / 2).reduce((s, v) => s + v, 0) / 4;
    expect(a.categories!.mood!.score).toBeCloseTo(byHand, 2);
    expect(a.overall!.score).toBeCloseTo(byHand, 2);
    // Passes read each answer once: another one adds nothing.
    expect(await c.read()).toEqual([closed]);
  });

  it('refuses a declaration with mistakes, naming each', () => {
    const bad = () =>
      defineInstrument({
        id: 'Bad Id',
        categories: [{ id: 'x', overall: true }],
        questions: [
          { id: 'q', category: 'nowhere', scale: { kind: 'text' }, scored: true },
          { id: 'q', category: null, scale: { kind: 'choice', choices: [{ id: 'yes' }], multi: { max: 2 } }, scored: true },
        ],
        figures: ['respondents'],
      });
    for (const problem of [
      /id "Bad Id"/,
      /question q is declared twice/,
      /unknown category nowhere/,
      /free text and cannot be scored/,
      /several choices and cannot be scored/,
    ])
      expect(bad).toThrow(problem);
  });

  it('withholds a group below k, and the group whose difference from the company would give it away', async () => {
    const c = await company();
    for (let i = 0; i < 6; i++) c.source.add(c.id, 'c1', [c.a], { energy: 4, focus: 4 });
    for (let i = 0; i < 2; i++) c.source.add(c.id, 'c1', [c.b], { energy: 1, focus: 1 });
    const [closed] = await c.read();
    expect(c.scope(closed!.scopes, 'company').respondents).toMatchObject({ respondents: 8, withheld: false });
    expect(c.scope(closed!.scopes, c.b).questions!.energy!.withheld).toBe(true);
    // Company less A would be B's two people.
    expect(c.scope(closed!.scopes, c.a).questions!.energy!.withheld).toBe(true);
  });

  it('makes a roll-up of the shown figures of its questions, so that beside them it tells nothing of the one who skipped a question', async () => {
    const c = await company();
    for (let i = 0; i < 4; i++) c.source.add(c.id, 'c1', [c.a], { energy: 3, focus: 3 });
    c.source.add(c.id, 'c1', [c.a], { energy: 5, focus: null });
    const [closed] = await c.read();
    const whole = c.scope(closed!.scopes, 'company');
    const [energy, focus] = [whole.questions!.energy!, whole.questions!.focus!];
    expect([energy.respondents, focus.respondents]).toEqual([5, 4]);
    // Answer-weighted: (3.4 × 5 + 3 × 4) / 9 on the stars, 0–10 on the roll-up: ((2.5×4 + 10) + 5×4) / 9.
    // Its respondents: the answers behind it (people who answered both count twice, as in the questions).
    expect(whole.categories!.mood).toMatchObject({ respondents: 9, withheld: false, score: round((energy.score! * 5 + focus.score! * 4) / 9) });
    expect(whole.overall!.score).toBe(whole.categories!.mood!.score);
  });

  it('shows nothing of a scope whose roster is below k, answered or not', async () => {
    const c = await company();
    for (let i = 0; i < 5; i++) c.source.add(c.id, 'c1', [c.a], { energy: 3, focus: 3 });
    await engine.sync();
    const tree = [{ id: c.a, parent: null }];
    const figures = await measure(engine, PULSE, {
      companyId: c.id,
      instance: 'weekly',
      k: 3,
      tree,
      rosters: new Map([[cellKey('company', null), 10]]),
      live: true,
    });
    expect(c.scope(figures[0]!.scopes, c.a).respondents.withheld).toBe(true);
  });

  it('closes a cycle with every response released before its end was read, when a release commits during a pass', async () => {
    const c = await company();
    // The server keeps an ended cycle open while answers are still held (server/db/culture-source.ts).
    c.source.cycleRows.push({ company_id: c.id, instance: 'weekly', cycle_id: 'c3', starts_on: '2026-11-10', ends_on: '9999-12-31' });
    await engine.sync();
    c.source.releaseMidPass = () => {
      for (let i = 0; i < 5; i++) c.source.add(c.id, 'c3', [c.a], { energy: 4, focus: 4 });
      c.source.cycleRows.find((row) => row.company_id === c.id && row.cycle_id === 'c3')!.ends_on = '2026-11-17';
    };
    await engine.sync();
    const closed = (await c.read()).find((f) => f.cycle === 'c3')!;
    // Closed with none of them, the five would show in blocks of k only: three.
    expect(c.scope(closed.scopes, 'company').respondents.respondents).toBe(5);
  });

  it('moves a live cycle only in whole blocks of k people, whatever order the answers come in (a leader reading after every answer)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ group: fc.boolean(), energy: fc.integer({ min: 1, max: 5 }), skip: fc.boolean() }), { minLength: 1, maxLength: 14 }),
        async (stream) => {
          const c = await company();
          let before = new Map<string, number>();
          for (const answer of stream) {
            c.source.add(c.id, 'c2', [answer.group ? c.a : c.b], { energy: answer.energy, focus: answer.skip ? null : 2 });
            const figures = await c.read();
            const open = figures.find((f) => f.cycle === 'c2');
            const now = new Map<string, number>();
            for (const s of open?.scopes ?? [])
              for (const [name, f] of Object.entries({ respondents: s.respondents, energy: s.questions!.energy!, focus: s.questions!.focus!, mood: s.categories!.mood! }))
                now.set(`${s.scope}|${name}`, f.respondents ?? 0);
            for (const [key, n] of now) {
              const moved = Math.abs(n - (before.get(key) ?? 0));
              // A figure that moved by fewer than k people would tell the newest answer apart.
              expect(moved === 0 || moved >= 3, `${key} moved by ${moved}`).toBe(true);
            }
            before = now;
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('shows a roll-up only as its shown questions add up, and never over no shown question (any data)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ group: fc.boolean(), skip: fc.boolean(), energy: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 16 }),
        async (people) => {
          const c = await company();
          for (const p of people) c.source.add(c.id, 'c1', [p.group ? c.a : c.b], { energy: p.energy, focus: p.skip ? null : 3 });
          const [closed] = await c.read();
          for (const scope of ['company', c.a, c.b]) {
            const s = c.scope(closed!.scopes, scope);
            const mood = s.categories!.mood!;
            if (mood.withheld || mood.respondents === 0) continue;
            const parts = [s.questions!.energy!, s.questions!.focus!].filter((q) => !q.withheld && q.respondents);
            expect(parts.length, 'a roll-up over no shown question').toBeGreaterThan(0);
            const byHand = parts.reduce((sum, q) => sum + q.score! * q.respondents!, 0) / parts.reduce((sum, q) => sum + q.respondents!, 0);
            expect(Math.abs(mood.score! - byHand)).toBeLessThan(0.02);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("stores only the companies of the engine's share, and refuses to measure another", async () => {
    const [half, other] = [
      { index: 0, count: 2 },
      { index: 1, count: 2 },
    ];
    const idIn = (share: typeof half) => {
      for (;;) {
        const id = randomUUID();
        if (inShare(id, share)) return id;
      }
    };
    const [mine, theirs] = [idIn(half), idIn(other)];
    const list = new ListSource();
    for (const id of [mine, theirs]) {
      list.cycleRows.push({ company_id: id, instance: 'weekly', cycle_id: 'c1', starts_on: '2026-11-02', ends_on: '2026-11-09' });
      for (let i = 0; i < 4; i++) list.add(id, 'c1', [], { energy: 4, focus: 3 });
    }
    const shared = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB', share: half, clock: () => new Date(`${TODAY}T12:00:00Z`) });
    try {
      await shared.attachInstrument(PULSE, list);
      const held = await shared.all<{ c: string }>(`select distinct company_id::varchar as c from items union select company_id::varchar from instrument_cycles`);
      expect(held.map((r) => r.c)).toEqual([mine]);
      const query = { instance: 'weekly', k: 3, tree: [], rosters: new Map([['company', 10]]), live: true };
      const [cycle] = await measure(shared, PULSE, { ...query, companyId: mine });
      expect(cycle!.scopes.find((s) => s.scope === 'company')!.respondents.respondents).toBe(4);
      await expect(Promise.resolve().then(() => measure(shared, PULSE, { ...query, companyId: theirs }))).rejects.toThrow(/outside this analytics engine's share 0\/2/);
    } finally {
      await shared.close();
    }
  });
});
