import { beforeEach, describe, expect, it } from 'vitest';
import { attachAnalytics } from '../setup/test-context.js';
import { addCycle, addResponses, members, respondents, type FixtureAnswer } from '../integration/analytics/fixtures.js';
import { synced } from '../integration/analytics/helpers.js';
import { pdfText } from '../integration/psychosocial/helpers.js';
import { surveyCaller } from '../integration/survey/helpers.js';
import { makeGroup, makeTeam } from '../integration/users/helpers.js';
import { answersOf, isolating, K, round2, type Caller } from './attack-helpers.js';

// An attacker's read of issue 15, continued (plans-attacks.test.ts has the action plans): the
// psychosocial-risk report and its PDF, and the recommendations for a scope's lowest pillars. The
// attacker is a leader with every screen and API call, who reads as often as they like and adds and
// subtracts what they are shown (analytics/ANONYMITY.md). `it.fails`: a hole still open; plain `it`:
// an attack tried that held. k is 3 throughout.

beforeEach(async () => {
  (await attachAnalytics()).clock = () => new Date();
});

describe('psychosocial risks: a pillar beside its parts (rule 2, "a question’s score and its parts")', () => {
  // One cycle asks one question of each pillar, and a smart pillar about once a month
  // (survey.cycles.ts questionSet): in a month, people of a scope answer different parts of a pillar.
  //
  // Dept has 4 people directly (R) and Team (S, 6 people) inside it. Psychosocial risks: three of R
  // answer psychological safety (5), the fourth, r4, job control (9); in Team three answer
  // psychological safety (5) and three job control (5). Counts: pillar Dept 10, Team 6; psychological
  // safety Dept 6, Team 3; job control Dept 4, Team 3 — Dept less Team is r4 alone, so the gate
  // withholds Team's job control. Every pillar and part is checked over the tree alone, and each
  // part beside its own scope's pillar alone: none of those pairs differs by 1 or 2 people.
  async function world() {
    const team = await makeTeam();
    const dept = await makeGroup(team.companyId, 'Dept', null, { members: await members(team, 4) });
    const sub = await makeGroup(team.companyId, 'Team', dept, { members: await members(team, 6) });
    const cycle = await addCycle(team.companyId, 0, '2025-04-07', '2025-04-14');
    const m = 'psychosocialRisks';
    await addResponses(team.companyId, cycle, [
      ...answersOf([dept], [5, 5, 5], m, 'psychologicalSafety'),
      ...answersOf([dept], [9], m, 'jobControl'),
      ...answersOf([dept, sub], [5, 5, 5], m, 'psychologicalSafety'),
      ...answersOf([dept, sub], [5, 5, 5], m, 'jobControl'),
    ]);
    await synced('2025-05-10');
    return { admin: await surveyCaller(team.admin, '2025-05-10'), dept, sub };
  }

  /** A scope's psychosocial-risks pillar and parts as the NR-1 screen shows them. */
  async function factors(caller: Caller, groupId: string) {
    const report = await caller.psychosocial.report({ groupId });
    const of = (id: string) => report.factors.find((f) => f.pillar === 'psychosocialRisks' && f.id === id)!;
    return { pillar: of('psychosocialRisks'), safety: of('psychologicalSafety'), control: of('jobControl') };
  }

  // Closed (was a medium hole): a scope where the tree withholds one part shows none of its parts.
  // Before: Team's job control was withheld because Dept's (4) less Team's (3) would be r4. But
  // Team's pillar less Team's psychological safety is Team's job-control people: 5.0 × 6 − 5.0 × 3 =
  // 15, three people (Team's job control, 5.0, recovered), and Dept's job control 6.0 × 4 − 15 = 9:
  // r4's own answer. Equally Dept's pillar less Team's, less (Dept's safety less Team's): 54 − 30 −
  // (30 − 15) = 9, a set of (10 − 6) − (6 − 3) = 1 person. The screen's one decimal is enough here.
  // Fix (analytics/figures/submetrics.ts shownBeside, and the gate): audit the pillar and its parts
  // of every scope as one family — over the tree and beside each other together — e.g. gate each
  // part over the tree with the pillar's counts as a cell family (parts as the cells of each scope,
  // the pillar as the scope, the people who answered none of a part as the remainder, as
  // cellRostersWithheld does for options), so that withholding a part also withholds what gives it
  // back (here Team's psychological safety or pillar, or Dept's job control).
  it('a department and its team: the pillar less a part, across the two, is one person’s answer', async () => {
    const w = await world();
    const dept = await factors(w.admin, w.dept);
    const sub = await factors(w.admin, w.sub);
    const shown = (f: { withheld: boolean; score: number | null }) => !f.withheld && f.score !== null;
    // Combinations of shown figures' people (each person answered one part): Team's pillar less its
    // safety gives Team's job control; Dept's job control less that, and the pillars' and safeties'
    // differences, must not leave 1 to k−1 people.
    const combos: { people: number; sum: number }[] = [];
    if ([sub.pillar, sub.safety, dept.control].every(shown))
      combos.push({
        people: dept.control.respondents! - (sub.pillar.respondents! - sub.safety.respondents!),
        sum: dept.control.score! * dept.control.respondents! - (sub.pillar.score! * sub.pillar.respondents! - sub.safety.score! * sub.safety.respondents!),
      });
    if ([dept.pillar, sub.pillar, dept.safety, sub.safety].every(shown))
      combos.push({
        people: dept.pillar.respondents! - sub.pillar.respondents! - (dept.safety.respondents! - sub.safety.respondents!),
        sum:
          dept.pillar.score! * dept.pillar.respondents! -
          sub.pillar.score! * sub.pillar.respondents! -
          (dept.safety.score! * dept.safety.respondents! - sub.safety.score! * sub.safety.respondents!),
      });
    // Today both give one person and r4's 9.
    for (const combo of combos) expect(isolating(combo.people), `${combo.people} people, sum ${round2(combo.sum)}`).toBe(false);
  });

  // HOLE (medium). A person's pillar score is the mean of all their answers of the month, a part's the
  // mean of their answers to it: someone who answered a part's questions a different number of times
  // weighs differently in the pillar than in the parts. Two companies, 6 people in a group, four
  // cycles in April asking psychological safety, respectful treatment twice, job control; everyone
  // answers all four with 5 except X and Y. In world A X skips the third cycle and answers 10, 0, 10;
  // Y answers 5 throughout. In world B X skips the third with 5, 5, 5; Y answers 10, 0, 0, 10. Every
  // part reads the same in both (5.83, 4.17, 5.83, six people each), and so does who answered each
  // cycle; the pillar reads 5.28 in A and 5.00 in B. Beside the parts, the pillar's excess over
  // ¼ safety + ½ treatment + ¼ control, × 6, is (safety − 2 × treatment + control) / 12 of the one
  // person who skipped a cycle: 20/12 in A, the only answers that give 20 being 10, 0 and 10.
  // Fix (analytics/figures/base.ts and submetrics.ts): make the pillar a roll-up of what its parts
  // show (ANONYMITY.md rule 10, as custom surveys do): a person's pillar mean as the mean of their
  // part means with the parts' fixed weights, or the pillar's score computed from the shown parts;
  // or write it down as a known limit beside the overall score's.
  it.fails('a person who answered a part a different number of times weighs differently in the pillar: it reads apart where the parts read alike', async () => {
    // null: the cycle not answered.
    const read = async (x: (number | null)[], y: number[]) => {
      const team = await makeTeam();
      const group = await makeGroup(team.companyId, 'Plant', null, { members: await members(team, 6) });
      const parts = ['psychologicalSafety', 'respectfulTreatment', 'respectfulTreatment', 'jobControl'];
      const people = respondents(6);
      const [xId, yId] = [people[0]!, people[1]!];
      for (const [i, part] of parts.entries()) {
        const cycle = await addCycle(team.companyId, i, `2025-04-0${1 + i * 2}`, `2025-04-0${2 + i * 2}`);
        const answers = people.flatMap((respondent): FixtureAnswer[] => {
          const score = respondent === xId ? x[i]! : respondent === yId ? y[i]! : 5;
          if (score === null) return [];
          return [{ respondent, groups: [group], scores: { psychosocialRisks: score }, submetrics: { psychosocialRisks: part } }];
        });
        await addResponses(team.companyId, cycle, answers);
      }
      await synced('2025-05-10');
      const admin = await surveyCaller(team.admin, '2025-05-10');
      const detail = (await admin.reports.metric({ groupId: group, metricId: 'psychosocialRisks' }))!;
      return {
        pillar: { score: detail.score, respondents: detail.respondents },
        parts: detail.submetrics.map((s) => ({ id: s.submetric_id, score: s.score, respondents: s.respondents })),
        cycles: (await admin.reports.participation({ groupId: group })).cycles.map((c) => c.respondents),
      };
    };
    const a = await read([10, 0, null, 10], [5, 5, 5, 5]);
    const b = await read([5, 5, null, 5], [10, 0, 0, 10]);
    expect(a.parts).toEqual(b.parts);
    expect(a.cycles).toEqual(b.cycles);
    // Safe: the pillar says nothing the parts (and who answered) do not.
    expect(a.pillar).toEqual(b.pillar);
  });

  it('each shown part differs from its scope’s pillar by nobody or k people or more, and the PDF shows no number the screen does not', async () => {
    const w = await world();
    for (const groupId of [w.dept, w.sub]) {
      const report = await w.admin.psychosocial.report({ groupId });
      for (const pillar of ['psychosocialRisks', 'burnoutRisk'] as const) {
        const own = report.factors.find((f) => f.kind === 'pillar' && f.pillar === pillar)!;
        for (const part of report.factors.filter((f) => f.kind === 'submetric' && f.pillar === pillar && !f.withheld && f.respondents))
          expect(isolating(own.respondents! - part.respondents!), part.id).toBe(false);
      }
      // The PDF (English: one decimal with a point) against the screen's figures.
      const text = await pdfText((await w.admin.psychosocial.exportPdf({ groupId, language: 'en-US' })).base64);
      const screen = new Set([
        ...report.factors.flatMap((f) => (f.score === null ? [] : [f.score.toFixed(1)])),
        ...report.history.flatMap((h) => h.points.flatMap((p) => (p.score === null ? [] : [p.score.toFixed(1)]))),
        // The risk limits the method explains.
        '5.0',
        '7.5',
      ]);
      const numbers = [...text.matchAll(/(?<![\d.])\d{1,2}\.\d(?![\d.])/g)].map((x) => x[0]);
      expect(numbers.length).toBeGreaterThan(0);
      expect(numbers.filter((n) => !screen.has(n))).toEqual([]);
      if (report.factors.some((f) => f.withheld)) expect(text).toContain(`fewer than ${K} people`);
    }
  });
});

