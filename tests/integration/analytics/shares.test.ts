import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine } from '../../../analytics/engine.js';
import { countScopes } from '../../../analytics/figures/base.js';
import { participationReport } from '../../../analytics/figures/participation.js';
import { scopeReport } from '../../../analytics/figures/scores.js';
import { inShare, type Share } from '../../../analytics/source.js';
import { analyticsSource } from '../../../server/db/analytics-source.js';
import { parseEnv } from '../../../server/env.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../../setup/test-context.js';
import { makeTeam } from '../users/helpers.js';
import { today } from '../survey/helpers.js';
import { addCycle, addResponse, addResponses, respondents } from './fixtures.js';

// Engines holding a share of the companies each (DESIGN.md: several DuckDB replicas behind the same
// API), and a sync pass that writes only the companies whose data changed.

const HALVES: Share[] = [
  { index: 0, count: 2 },
  { index: 1, count: 2 },
];
const past = (n: number) => addDays(today(), -n);

/** A new company's id that falls in the share. */
function idIn(share: Share): string {
  for (;;) {
    const id = randomUUID();
    if (inShare(id, share)) return id;
  }
}

/** A company with a closed cycle and an open one, four people answering each, counted on their days. */
async function seededCompany(share: Share) {
  const { companyId } = await makeTeam({ id: idIn(share) });
  const closed = await addCycle(companyId, 0, past(20), past(13));
  const open = await addCycle(companyId, 1, past(6), addDays(today(), 20));
  const people = respondents(4);
  await addResponses(
    companyId,
    closed,
    people.map((r, i) => ({ respondent: r, scores: { recognition: 4 + i, enps: 6 + i } })),
    past(15),
  );
  await addResponses(
    companyId,
    open,
    people.map((r, i) => ({ respondent: r, scores: { recognition: 7 - i, enps: 10 - i } })),
    today(),
  );
  return companyId;
}

async function openEngine(share?: Share, dataDir: string | null = null) {
  const { db, raw } = await testDeps();
  const engine = await AnalyticsEngine.open({ dataDir, memoryLimit: '256MB', share });
  await engine.attach(analyticsSource(db, raw));
  return engine;
}

/** Every company the engine's file holds rows of. */
async function heldBy(engine: AnalyticsEngine): Promise<Set<string>> {
  const rows = await engine.all<{ c: string }>(
    `select company_id::varchar as c from cycles union select company_id::varchar from responses union select company_id::varchar from participation_days`,
  );
  return new Set(rows.map((r) => r.c));
}

/** A company's rows of the tables a pass writes, with DuckDB's row ids: the same ids, the rows were not written again. */
async function rowsOf(engine: AnalyticsEngine, companyId: string) {
  const of = (table: string) => engine.all(`select rowid, * from ${table} where company_id = '${companyId}' order by rowid`);
  return { cycles: await of('cycles'), participation: await of('participation_days'), respondentCycles: await of('respondent_cycles') };
}

/** The figures a report of the company is made of, as each engine gives them. */
async function reportsOf(engine: AnalyticsEngine, companyId: string) {
  const gating = { companyId, today: today(), k: 3, tree: [], scope: 'company', rosters: new Map([['company', 10]]) };
  return {
    counts: await countScopes(engine, { companyId, today: today(), from: past(60), to: today(), k: 3, groups: 'all' }),
    closed: await scopeReport(engine, { ...gating, unled: new Map([['company', 0]]), live: false }),
    live: await scopeReport(engine, { ...gating, unled: new Map([['company', 0]]), live: true }),
    participation: await participationReport(engine, gating),
  };
}

let whole: AnalyticsEngine;
let halves: AnalyticsEngine[];
/** Seeded companies of each half. */
const mine: string[][] = [[], []];

beforeAll(async () => {
  for (const [i, share] of HALVES.entries()) for (let n = 0; n < 2; n++) mine[i]!.push(await seededCompany(share));
  whole = await openEngine();
  halves = [await openEngine(HALVES[0]), await openEngine(HALVES[1])];
});

afterAll(async () => {
  for (const engine of [whole, ...(halves ?? [])]) await engine?.close();
});

