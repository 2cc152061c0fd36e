import { createHmac } from 'node:crypto';

// Keyed digests that stand for a person without naming them. The key lives outside the database,
// so whoever reads the tables cannot recompute them from the user ids they also see there.

/** The stable pseudonym of a respondent: counts distinct people across cycles, names nobody. */
export function respondentPseudonym(key: string, companyId: string, userId: string): string {
  return createHmac('sha256', key).update(`respondent:${companyId}:${userId}`).digest('base64url');
}

/**
 * The pseudonym of a respondent of one custom survey's cycle (`instance`: the survey and cycle):
 * it counts distinct people within the cycle, the only place figures count them, and differs in
 * every other cycle and survey, so a copy of the database cannot match a person's answers across
 * cycles (by the cycles they took part in) or instruments.
 */
export function surveyPseudonym(key: string, companyId: string, instance: string, userId: string): string {
  return createHmac('sha256', key).update(`custom-survey:${companyId}:${instance}:${userId}`).digest('base64url');
}

/** The idempotency key of one person's submission id. */
export function submissionKey(key: string, companyId: string, userId: string, submissionId: string): string {
  return createHmac('sha256', key).update(`submission:${companyId}:${userId}:${submissionId}`).digest('base64url');
}

/**
 * A digest of what a submission says, to tell a true repeat from the same id with other answers.
 * Keyed: an unkeyed digest could be recomputed from a stored response and joined to the
 * submission row, which shares its transaction with the participation claim.
 */
export function payloadHash(key: string, value: unknown): string {
  return createHmac('sha256', key)
    .update(`payload:${JSON.stringify(value)}`)
    .digest('base64url');
}

/** What the cleaning migration left in place of the unkeyed digests of earlier submissions. */
export const CLEARED_PAYLOAD = 'cleared';
