import { withSystem, withTenant } from '../../db/tenant.js';
import type { Language } from '../../db/types.js';
import { normaliseSecretAnswer, verifyOrDummy, verifySecret } from '../../auth/passwords.js';
import { DEFAULT_PASSWORD_RULES, PASSWORD_SPECIALS } from '../../auth/password-rules.js';
import { revokeUserSessions, touchUserClaims } from '../../auth/sessions.js';
import { AppError } from '../../lib/errors.js';
import type { Context } from '../../trpc/context.js';
import type { Tx } from '../../db/tenant.js';
import { advanceSecretQuestionReminder, consumeToken, findCompany, findLiveToken, findUser, findUserByEmail, listSecretQuestions } from './auth.queries.js';
import type { TResetRequestInput } from './auth.schemas.js';
import { issueToken, mailLink } from './links.service.js';
import { assertPasswordRules, passwordColumns, rulesOf, secretColumns } from './passwords.service.js';

/**
 * Password recovery. By e-mail: always answers the same, so nobody learns who has an account.
 * By secret question: a right answer hands the reset token at once, a wrong one is throttled per
 * e-mail and per client address, and every answer costs one hash verification (a dummy one when
 * there is no account, no answer or another question), so timing tells nothing either.
 */
export async function requestPasswordReset(ctx: Context, input: TResetRequestInput): Promise<{ sent: boolean; token?: string }> {
  const { db, recoveryThrottle, addressThrottle } = ctx.deps;
  const key = `reset:${input.email}`;
  if (recoveryThrottle.isBlocked(key) || addressThrottle.isBlocked(ctx.ip)) throw new AppError('TOO_MANY_ATTEMPTS');
  const user = await withSystem(db, (tx) => findUserByEmail(tx, input.email));
  const usable = user && user.status !== 'deactivated' && !user.inactive;

  if (input.secretQuestion && input.secretQuestionAnswer) {
    const stored = usable && user.secret_question_id === input.secretQuestion ? user.secret_answer_hash : null;
    const right = await verifyOrDummy(stored, normaliseSecretAnswer(input.secretQuestionAnswer));
    if (!usable || !right) {
      recoveryThrottle.fail(key);
      addressThrottle.fail(ctx.ip);
      throw new AppError('SECRET_ANSWER_WRONG');
    }
    const token = await withTenant(db, user.company_id, (tx) => issueToken(tx, user, 'reset-password'));
    return { sent: false, token };
  }

  // Every mail request counts, known address or not: the link mail must not become a flood.
  addressThrottle.fail(ctx.ip);
  recoveryThrottle.fail(key);
  if (usable && user.email) {
    await withTenant(db, user.company_id, (tx) => mailLink(ctx, tx, user, 'reset-password'));
  }
  return { sent: true };
}

/** Sets the new password from a reset link; every other session of the person ends. */
export async function resetPassword(ctx: Context, input: { token: string; password: string }): Promise<{ ok: true }> {
  const { db } = ctx.deps;
  const row = await withSystem(db, (tx) => findLiveToken(tx, input.token, ['reset-password']));
  if (!row) throw new AppError('TOKEN_INVALID');
  await withTenant(db, row.company_id, async (tx) => {
    const company = await findCompany(tx, row.company_id);
    assertPasswordRules(input.password, rulesOf(company));
    if (!(await consumeToken(tx, row.id))) throw new AppError('TOKEN_INVALID');
    await tx
      .updateTable('users')
      .set(await passwordColumns(input.password))
      .where('id', '=', row.user_id)
      .execute();
    await revokeUserSessions(tx, row.company_id, row.user_id);
  });
  return { ok: true };
}

/** The rules a new password must follow: the company's of the token, or the defaults for sign-up. */
export async function passwordRules(ctx: Context, token: string) {
  const { db } = ctx.deps;
  const row = token === 'default' ? undefined : await withSystem(db, (tx) => findLiveToken(tx, token, ['invite', 'account', 'reset-password']));
  if (token !== 'default' && !row) throw new AppError('TOKEN_INVALID');
  const rules = row ? await withTenant(db, row.company_id, async (tx) => rulesOf(await findCompany(tx, row.company_id))) : DEFAULT_PASSWORD_RULES;
  return { rules, specials: PASSWORD_SPECIALS };
}

export async function secretQuestions(ctx: Context): Promise<{ secretQuestions: { id: string; label: string }[] }> {
  const rows = await withSystem(ctx.deps.db, listSecretQuestions);
  return { secretQuestions: rows.map((q) => ({ id: q.id, label: q.labels[ctx.language] ?? q.labels['en-US'] })) };
}

export async function personSecret(tx: Tx, companyId: string, userId: string) {
  const user = await findUser(tx, companyId, userId);
  return { personSecret: { secretQuestion: user?.secret_question_id ?? null } };
}

export async function setSecretQuestion(
  tx: Tx,
  companyId: string,
  userId: string,
  input: { currentPassword: string; secretQuestion: string; secretQuestionAnswer: string },
) {
  const user = await findUser(tx, companyId, userId);
  if (!(await verifySecret(user?.password_hash ?? null, input.currentPassword))) throw new AppError('PASSWORD_WRONG', { currentPassword: ['PASSWORD_WRONG'] });
  await tx
    .updateTable('users')
    .set(await secretColumns(tx, input))
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .execute();
  return { ok: true as const };
}

export async function secretQuestionReminder(tx: Tx, companyId: string, userId: string, step: 'shown' | 'dismissed') {
  await advanceSecretQuestionReminder(tx, companyId, userId, step === 'shown' ? 'remind' : 'off');
  return { ok: true as const };
}

export async function signLanguage(tx: Tx, companyId: string, userId: string, language: Language) {
  await tx.updateTable('users').set({ language }).where('company_id', '=', companyId).where('id', '=', userId).execute();
  await touchUserClaims(tx, companyId, userId);
  return { language };
}
