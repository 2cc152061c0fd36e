import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULES, PASSWORD_SPECIALS } from '../../../server/auth/passwords.js';
import { makeCompany, makeToken, unique } from '../../../seeds/factories.js';
import { SECRET_QUESTIONS } from '../../../seeds/secret-questions.js';
import { callerFor, lastMail, testDeps } from '../../setup/test-context.js';
import { ADDRESS_FAILURE_LIMIT } from '../../../server/boot.js';
import { expectV1Error, failureOf, freshIp, mailsTo, makePerson, PASSWORD, sessionFor, sessionRow, userRow, v1 } from './helpers.js';

const NEW_PASSWORD = 'Brand#New2';

/** A person who chose the first-pet question, answered "Rex the Dog", through the v1 call. */
async function personWithSecret() {
  const person = await makePerson();
  const token = await sessionFor(person.user);
  const res = await v1('PUT', '/users/secret-question', { token, body: { currentPassword: PASSWORD, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex the Dog' } });
  expect(res.status).toBe(200);
  return { ...person, token };
}

describe('password recovery by e-mail', () => {
  it('answers the same for an unknown e-mail and a known one, and mails a reset link only to the known one', async () => {
    const { user } = await makePerson({ language: 'es-AR' });
    const unknownEmail = `${unique('ghost')}@acme.test`;
    const unknown = await v1('POST', '/reset-password', { body: { email: unknownEmail } });
    const known = await v1('POST', '/reset-password', { body: { email: user.email } });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ sent: true });

    expect(await mailsTo(unknownEmail)).toEqual([]);
    const mail = await lastMail(user.email!);
    expect(mail).toMatchObject({ template: 'resetPassword', language: 'es-AR' });
    expect(mail!.link).toMatch(/^http:\/\/clima\.test\/login\/reset-password\/[\w-]{43}$/);
    expect(mail!.subject).not.toBe('');
  });

  it('sends nothing to a person who lost access, with the same answer', async () => {
    const { user } = await makePerson({ inactive: true });
    const res = await v1('POST', '/reset-password', { body: { email: user.email } });
    expect(res.body).toEqual({ sent: true });
    expect(await mailsTo(user.email!)).toEqual([]);
  });

  it('a new link retires the previous one', async () => {
    const { user } = await makePerson();
    const { caller } = await callerFor();
    await caller.auth.requestPasswordReset({ email: user.email! });
    const first = (await lastMail(user.email!))!.token!;
    await caller.auth.requestPasswordReset({ email: user.email! });
    const second = (await lastMail(user.email!))!.token!;
    expect(second).not.toBe(first);
    expect((await failureOf(caller.auth.resetPassword({ token: first, password: NEW_PASSWORD }))).code).toBe('TOKEN_INVALID');
    expect(await caller.auth.resetPassword({ token: second, password: NEW_PASSWORD })).toEqual({ ok: true });
  });

  it('limits requests per e-mail, known or not', async () => {
    const email = `${unique('flood')}@acme.test`;
    for (let i = 0; i < 5; i++) expect((await v1('POST', '/reset-password', { body: { email } })).status).toBe(200);
    expectV1Error(await v1('POST', '/reset-password', { body: { email } }), 429, 'TOO_MANY_ATTEMPTS');
  });
});

describe('PUT /v1/reset-password', () => {
  it('enforces the password rules, then sets the password, ends every session and uses the link once', async () => {
    const { user } = await makePerson();
    const sessions = [await sessionFor(user), await sessionFor(user, 'web')];
    await v1('POST', '/reset-password', { body: { email: user.email } });
    const token = (await lastMail(user.email!))!.token!;

    const weak = await v1('PUT', '/reset-password', { body: { token, password: 'password' } });
    expectV1Error(weak, 400, 'PASSWORD_WEAK');
    expect(weak.body.errors).toEqual({ password: ['passwordRule.numbers', 'passwordRule.uppercase', 'passwordRule.specials'] });
    // A refused password neither uses the link nor signs anyone out.
    for (const s of sessions) expect(await sessionRow(s)).toBeDefined();

    const before = (await userRow(user.id)).password_changed_at!;
    const ok = await v1('PUT', '/reset-password', { body: { token, password: NEW_PASSWORD } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true });
    for (const s of sessions) expect(await sessionRow(s)).toBeUndefined();
    expect((await userRow(user.id)).password_changed_at!.getTime()).toBeGreaterThan(before.getTime());

    expectV1Error(await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD } }), 401, 'INVALID_CREDENTIALS');
    expect((await v1('POST', '/auth/login', { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);

    const reused = await v1('PUT', '/reset-password', { body: { token, password: 'Another#Pass3' } });
    expectV1Error(reused, 400, 'TOKEN_INVALID', 'This link is invalid or has expired');
  });

  it("follows the company's own password rules", async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { password_rules: JSON.stringify({ length: 12, numbers: 2, lowercase: 3, uppercase: 0, specials: 0 }) });
    const { user } = await makePerson({ companyId: company.id });
    const token = await makeToken(db, company.id, user.id, 'reset-password');
    const { caller } = await callerFor();
    const err = await failureOf(caller.auth.resetPassword({ token, password: 'ABCDEFG#1' }));
    expect(err.code).toBe('PASSWORD_WEAK');
    expect(err.fieldErrors).toEqual({ password: ['passwordRule.length', 'passwordRule.numbers', 'passwordRule.lowercase'] });
    // No uppercase and no special needed here.
    expect(await caller.auth.resetPassword({ token, password: 'plainwords12' })).toEqual({ ok: true });
  });

  it('refuses an expired link and a link of another kind', async () => {
    const { db } = await testDeps();
    const { companyId, user } = await makePerson();
    const expired = await makeToken(db, companyId, user.id, 'reset-password', -1000);
    expectV1Error(await v1('PUT', '/reset-password', { body: { token: expired, password: NEW_PASSWORD } }), 400, 'TOKEN_INVALID');
    const invite = await makeToken(db, companyId, user.id, 'invite');
    expectV1Error(await v1('PUT', '/reset-password', { body: { token: invite, password: NEW_PASSWORD } }), 400, 'TOKEN_INVALID');
    expect((await v1('POST', '/auth/login', { body: { email: user.email, password: PASSWORD } })).status).toBe(200);
  });
});

