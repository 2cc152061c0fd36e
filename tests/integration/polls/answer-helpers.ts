import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { withSystem, withTenant } from '../../../server/db/tenant.js';
import { releaseCustomHeld } from '../../../server/modules/custom-surveys/custom-surveys.release.js';
import { attachAnalytics, testDeps } from '../../setup/test-context.js';
import type { PollCompany } from './helpers.js';

// Answering and reading polls in tests: answers of the three questions' poll (helpers.ts), what a
// send left in the database, and the release and engine sync a report waits for.

type Caller = Awaited<ReturnType<PollCompany['as']>>['caller'];

export interface Given {
  /** q1: 'o1' (Monday) or 'o2' (Friday). */
  choice?: string;
  /** q2: 0–10. */
  scale?: number;
  /** q2's comment, and whether it is signed. */
  why?: string;
  whyNamed?: boolean;
  /** q3, and whether it is signed. */
  idea?: string;
  ideaNamed?: boolean;
}

/** poll_survey of the three questions as the legacy client sends it (unanswered questions left out). */
/**
 * Six people's answers to threeQuestions: q1 Monday ×3, Friday ×2, one skips; q2 8, 6, 10, 3, 8
 * (one skips); q2's comment: one anonymous, one signed; q3: one signed, five anonymous.
 */
export const SIX_ANSWERS: Given[] = [
  { choice: 'o1', scale: 8, idea: 'Named idea', ideaNamed: true },
  { choice: 'o1', scale: 6, idea: 'Idea 2', why: 'Why 2' },
  { choice: 'o2', scale: 10, idea: 'Idea 3', why: 'Named why', whyNamed: true },
  { choice: 'o1', scale: 3, idea: 'Idea 4' },
  { choice: 'o2', scale: 8, idea: 'Idea 5' },
  { idea: 'Idea 6' },
];

export function pollSurvey(g: Given) {
  const out = [];
  if (g.choice !== undefined) out.push({ question_id: 'q1', question_type: 'radio-string' as const, answer: g.choice });
  if (g.scale !== undefined || g.why !== undefined)
    out.push({
      question_id: 'q2',
      question_type: 'slide-number' as const,
      answer: g.scale ?? null,
      feedback: g.why === undefined ? null : { question: 'Why this score?', isAnonymous: !g.whyNamed, answer: g.why },
    });
  if (g.idea !== undefined) out.push({ question_id: 'q3', question_type: 'paragraph' as const, answer: g.idea, isAnonymous: !g.ideaNamed });
  return out;
}

export const answer = (caller: Caller, id: string, g: Given, submissionId: string = randomUUID()) =>
  caller.polls.answer({ id, submissionId, poll_survey: pollSurvey(g) });

/** What the database holds of a poll's sends: participation rows, held responses, named rows (their sealed bytes). */
export async function stored(t: PollCompany, id: string) {
  return withSystem(t.db, async (tx) => ({
    participation: (await tx.selectFrom('custom_survey_participation').select('user_id').where('survey_id', '=', id).execute()).map((r) => r.user_id),
    held: (await tx.selectFrom('custom_survey_held').select('sealed').where('survey_id', '=', id).execute()).length,
    named: (await tx.selectFrom('poll_named_answers').select('sealed').where('survey_id', '=', id).execute()).map((r) => Buffer.from(r.sealed)),
  }));
}

/** A release pass (every company's held answers) and the engine synced: what a reader sees seconds later. */
export async function releaseAndSync() {
  const { db, deps } = await testDeps();
  await releaseCustomHeld(db, deps.sealingKey, new Date());
  await (await attachAnalytics()).sync();
}

/** The poll's cycle over (as a close that the release has written): every response counts. */
export async function ended(t: PollCompany, id: string) {
  await withTenant(t.db, t.company.id, (tx) =>
    sql`update custom_surveys set launch_at = now() - interval '2 days', ends_at = now() - interval '1 day' where id = ${id}`.execute(tx),
  );
  await releaseAndSync();
}
