import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import type { SurveyIntervalDays } from '../../../server/db/types.js';
import { addDays, toDay } from '../../../server/modules/survey/survey.cycles.js';
import { releaseCycle } from '../../../server/modules/survey/survey.release.js';
import { createCallerFactory } from '../../../server/trpc/init.js';
import { appRouter } from '../../../server/trpc/router.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { failureOf, sessionFor } from '../auth/helpers.js';
import { makeTeam } from '../users/helpers.js';

export const today = () => toDay(new Date());

/** A company with people and the survey settings given (delivery date relative to today). */
export async function surveyTeam(options: { interval?: SurveyIntervalDays; anchorOffsetDays?: number; plan?: 'basic' | 'enterprise' | 'trial' } = {}) {
  const team = await makeTeam({ plan: options.plan ?? 'enterprise' });
  const { db } = await testDeps();
  await withTenant(db, team.companyId, (tx) =>
    tx
      .updateTable('companies')
      .set({ survey_interval_days: options.interval ?? 7, survey_delivery_date: addDays(today(), options.anchorOffsetDays ?? 0) })
      .where('id', '=', team.companyId)
      .execute(),
  );
  return team;
}

/** A caller signed in as a person, whose clock reads `day` (default: now). */
export async function surveyCaller(user: { company_id: string; id: string }, day?: string, language: 'en-US' | 'pt-BR' | 'es-AR' = 'en-US') {
  const token = await sessionFor(user);
  const { ctx } = await callerFor({ token, language });
  const clock = day ? () => new Date(`${day}T12:00:00Z`) : () => new Date();
  return createCallerFactory(appRouter)({ ...ctx, deps: { ...ctx.deps, clock } });
}

type Survey = NonNullable<Awaited<ReturnType<Awaited<ReturnType<typeof surveyCaller>>['survey']['current']>>['survey']>;
export type Question = Survey['questions'][number];

/** A valid answer to any question: the top of numeric scales, the first answer(s) of choices. */
export function answerFor(q: Question, comment?: string) {
  const feedback_answer = comment ?? null;
  if (q.type === 'select') return { answer_id: q.answers[0]!.answer_id, feedback_answer };
  if (q.type === 'multi-select') return { answer_id: [q.answers[0]!.answer_id], feedback_answer };
  return { score: q.max!, feedback_answer };
}

export function doneInput(survey: Survey, submissionId = randomUUID()) {
  return {
    status: 'done' as const,
    cycleId: survey.cycleId,
    submissionId,
    questions: survey.questions.map((q) => ({ question_id: q.question_id, answered: answerFor(q) })),
  };
}

/** The cycle's stored responses, after releasing whatever of it is held (as its close would). */
export async function responsesOfCycle(companyId: string, cycleId: string) {
  const { db, deps } = await testDeps();
  await releaseCycle(db, deps.sealingKey, companyId, cycleId, true);
  return withTenant(db, companyId, (tx) => tx.selectFrom('survey_responses').selectAll().where('cycle_id', '=', cycleId).execute());
}

export async function answersOfResponse(companyId: string, responseId: string) {
  const { db } = await testDeps();
  return withTenant(db, companyId, (tx) => tx.selectFrom('survey_answers').selectAll().where('response_id', '=', responseId).execute());
}

/** Expects a call to fail with an AppError code; returns the error for more checks. */
export async function expectAppError(call: Promise<unknown>, code: string) {
  const error = await failureOf(call);
  expect(error.code).toBe(code);
  return error;
}
