import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { withSystem, withTenant, type Tx } from '../../db/tenant.js';
import type { UsersTable } from '../../db/types.js';
import { isCorporateEmail } from '../../auth/free-mail.js';
import { AppError } from '../../lib/errors.js';
import type { Context } from '../../trpc/context.js';
import { findCompany, findUserByEmail, hasPendingToken } from './auth.queries.js';
import { mailLink } from './links.service.js';
import type { TSignUpInput } from './auth.schemas.js';
import { assertPasswordRules, passwordColumns } from './passwords.service.js';
import { DEFAULT_PASSWORD_RULES } from '../../auth/password-rules.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const LOGIN_TOKEN_TTL = 10 * 60 * 1000;
export const TRIAL_DAYS = 14;

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

/** The invite mail, with a fresh link: the person's earlier invite links stop working. */
export function sendInvite(ctx: Context, tx: Tx, user: Selectable<UsersTable>, companyName: string): Promise<void> {
  return mailLink(ctx, tx, user, 'invite', { company: companyName });
}

/**
 * A person who has not confirmed yet tried to sign in or sign up again: mail a fresh link of the
 * kind they were given. Returns which, so the client shows the sign-up or the invite notice.
 * Anyone may make this request for any address, so it never voids the link already sent (the
 * administrator's invite keeps working beside the new one) and mails at most once per address in
 * the link throttle's window; past it the answer is the same and no mail goes out.
 */
export async function resendConfirmation(ctx: Context, tx: Tx, user: Selectable<UsersTable>): Promise<'unconfirmed' | 'invited'> {
  const invited = await hasPendingToken(tx, user.company_id, user.id, 'invite');
  const kind = invited ? 'invited' : 'unconfirmed';
  const { linkThrottle } = ctx.deps;
  if (!user.email || linkThrottle.isBlocked(user.email)) return kind;
  linkThrottle.fail(user.email);
  const company = await findCompany(tx, user.company_id);
  await mailLink(ctx, tx, user, invited ? 'invite' : 'confirm-email', { company: company?.name ?? '', keepEarlier: true });
  return kind;
}

export async function signUp(ctx: Context, input: TSignUpInput): Promise<{ id: string; email: string }> {
  const { db, addressThrottle } = ctx.deps;
  if (!isCorporateEmail(input.email)) throw new AppError('EMAIL_NOT_CORPORATE', { email: ['Use your corporate e-mail address'] });
  assertPasswordRules(input.password, DEFAULT_PASSWORD_RULES);
  // Each sign-up mails the address typed in: it spends the client address's budget, as a failed sign-in does.
  if (addressThrottle.isBlocked(ctx.ip)) throw new AppError('TOO_MANY_ATTEMPTS');
  addressThrottle.fail(ctx.ip);

  const existing = await withSystem(db, (tx) => findUserByEmail(tx, input.email));
  if (existing) {
    if (existing.status === 'unconfirmed') {
      // An invited person gets a new invite, and the client the invite notice, as at sign-in.
      const kind = await withTenant(db, existing.company_id, (tx) => resendConfirmation(ctx, tx, existing));
      throw new AppError('UNCONFIRMED', undefined, kind);
    }
    throw new AppError('EMAIL_TAKEN', { email: ['User already exists'] });
  }

  const companyId = randomUUID();
  const userId = randomUUID();
  const secrets = await passwordColumns(input.password);
  try {
    await withTenant(db, companyId, async (tx) => {
      await tx
        .insertInto('companies')
        .values({
          id: companyId,
          name: input.companyName,
          size_band: input.companySize,
          plan: 'trial',
          trial_ends_at: new Date(Date.now() + TRIAL_DAYS * DAY_MS),
          report_min_users: ctx.deps.reportMinUsers,
        })
        .execute();
      await tx.insertInto('subscriptions').values({ company_id: companyId }).execute();
      const user = await tx
        .insertInto('users')
        .values({
          company_id: companyId,
          id: userId,
          email: input.email,
          first_name: input.firstName,
          last_name: input.lastName,
          phone: input.phone.replace(/\D/g, ''),
          role: 'admin',
          position: input.role,
          is_super: true,
          language: input.language ?? ctx.language,
          ...secrets,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await mailLink(ctx, tx, user, 'confirm-email', { company: input.companyName });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('EMAIL_TAKEN', { email: ['User already exists'] });
    throw e;
  }
  return { id: userId, email: input.email };
}
