import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { callerFor } from '../setup/test-context.js';
import { unique } from '../../seeds/factories.js';
import { failureOf, makePerson, PASSWORD, sessionFor, v1 } from '../integration/auth/helpers.js';

// Secret-question recovery must cost the same whether the account exists or not (an attacker timed
// ~10 ms against ~3 ms). Timing a loaded machine is flaky, so this counts the work instead: the real
// argon2 verify, wrapped to record its calls, must run once per attempt, against a hash of the same
// parameters, in every case.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});
const verify = vi.mocked(argon2.verify);

/** The argon2 parameters of a stored hash ($argon2id$v=19$m=…,t=…,p=…$…), without salt and digest. */
const paramsOf = (stored: string) => stored.split('$').slice(1, 4).join('$');

async function verificationsOf(input: { email: string; secretQuestion: string; secretQuestionAnswer: string }) {
  verify.mockClear();
  const { caller } = await callerFor();
  const err = await failureOf(caller.auth.requestPasswordReset(input));
  expect(err.code).toBe('SECRET_ANSWER_WRONG');
  return verify.mock.calls.map(([stored]) => paramsOf(String(stored)));
}

describe('secret-question recovery does the same work for every account', () => {
  it('verifies one hash of the same parameters whether the account, its question or its answer exists or not', async () => {
    const { user } = await makePerson();
    const token = await sessionFor(user);
    expect(
      (await v1('PUT', '/users/secret-question', { token, body: { currentPassword: PASSWORD, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex' } })).status,
    ).toBe(200);
    const noSecret = await makePerson();
    const inactive = await makePerson({ inactive: true });

    const realAccount = await verificationsOf({ email: user.email!, secretQuestion: 'first-pet', secretQuestionAnswer: 'Fido' });
    expect(realAccount).toHaveLength(1);
    expect(realAccount[0]).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);

    const others = {
      'unknown e-mail': { email: `${unique('ghost')}@acme.test`, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex' },
      'another question': { email: user.email!, secretQuestion: 'birth-city', secretQuestionAnswer: 'Rex' },
      'no question set': { email: noSecret.user.email!, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex' },
      'inactive person': { email: inactive.user.email!, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex' },
    };
    for (const [what, input] of Object.entries(others)) expect(await verificationsOf(input), what).toEqual(realAccount);
  });
});
