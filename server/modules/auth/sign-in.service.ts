import { withSystem, withTenant, type Tx } from '../../db/tenant.js';
import type { UsersTable } from '../../db/types.js';
import type { Selectable } from 'kysely';
import { parseLoginIdentifier } from '../../auth/identifier.js';
import { verifyOrDummy } from '../../auth/passwords.js';
import { createSession, deleteSession, retireSession, validateSession } from '../../auth/sessions.js';
import { AppError } from '../../lib/errors.js';
import type { Context } from '../../trpc/context.js';
import { consumeToken, findCompany, findLiveToken, findUserByCode, findUserByEmail } from './auth.queries.js';
import type { TLoginInput } from './auth.schemas.js';
import { loadSessionInfo, type SessionInfo } from './session-info.js';
import { resendConfirmation } from './sign-up.service.js';

type User = Selectable<UsersTable>;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SignedIn {
  /** Only for v1 clients: the web client gets an HttpOnly cookie instead. */
  token?: string;
  session: SessionInfo;
}

/** Opens a session for a person whose identity was just proven, on the caller's channel. */
export async function startSession(ctx: Context, tx: Tx, user: User): Promise<SignedIn> {
  const { token, expiresAt } = await createSession(tx, { companyId: user.company_id, userId: user.id, kind: ctx.channel === 'web' ? 'web' : 'api' });
  const session = await loadSessionInfo(tx, user.company_id, user.id);
  if (ctx.channel === 'web') {
    ctx.transport.setSession(token, expiresAt);
    return { session };
  }
  return { token, session };
}

/**
 * Throttling (decided in issue #10): a lock per account alone let anyone lock a known account out
 * by failing on purpose, the right password refused too. Failures count instead per account and
 * client address (that client waits, the owner elsewhere signs in), per client address across
 * accounts (sprays), and per account from everywhere: past that guard limit, guessing is spread
 * over many addresses, so a client with any failure on the account is refused, a clean one still
 * gets its try and the owner typing the right password gets in.
 */
export async function login(ctx: Context, input: TLoginInput): Promise<SignedIn> {
  const { db, loginThrottle, addressThrottle, accountThrottle } = ctx.deps;
  const identifier = parseLoginIdentifier(input.email);
  const account = identifier.kind === 'email' ? identifier.email : `code:${identifier.code}`;
  const pair = `${account}|${ctx.ip}`;
  const guarded = accountThrottle.isBlocked(account) && loginThrottle.count(pair) > 0;
  if (loginThrottle.isBlocked(pair) || addressThrottle.isBlocked(ctx.ip) || guarded) throw new AppError('TOO_MANY_ATTEMPTS');

  const user = await withSystem(db, (tx) => (identifier.kind === 'email' ? findUserByEmail(tx, identifier.email) : findUserByCode(tx, identifier.code)));
  const ok = await verifyOrDummy(user?.password_hash, input.password);
  if (!user || !ok) {
    loginThrottle.fail(pair);
    accountThrottle.fail(account);
    addressThrottle.fail(ctx.ip);
    throw new AppError('INVALID_CREDENTIALS');
  }
  // The account-wide count stays: a success of the owner must not hand the guessers fresh tries.
  loginThrottle.reset(pair);

  if (user.status === 'deactivated' || user.inactive) throw new AppError('ACCOUNT_INACTIVE', undefined, 'deny');
  if (user.status === 'unconfirmed') {
    // The new link must commit: thrown inside the transaction, the error would roll the mail back.
    const kind = await withTenant(db, user.company_id, (tx) => resendConfirmation(ctx, tx, user));
    throw new AppError('UNCONFIRMED', undefined, kind);
  }
  return withTenant(db, user.company_id, async (tx) => {
    const company = await findCompany(tx, user.company_id);
    const maxAge = company?.password_max_age_days;
    if (maxAge && (!user.password_changed_at || Date.now() - user.password_changed_at.getTime() > maxAge * DAY_MS)) {
      throw new AppError('PASSWORD_EXPIRED', undefined, 'password-expired');
    }
    return startSession(ctx, tx, user);
  });
}

/** Exchanges a one-time sign-in token (from an e-mail confirmation) for a session. */
export async function loginWithToken(ctx: Context, token: string): Promise<SignedIn> {
  const { db } = ctx.deps;
  const row = await withSystem(db, (tx) => findLiveToken(tx, token, ['login']));
  if (!row) throw new AppError('TOKEN_INVALID');
  return withTenant(db, row.company_id, async (tx) => {
    if (!(await consumeToken(tx, row.id))) throw new AppError('TOKEN_INVALID');
    const user = await tx.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
    if (!user || user.status !== 'confirmed' || user.inactive) throw new AppError('ACCOUNT_INACTIVE', undefined, 'deny');
    return startSession(ctx, tx, user);
  });
}

/** Replaces the caller's session by a fresh one carrying current claims (the x-refresh-token answer). */
export async function refreshSession(ctx: Context, token: string | undefined): Promise<SignedIn> {
  const current = token ?? ctx.sessionToken;
  const valid = current ? await validateSession(ctx.deps.db, current) : null;
  if (!valid) throw new AppError('UNAUTHENTICATED');
  return withTenant(ctx.deps.db, valid.auth.companyId, async (tx) => {
    if (!(await retireSession(tx, valid.auth.sessionId))) throw new AppError('UNAUTHENTICATED');
    const user = await tx.selectFrom('users').selectAll().where('id', '=', valid.auth.userId).executeTakeFirstOrThrow();
    return startSession(ctx, tx, user);
  });
}

export async function logout(ctx: Context): Promise<{ ok: true }> {
  if (ctx.auth) {
    const { companyId, sessionId } = ctx.auth;
    await withTenant(ctx.deps.db, companyId, (tx) => deleteSession(tx, sessionId));
  }
  ctx.transport.clearSession();
  return { ok: true };
}