describe('password recovery by secret question', () => {
  it('hands a reset token for the right answer, compared without case or extra spaces', async () => {
    const { user } = await personWithSecret();
    const res = await v1('POST', '/reset-password', { body: { email: user.email, secretQuestion: 'first-pet', secretQuestionAnswer: '  rex   THE dog ' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: false, token: expect.any(String) });
    expect(await mailsTo(user.email!)).toEqual([]);
    expect((await v1('PUT', '/reset-password', { body: { token: res.body.token, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await v1('POST', '/auth/login', { body: { email: user.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('answers SECRET_ANSWER_WRONG for a wrong answer, a wrong question, an unknown e-mail or no question set', async () => {
    const { user } = await personWithSecret();
    const noSecret = await makePerson();
    const cases = [
      { email: user.email, secretQuestion: 'first-pet', secretQuestionAnswer: 'Fido' },
      { email: user.email, secretQuestion: 'birth-city', secretQuestionAnswer: 'Rex the Dog' },
      { email: `${unique('ghost')}@acme.test`, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex the Dog' },
      { email: noSecret.user.email, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex the Dog' },
    ];
    for (const body of cases) {
      const res = await v1('POST', '/reset-password', { body });
      expectV1Error(res, 400, 'SECRET_ANSWER_WRONG', 'The e-mail, question or answer does not match');
      expect(res.body.token).toBeUndefined();
    }
  });

  it('throttles wrong answers: the sixth try is refused even when right', async () => {
    const { user } = await personWithSecret();
    const { caller } = await callerFor();
    for (let i = 0; i < 5; i++) {
      expect((await failureOf(caller.auth.requestPasswordReset({ email: user.email!, secretQuestion: 'first-pet', secretQuestionAnswer: `guess ${i}` }))).code).toBe(
        'SECRET_ANSWER_WRONG',
      );
    }
    const res = await v1('POST', '/reset-password', { body: { email: user.email, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex the Dog' } });
    expectV1Error(res, 429, 'TOO_MANY_ATTEMPTS');
  });

  it('limits wrong answers per client address too, across e-mails', async () => {
    const { user } = await personWithSecret();
    const { caller } = await callerFor({ ip: freshIp() });
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      const email = `${unique('spray')}@acme.test`;
      expect((await failureOf(caller.auth.requestPasswordReset({ email, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex the Dog' }))).code).toBe(
        'SECRET_ANSWER_WRONG',
      );
    }
    const right = { email: user.email!, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex the Dog' };
    expect((await failureOf(caller.auth.requestPasswordReset(right))).code).toBe('TOO_MANY_ATTEMPTS');
    // The person, from their own address, is not held up by a stranger's spray.
    expect(await (await callerFor({ ip: freshIp() })).caller.auth.requestPasswordReset(right)).toEqual({ sent: false, token: expect.any(String) });
  });

  it('needs both the question and the answer, or neither', async () => {
    const { user } = await personWithSecret();
    const res = await v1('POST', '/reset-password', { body: { email: user.email, secretQuestion: 'first-pet' } });
    expectV1Error(res, 400, 'BAD_INPUT');
    expect(res.body.errors).toEqual({ secretQuestionAnswer: ['Choose a question and answer it'] });
  });
});

describe('password rules', () => {
  it('GET /v1/auth/password-rules/default answers the default rules and the allowed specials', async () => {
    const res = await v1('GET', '/auth/password-rules/default', { query: { action: 'signup' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ rules: { length: 8, numbers: 1, lowercase: 0, uppercase: 1, specials: 1 }, specials: '!@#$%^&*)(+=._-' });
    expect(res.body.rules).toEqual(DEFAULT_PASSWORD_RULES);
    expect(res.body.specials).toBe(PASSWORD_SPECIALS);
  });

  it("answers the rules of the link's company, and the defaults for a company without its own", async () => {
    const { db } = await testDeps();
    const rules = { length: 10, numbers: 2, lowercase: 1, uppercase: 1, specials: 0 };
    const strict = await makeCompany(db, { password_rules: JSON.stringify(rules) });
    const a = await makePerson({ companyId: strict.id, status: 'unconfirmed', password: null });
    for (const purpose of ['invite', 'account', 'reset-password'] as const) {
      const token = await makeToken(db, strict.id, a.user.id, purpose);
      const res = await v1('GET', `/auth/password-rules/${token}`, { query: { action: 'invite' } });
      expect(res.status, purpose).toBe(200);
      expect(res.body.rules).toEqual(rules);
    }
    const b = await makePerson();
    const token = await makeToken(db, b.companyId, b.user.id, 'invite');
    expect((await v1('GET', `/auth/password-rules/${token}`)).body.rules).toEqual(DEFAULT_PASSWORD_RULES);
  });

  it('refuses an unknown, used or unsuitable token', async () => {
    const { db } = await testDeps();
    const { companyId, user } = await makePerson();
    expectV1Error(await v1('GET', `/auth/password-rules/${'x'.repeat(43)}`), 400, 'TOKEN_INVALID');
    const login = await makeToken(db, companyId, user.id, 'login');
    expectV1Error(await v1('GET', `/auth/password-rules/${login}`), 400, 'TOKEN_INVALID');
    const { caller } = await callerFor();
    expect((await failureOf(caller.auth.passwordRules({ token: 'nope' }))).code).toBe('TOKEN_INVALID');
  });
});

describe('secret questions', () => {
  it('GET /v1/auth/secret-questions lists the questions in the language asked for', async () => {
    for (const language of ['en-US', 'pt-BR', 'es-AR'] as const) {
      const res = await v1('GET', '/auth/secret-questions', { headers: { 'accept-language': language } });
      expect(res.status).toBe(200);
      expect(res.body.secretQuestions).toEqual(SECRET_QUESTIONS.map((q) => ({ id: q.id, label: q.labels[language] })));
    }
    const pt = await v1('GET', '/auth/secret-questions', { headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' } });
    expect(pt.body.secretQuestions[0]).toEqual({ id: 'first-pet', label: 'Qual era o nome do seu primeiro animal de estimação?' });
    const es = await v1('GET', '/auth/secret-questions', { headers: { 'accept-language': 'es' } });
    expect(es.body.secretQuestions[0].label).toBe('¿Cómo se llamaba tu primera mascota?');
    const none = await v1('GET', '/auth/secret-questions');
    expect(none.body.secretQuestions[0].label).toBe('What was the name of your first pet?');
  });

  it("GET /v1/auth/person-secret answers the signed-in person's question, once chosen", async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    const before = await v1('GET', '/auth/person-secret', { token });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ personSecret: { secretQuestion: null } });

    const set = await v1('PUT', '/users/secret-question', {
      token,
      body: { currentPassword: PASSWORD, secretQuestion: 'birth-city', secretQuestionAnswer: 'Porto Alegre' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ ok: true });
    const after = await v1('GET', '/auth/person-secret', { token });
    expect(after.body).toEqual({ personSecret: { secretQuestion: 'birth-city' } });
    const row = await userRow(user.id);
    expect(row.secret_question_id).toBe('birth-city');
    // Only a hash of the answer is kept.
    expect(row.secret_answer_hash).toMatch(/^\$argon2id\$/);
    expect(row.secret_answer_hash).not.toContain('Porto');
    const { caller } = await callerFor({ token });
    expect((await caller.auth.session()).hasSecretQuestion).toBe(true);
  });

  it('PUT /v1/users/secret-question refuses an unknown question and a too-short answer, and needs a session', async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    const unknown = await v1('PUT', '/users/secret-question', {
      token,
      body: { currentPassword: PASSWORD, secretQuestion: 'favourite-color', secretQuestionAnswer: 'Blue' },
    });
    expectV1Error(unknown, 400, 'BAD_INPUT');
    expect(unknown.body.errors).toEqual({ secretQuestion: ['Unknown question'] });
    const short = await v1('PUT', '/users/secret-question', { token, body: { currentPassword: PASSWORD, secretQuestion: 'first-pet', secretQuestionAnswer: ' x ' } });
    expectV1Error(short, 400, 'BAD_INPUT');
    expect(Object.keys(short.body.errors)).toEqual(['secretQuestionAnswer']);
    expect((await userRow(user.id)).secret_question_id).toBeNull();

    // A borrowed session cannot plant a recovery question without the password.
    const wrong = await v1('PUT', '/users/secret-question', { token, body: { currentPassword: 'Not#Mine1', secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex' } });
    expectV1Error(wrong, 400, 'PASSWORD_WRONG');
    expect(wrong.body.errors).toEqual({ currentPassword: ['PASSWORD_WRONG'] });
    expect((await userRow(user.id)).secret_question_id).toBeNull();

    expectV1Error(await v1('PUT', '/users/secret-question', { body: { secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex' } }), 401, 'UNAUTHENTICATED');
    expectV1Error(await v1('GET', '/auth/person-secret'), 401, 'UNAUTHENTICATED');
  });
});
