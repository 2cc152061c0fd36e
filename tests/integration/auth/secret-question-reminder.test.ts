import { describe, expect, it } from 'vitest';
import { callerFor } from '../../setup/test-context.js';
import { failureOf, makePerson, PASSWORD, sessionFor, v1 } from './helpers.js';

// The secret-question prompt: in full at the first sign-in, then a reminder at later ones until the
// person dismisses it for good or chooses a question. Kept per person on the server.
async function signedIn(overrides: Parameters<typeof makePerson>[0] = {}) {
  const person = await makePerson(overrides);
  const token = await sessionFor(person.user, 'web');
  const { caller } = await callerFor({ token, channel: 'web' });
  return { ...person, token, caller, prompt: async () => (await caller.auth.session()).secretQuestionPrompt };
}

describe('secret-question reminder', () => {
  it('asks once in full, then reminds at every sign-in until dismissed for good', async () => {
    const me = await signedIn();
    expect(await me.prompt()).toBe('ask');
    expect(await me.caller.auth.secretQuestionReminder({ step: 'shown' })).toEqual({ ok: true });
    expect(await me.prompt()).toBe('remind');
    // Another sign-in (a new session) still gets the reminder, not the full prompt.
    const again = await callerFor({ token: await sessionFor(me.user, 'web'), channel: 'web' });
    expect((await again.caller.auth.session()).secretQuestionPrompt).toBe('remind');

    await me.caller.auth.secretQuestionReminder({ step: 'dismissed' });
    expect(await me.prompt()).toBe('none');
    // A late "shown" from another tab never revives a dismissed reminder.
    await again.caller.auth.secretQuestionReminder({ step: 'shown' });
    expect(await me.prompt()).toBe('none');
  });

  it('is for the signed-in person only: another person of the company keeps their own prompt', async () => {
    const me = await signedIn();
    const colleague = await signedIn({ companyId: me.companyId });
    await me.caller.auth.secretQuestionReminder({ step: 'dismissed' });
    expect(await me.prompt()).toBe('none');
    expect(await colleague.prompt()).toBe('ask');
  });

  it('shows nothing once a question is chosen', async () => {
    const me = await signedIn();
    await me.caller.auth.secretQuestionReminder({ step: 'shown' });
    const set = await v1('PUT', '/users/secret-question', {
      token: await sessionFor(me.user),
      body: { currentPassword: PASSWORD, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex' },
    });
    expect(set.status).toBe(200);
    expect(await me.prompt()).toBe('none');
  });

  it('needs a session and a known step', async () => {
    const { caller } = await callerFor();
    expect((await failureOf(caller.auth.secretQuestionReminder({ step: 'dismissed' }))).code).toBe('UNAUTHENTICATED');
    const me = await signedIn();
    expect((await failureOf(me.caller.auth.secretQuestionReminder({ step: 'forget' as 'shown' }))).code).toBe('BAD_INPUT');
    expect(await me.prompt()).toBe('ask');
  });
});
