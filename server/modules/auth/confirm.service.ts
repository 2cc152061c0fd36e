import { withSystem, withTenant } from '../../db/tenant.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { AppError } from '../../lib/errors.js';
import type { Context } from '../../trpc/context.js';
import { consumeToken, createAuthToken, findCompany, findLiveToken, findUser } from './auth.queries.js';
import type { TConfirmAccountInput, TConfirmInviteInput } from './auth.schemas.js';
import { assertPasswordRules, passwordColumns, rulesOf, secretColumns } from './passwords.service.js';
import { startSession, type SignedIn } from './sign-in.service.js';
import { LOGIN_TOKEN_TTL } from './sign-up.service.js';

/** The e-mail confirmation link of a new company: confirms, then hands a one-time sign-in token. */
export async function confirmEmail(ctx: Context, token: string): Promise<{ loginToken: string }> {
  const { db } = ctx.deps;
  const row = await withSystem(db, (tx) => findLiveToken(tx, token, ['confirm-email']));
  if (!row) throw new AppError('TOKEN_INVALID');
  return withTenant(db, row.company_id, async (tx) => {
    if (!(await consumeToken(tx, row.id))) throw new AppError('TOKEN_INVALID');
    await tx.updateTable('users').set({ status: 'confirmed' }).where('id', '=', row.user_id).where('status', '=', 'unconfirmed').execute();
    const loginToken = await createAuthToken(tx, { companyId: row.company_id, userId: row.user_id, purpose: 'login', ttlMs: LOGIN_TOKEN_TTL });
    return { loginToken };
  });
}

export interface AccountTokenInfo {
  kind: 'invite' | 'account';
  email: string | null;
  firstName: string;
  companyName: string;
  /** Account confirmation asks for code and birth date to prove who is confirming. */
  needsIdentity: boolean;
  passwordRules: ReturnType<typeof rulesOf>;
}

/** What the invite and account-confirmation screens show before the person fills the form. */
export async function accountTokenInfo(ctx: Context, token: string): Promise<AccountTokenInfo> {
  const { db } = ctx.deps;
  const row = await withSystem(db, (tx) => findLiveToken(tx, token, ['invite', 'account']));
  if (!row) throw new AppError('TOKEN_INVALID');
  return withTenant(db, row.company_id, async (tx) => {
    const [user, company] = await Promise.all([findUser(tx, row.company_id, row.user_id), findCompany(tx, row.company_id)]);
    if (!user || !company || user.status === 'deactivated') throw new AppError('TOKEN_INVALID');
    return {
      kind: row.purpose === 'invite' ? 'invite' : 'account',
      email: user.email,
      firstName: user.first_name,
      companyName: company.name,
      needsIdentity: row.purpose === 'account',
      passwordRules: rulesOf(company),
    };
  });
}

async function finishConfirmation(
  ctx: Context,
  tokenRow: { id: string; company_id: string; user_id: string },
  input: { password: string; secretQuestion?: string; secretQuestionAnswer?: string },
  checkIdentity?: (user: { code: string | null; birth_date: string | null }) => boolean,
): Promise<SignedIn> {
  return withTenant(ctx.deps.db, tokenRow.company_id, async (tx) => {
    const [user, company] = await Promise.all([findUser(tx, tokenRow.company_id, tokenRow.user_id), findCompany(tx, tokenRow.company_id)]);
    if (!user || user.status === 'deactivated') throw new AppError('TOKEN_INVALID');
    if (checkIdentity && !checkIdentity(user)) throw new AppError('IDENTITY_MISMATCH', { code: ['IDENTITY_MISMATCH'], birthDate: ['IDENTITY_MISMATCH'] });
    assertPasswordRules(input.password, rulesOf(company));
    if (!(await consumeToken(tx, tokenRow.id))) throw new AppError('TOKEN_INVALID');
    const updated = await tx
      .updateTable('users')
      .set({ status: 'confirmed', inactive: false, ...(await passwordColumns(input.password)), ...(await secretColumns(tx, input)) })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeUserSessions(tx, user.company_id, user.id);
    return startSession(ctx, tx, updated);
  });
}

/** An invited person chooses a password (and optionally a secret question) and is signed in. */
export async function confirmInvite(ctx: Context, input: TConfirmInviteInput): Promise<SignedIn> {
  const row = await withSystem(ctx.deps.db, (tx) => findLiveToken(tx, input.authToken, ['invite']));
  if (!row) throw new AppError('TOKEN_INVALID');
  return finishConfirmation(ctx, row, input);
}

/** Account confirmation: the person proves who they are by code and birth date, then is signed in. */
export async function confirmAccount(ctx: Context, input: TConfirmAccountInput): Promise<SignedIn> {
  const { db } = ctx.deps;
  const row = await withSystem(db, (tx) => findLiveToken(tx, input.token, ['account', 'invite']));
  if (!row) throw new AppError('TOKEN_INVALID');
  const throttleKey = `account:${row.id}`;
  if (ctx.deps.recoveryThrottle.isBlocked(throttleKey)) throw new AppError('TOO_MANY_ATTEMPTS');
  try {
    return await finishConfirmation(ctx, row, input, (user) => user.code === input.code && user.birth_date === input.birthDate);
  } catch (e) {
    if ((e as AppError).code === 'IDENTITY_MISMATCH') ctx.deps.recoveryThrottle.fail(throttleKey);
    throw e;
  }
}
