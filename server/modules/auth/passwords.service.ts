import type { Selectable } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import type { CompaniesTable, PasswordRules } from '../../db/types.js';
import { brokenPasswordRules, DEFAULT_PASSWORD_RULES, hashSecret, normaliseSecretAnswer } from '../../auth/passwords.js';
import { AppError } from '../../lib/errors.js';
import { secretQuestionExists } from './auth.queries.js';

export function rulesOf(company: Pick<Selectable<CompaniesTable>, 'password_rules'> | undefined): PasswordRules {
  return company?.password_rules ?? DEFAULT_PASSWORD_RULES;
}

/** Refuses a password that breaks the company's rules, naming each broken rule as a field error. */
export function assertPasswordRules(password: string, rules: PasswordRules, field = 'password'): void {
  const broken = brokenPasswordRules(password, rules);
  if (broken.length) throw new AppError('PASSWORD_WEAK', { [field]: broken.map((r) => `passwordRule.${r}`) });
}

/** The columns to write for a new password; ends the password's age for the expiry rule. */
export async function passwordColumns(password: string) {
  return { password_hash: await hashSecret(password), password_changed_at: new Date() };
}

/** The columns to write for a chosen secret question, or none when the person skipped it. */
export async function secretColumns(tx: Tx, secret: { secretQuestion?: string; secretQuestionAnswer?: string }) {
  if (!secret.secretQuestion || !secret.secretQuestionAnswer) return {};
  if (!(await secretQuestionExists(tx, secret.secretQuestion))) throw new AppError('BAD_INPUT', { secretQuestion: ['Unknown question'] });
  return {
    secret_question_id: secret.secretQuestion,
    secret_answer_hash: await hashSecret(normaliseSecretAnswer(secret.secretQuestionAnswer)),
  };
}
