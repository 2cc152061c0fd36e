import type { Tx } from '../../db/tenant.js';
import type { Language, TokenPurpose } from '../../db/types.js';
import type { MailTemplate } from '../../mail/templates.js';
import type { Context } from '../../trpc/context.js';
import { createAuthToken, retireTokens } from './auth.queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

// The links a person is given, by the purpose of their token: how long the token lives, the page
// of the web client that opens it and the mail that carries it. One table, so a sign-up, an invite
// and a reset can never disagree with a resend of the same link.
const LINKS = {
  'confirm-email': { ttlMs: 7 * DAY_MS, page: '/login/new/confirm/', template: 'confirmEmail' },
  invite: { ttlMs: 14 * DAY_MS, page: '/login/confirm-invite/', template: 'invite' },
  // For people without e-mail: the administrator passes it on, so it lives as long as an invite.
  account: { ttlMs: 14 * DAY_MS, page: '/login/confirm-account/', template: 'confirmAccount' },
  'reset-password': { ttlMs: 60 * 60 * 1000, page: '/login/reset-password/', template: 'resetPassword' },
} as const satisfies Record<Exclude<TokenPurpose, 'login'>, { ttlMs: number; page: string; template: MailTemplate }>;

export type LinkPurpose = keyof typeof LINKS;

type Holder = { company_id: string; id: string };
type Recipient = Holder & { email: string | null; first_name: string; language: Language };

/**
 * A new token of this purpose for the person. Their earlier ones stop working, unless the caller
 * keeps them: a request anybody may make must not void a link already sent, and a person just
 * created has none to void.
 */
export async function issueToken(tx: Tx, person: Holder, purpose: LinkPurpose, options: { keepEarlier?: boolean } = {}): Promise<string> {
  if (!options.keepEarlier) await retireTokens(tx, person.company_id, person.id, [purpose]);
  return createAuthToken(tx, { companyId: person.company_id, userId: person.id, purpose, ttlMs: LINKS[purpose].ttlMs });
}

/** The address of the page that opens a token of this purpose. */
export function linkTo(ctx: Pick<Context, 'deps'>, purpose: LinkPurpose, token: string): string {
  return `${ctx.deps.appUrl}${LINKS[purpose].page}${token}`;
}

/**
 * Mails the person a new link of this purpose, in their language, inside the caller's transaction
 * (the mail goes out once it commits). `company` names the company in the mails that greet the
 * person on its behalf; the reset mail does not.
 */
export async function mailLink(
  ctx: Pick<Context, 'deps'>,
  tx: Tx,
  person: Recipient,
  purpose: LinkPurpose,
  options: { company?: string; keepEarlier?: boolean } = {},
): Promise<void> {
  const token = await issueToken(tx, person, purpose, options);
  const vars: Record<string, string> = { name: person.first_name, link: linkTo(ctx, purpose, token) };
  if (options.company !== undefined) vars.company = options.company;
  await ctx.deps.mailer.enqueue(tx, {
    companyId: person.company_id,
    to: person.email!,
    template: LINKS[purpose].template,
    language: person.language,
    vars,
  });
}
