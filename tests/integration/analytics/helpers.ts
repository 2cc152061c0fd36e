import { randomUUID } from 'node:crypto';
import { QUESTIONS } from '../../../seeds/survey-library/index.js';
import { withTenant } from '../../../server/db/tenant.js';
import { attachAnalytics, testDeps } from '../../setup/test-context.js';
import { surveyCaller, type Question } from '../survey/helpers.js';

/**
 * Answers the person's open survey: numeric questions with `value(q)` (on the question's own
 * scale), choice questions with the answer whose score is nearest. Returns the cycle id.
 */
export async function answerWith(person: { company_id: string; id: string }, value: (q: Question) => number | null, day?: string) {
  const caller = await surveyCaller(person, day);
  const { survey } = await caller.survey.current();
  if (!survey) throw new Error('no survey open');
  const library = new Map(QUESTIONS.map((q) => [q.id, q]));
  const questions = survey.questions.map((q) => {
    // The culture questions are votes, not scores: left unanswered here.
    if (q.pillar === 'culture') return { question_id: q.question_id, answered: null };
    const v = value(q);
    if (v === null) return { question_id: q.question_id, answered: null };
    if (q.type === 'select' || q.type === 'multi-select') {
      const answers = library.get(q.question_id)!.answers!;
      const nearest = answers.reduce((a, b) => (Math.abs(b.score - v) < Math.abs(a.score - v) ? b : a));
      return { question_id: q.question_id, answered: { answer_id: q.type === 'select' ? nearest.id : [nearest.id] } };
    }
    return { question_id: q.question_id, answered: { score: v } };
  });
  await caller.survey.send({ status: 'done', cycleId: survey.cycleId, submissionId: randomUUID(), questions });
  return survey.cycleId;
}

/**
 * The analytics engine, synced with everything committed so far. Fixtures that write days in the
 * past (participation a service would only ever write for today) ask for a rebuild.
 */
export async function synced(day?: string, options: { rebuild?: boolean } = {}) {
  const engine = await attachAnalytics();
  // Sent answers reach the answer tables through the release step (blocks of k, or all once their
  // cycle has ended on `day`), as the server's background pass would have written them.
  const { deps } = await testDeps();
  await deps.release.run(day);
  if (day) engine.clock = () => new Date(`${day}T12:00:00Z`);
  if (options.rebuild) await engine.rebuild();
  else await engine.sync();
  return engine;
}

export async function setReportMinimum(companyId: string, k: number) {
  const { db } = await testDeps();
  await withTenant(db, companyId, (tx) => tx.updateTable('companies').set({ report_min_users: k }).where('id', '=', companyId).execute());
}