describe('recommendations for the lowest pillars', () => {
  it('a withheld pillar changes neither the report the card reads nor the recommendations it offers', async () => {
    // Two companies alike but for one pillar that only 2 of 4 people answered (withheld): 0 in one
    // (it would be the lowest), 10 in the other. The dashboard card picks the two lowest pillars that
    // show a score from reports.report (client/features/dashboard/leader-cards.tsx lowestPillars) and
    // asks recommendations.list for them; the report's low_metrics feeds the report screen.
    const read = async (hidden: number) => {
      const team = await makeTeam();
      const group = await makeGroup(team.companyId, 'Plant', null, { members: await members(team, 4) });
      const cycle = await addCycle(team.companyId, 0, '2025-04-07', '2025-04-14');
      const people = respondents(4);
      await addResponses(
        team.companyId,
        cycle,
        people.map((respondent, i) => ({
          respondent,
          groups: [group],
          scores: { wellness: 6, recognition: 4, happiness: 7, ...(i < 2 ? { peersRelationship: hidden } : {}) },
        })),
      );
      await synced('2025-05-10');
      const admin = await surveyCaller(team.admin, '2025-05-10');
      const report = (await admin.reports.report({ groupId: group }))!;
      const metrics = report.metrics.map((m) => ({ metric: m.metric_id, score: m.score, respondents: m.respondents, withheld: m.withheld, state: m.state }));
      const lowest = report.metrics
        .filter((m) => !m.withheld && m.score !== null)
        .sort((x, y) => x.score! - y.score!)
        .slice(0, 2)
        .map((m) => m.metric_id);
      const recommendations = await admin.recommendations.list({ metrics: lowest });
      // Not the overall score: it is each person's mean over the pillars they answered, so it takes in
      // the withheld pillar's answers (ANONYMITY.md known limits); the card does not read it.
      return { metrics, low: report.low_metrics, lowest, recommendations };
    };
    const [low, high] = [await read(0), await read(10)];
    expect(low.metrics.find((m) => m.metric === 'peersRelationship')).toMatchObject({ score: null, withheld: true });
    expect(low.lowest).not.toContain('peersRelationship');
    expect(low).toEqual(high);
  });
});