describe('analytics shares', () => {
  it('split the companies: two halves hold disjoint sets, each only its own, and each company is in one', async () => {
    const [zero, one] = [await heldBy(halves[0]!), await heldBy(halves[1]!)];
    expect([...zero].filter((c) => one.has(c))).toEqual([]);
    // Postgres's hash (SQL) and the engine's (TypeScript) agree on every company held.
    for (const c of zero) expect(inShare(c, HALVES[0]!)).toBe(true);
    for (const c of one) expect(inShare(c, HALVES[1]!)).toBe(true);
    const all = await heldBy(whole);
    for (const c of [...mine[0]!, ...mine[1]!]) expect(all.has(c)).toBe(true);
    for (const c of mine[0]!) expect([zero.has(c), one.has(c)]).toEqual([true, false]);
    for (const c of mine[1]!) expect([zero.has(c), one.has(c)]).toEqual([false, true]);
  });

  it("give each company's rows and reports exactly as an engine of every company does", async () => {
    for (const [i, companies] of mine.entries()) {
      for (const c of companies) {
        // The same rows, wherever each file put them.
        const strip = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
          Object.fromEntries(Object.entries(rows).map(([t, list]) => [t, list.map(({ rowid: _, ...r }) => JSON.stringify(r)).sort()]));
        expect(strip(await rowsOf(halves[i]!, c))).toEqual(strip(await rowsOf(whole, c)));
        const report = await reportsOf(halves[i]!, c);
        expect(report.closed?.respondents).toBe(4);
        expect(report).toEqual(await reportsOf(whole, c));
      }
    }
  });

  it('refuse a read of a company outside the share, naming it and the share', async () => {
    const outside = mine[1]![0]!;
    await expect(reportsOf(halves[0]!, outside)).rejects.toThrow(`company ${outside} is outside this analytics engine's share 0/2`);
    await expect(async () => countScopes(halves[0]!, { companyId: outside, today: today(), from: past(60), to: today(), k: 3, groups: 'all' })).rejects.toThrow(
      /outside/,
    );
  });

  it('rebuild from an export of the share only', async () => {
    const { db, raw } = await testDeps();
    const source = analyticsSource(db, raw);
    const dir = mkdtempSync(path.join(tmpdir(), 'clima-share-'));
    try {
      const exported = async (table: 'responses' | 'answers') => {
        const file = path.join(dir, `${table}.csv`);
        await source.exportCsv(table, file, { from: '0', to: await source.horizon() }, HALVES[1]!);
        return Papa.parse<{ company_id: string; response_id: string }>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true }).data;
      };
      const responses = await exported('responses');
      const companyOf = new Map(responses.map((r) => [r.response_id, r.company_id]));
      // Answers travel without their company: each belongs to a response of the share's.
      const answers = await exported('answers');
      expect(answers.length).toBeGreaterThan(0);
      for (const companies of [responses.map((r) => r.company_id), answers.map((a) => companyOf.get(a.response_id) ?? 'none')].map((list) => new Set(list))) {
        for (const c of companies) expect(c !== 'none' && inShare(c, HALVES[1]!)).toBe(true);
        for (const c of mine[1]!) expect(companies.has(c)).toBe(true);
        for (const c of mine[0]!) expect(companies.has(c)).toBe(false);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await halves[1]!.rebuild();
    const held = await heldBy(halves[1]!);
    for (const c of held) expect(inShare(c, HALVES[1]!)).toBe(true);
    for (const c of mine[1]!) expect(held.has(c)).toBe(true);
  });

  it('rebuild keeps the answers of the responses up to its horizon only, and the next pass adds the rest once', async () => {
    const { db, raw } = await testDeps();
    const real = analyticsSource(db, raw);
    const companyId = mine[1]![0]!;
    const count = async (engine: AnalyticsEngine, table: 'responses' | 'answers') =>
      (await engine.all<{ n: number }>(`select count(*)::int as n from ${table} where company_id = '${companyId}'`))[0]!.n;
    // The answers export is not cut at the horizon (analytics/rebuild.ts): a response committed
    // after the horizon was read has answers in it, and the rebuild must leave them to the next pass.
    const open = (await db.selectFrom('survey_cycles').select('id').where('company_id', '=', companyId).where('number', '=', 1).executeTakeFirstOrThrow()).id;
    await addResponse(companyId, open, { respondent: respondents(1)[0]!, scores: { recognition: 9, enps: 9 } }, today());
    const last = await db
      .selectFrom('survey_responses')
      .select(sql<string>`max(seq)::text`.as('seq'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    const short = String(BigInt(last.seq) - 1n);
    let horizon = short;
    const engine = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB', share: HALVES[1] });
    try {
      await engine.attach({ ...real, horizon: async () => horizon });
      const before = { responses: await count(engine, 'responses'), answers: await count(engine, 'answers') };
      expect((await engine.all<{ n: number }>(`select count(*)::int as n from answers where seq > ${short} or seq is null or company_id is null`))[0]!.n).toBe(0);
      horizon = await real.horizon();
      await engine.sync();
      await halves[1]!.sync();
      const all = { responses: await count(halves[1]!, 'responses'), answers: await count(halves[1]!, 'answers') };
      expect(before).toEqual({ responses: all.responses - 1, answers: all.answers - 2 });
      expect({ responses: await count(engine, 'responses'), answers: await count(engine, 'answers') }).toEqual(all);
    } finally {
      await engine.close();
    }
  });

  it('rebuild a kept file opened for another share', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clima-share-file-'));
    try {
      await (await openEngine(HALVES[0], dir)).close();
      const reopened = await openEngine(HALVES[1], dir);
      try {
        const held = await heldBy(reopened);
        for (const c of mine[1]!) expect(held.has(c)).toBe(true);
        for (const c of held) expect(inShare(c, HALVES[1]!)).toBe(true);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuse a share that is not one, at start', async () => {
    expect(parseEnv({ ANALYTICS_SHARE: '1/2' }).ANALYTICS_SHARE).toEqual({ index: 1, count: 2 });
    expect(parseEnv({}).ANALYTICS_SHARE).toEqual({ index: 0, count: 1 });
    for (const value of ['2/2', '0/0', 'half', '1']) expect(() => parseEnv({ ANALYTICS_SHARE: value })).toThrow(/ANALYTICS_SHARE/);
    await expect(AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB', share: { index: 2, count: 2 } })).rejects.toThrow('not an analytics share: 2/2');
  });
});

describe('a sync pass', () => {
  it("writes and touches only the companies with new rows: another company's rows keep their row ids", async () => {
    const [a, b] = [mine[0]![0]!, mine[1]![0]!];
    await whole.sync();
    const before = await rowsOf(whole, b);
    expect(before.cycles.length).toBe(2);
    expect(before.participation.length).toBeGreaterThan(0);
    const generations = { a: whole.cache.generation(a), b: whole.cache.generation(b) };
    const { db } = await testDeps();
    const open = (await db.selectFrom('survey_cycles').select('id').where('company_id', '=', a).where('number', '=', 1).executeTakeFirstOrThrow()).id;
    await addResponses(a, open, [{ respondent: respondents(1)[0]!, scores: { recognition: 5 } }], today());
    await whole.sync();
    expect((await rowsOf(whole, a)).respondentCycles.length).toBe(9);
    expect(whole.cache.generation(a)).toBeGreaterThan(generations.a);
    expect(await rowsOf(whole, b)).toEqual(before);
    expect(whole.cache.generation(b)).toBe(generations.b);
  });

  it("reads a company's participation again from its new responses' cycle, however long ago that began", async () => {
    const a = mine[0]![1]!;
    await whole.sync();
    const { db } = await testDeps();
    const closed = (await db.selectFrom('survey_cycles').select('id').where('company_id', '=', a).where('number', '=', 0).executeTakeFirstOrThrow()).id;
    // A late response of the cycle that ended 13 days ago, counted on a day of it (as a release of
    // an answer held since then adds to that day's kept count).
    await addResponses(a, closed, [{ respondent: respondents(1)[0]!, scores: { recognition: 5 } }], past(15));
    await whole.sync();
    const [day] = await whole.all<{ n: number }>(
      `select respondents as n from participation_days where company_id = '${a}' and scope = 'company' and day = '${past(15)}'`,
    );
    expect(day!.n).toBe(5);
  });

  it('writes again and touches a company whose cycles changed, and no other', async () => {
    const [a, b] = [mine[0]![1]!, mine[1]![1]!];
    await whole.sync();
    const before = await rowsOf(whole, b);
    const generations = { a: whole.cache.generation(a), b: whole.cache.generation(b) };
    await addCycle(a, 2, addDays(today(), 20), addDays(today(), 27));
    await whole.sync();
    expect((await rowsOf(whole, a)).cycles.length).toBe(3);
    expect(whole.cache.generation(a)).toBeGreaterThan(generations.a);
    expect(await rowsOf(whole, b)).toEqual(before);
    expect(whole.cache.generation(b)).toBe(generations.b);
  });
});
