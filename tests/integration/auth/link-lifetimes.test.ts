import { describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/auth/tokens.js';
import { unique } from '../../../seeds/factories.js';
import { callerFor, lastMail, testDeps } from '../../setup/test-context.js';
import { adminCompany, corporate, person, uniqueCode } from '../invites/helpers.js';
import { freshIp, makePerson, signUpInput } from './helpers.js';

// Every link a person is given comes from one table of purposes (links.service.ts): each kind must
// open its own page and live its own time, whichever flow hands it out.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long the token of a link has to live, and its purpose, as stored. */
async function tokenOf(link: string) {
  const { db } = await testDeps();
  const row = await db
    .selectFrom('auth_tokens')
    .select(['purpose', 'expires_at', 'created_at'])
    .where('id', '=', hashToken(link.split('/').pop()!))
    .executeTakeFirstOrThrow();
  return { purpose: row.purpose, lifetime: row.expires_at.getTime() - row.created_at.getTime() };
}

// The database's clock stamps created_at, the server's expires_at: allow them a little apart.
const about = (ms: number) => expect.closeTo(ms, -4);

describe('the links people are given', () => {
  it('sign-up: the e-mail confirmation link lives 7 days', async () => {
    const email = `${unique('lifetime')}@acme.test`;
    const { caller } = await callerFor({ ip: freshIp() });
    await caller.auth.signUp(signUpInput(email));
    const mail = (await lastMail(email))!;
    expect(mail.link).toMatch(/\/login\/new\/confirm\/[\w-]+$/);
    expect(await tokenOf(mail.link!)).toEqual({ purpose: 'confirm-email', lifetime: about(7 * DAY_MS) });
  });

  it('invite: the mailed invite lives 14 days, and so does the account link of a person without e-mail', async () => {
    const { caller } = await adminCompany({ isSuper: true });
    const email = corporate();
    const result = await caller.invites.send({ invitedUsers: [person(email), person(undefined, { code: uniqueCode(), birthDate: '15/03/1990' })] });
    const mail = (await lastMail(email))!;
    expect(mail).toMatchObject({ template: 'invite' });
    expect(mail.link).toMatch(/\/login\/confirm-invite\/[\w-]+$/);
    expect(await tokenOf(mail.link!)).toEqual({ purpose: 'invite', lifetime: about(14 * DAY_MS) });
    expect(await tokenOf(result.users[1]!.accountLink!)).toEqual({ purpose: 'account', lifetime: about(14 * DAY_MS) });
  });

  it('recovery: the reset link lives an hour', async () => {
    const { user } = await makePerson();
    const { caller } = await callerFor({ ip: freshIp() });
    await caller.auth.requestPasswordReset({ email: user.email! });
    const mail = (await lastMail(user.email!))!;
    expect(mail.link).toMatch(/\/login\/reset-password\/[\w-]+$/);
    expect(await tokenOf(mail.link!)).toEqual({ purpose: 'reset-password', lifetime: about(HOUR_MS) });
  });
});
