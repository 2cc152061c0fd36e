import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { checkRules, DEFAULT_RULES, passwordError, type PasswordRules } from '../../../client/features/login/password-rules.js';
import { LANGUAGES } from '../../../server/lib/i18n.js';
import { makeCompany, makeToken } from '../../../seeds/factories.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { corporateEmail, failureOf, makePerson, signUpInput } from './helpers.js';

// One rule set, shown the same everywhere: what the sign-up checklist ticks off is what the server
// refuses, for the default rules and a company's own; and the error speaks the checklist's words.
const PASSWORDS = ['A1#b', 'abcde', 'abcdefgh', 'Abcdefg1', 'Abcdefg!', 'ABCDEFG1!', 'Strong#Pass1', 'plainwords12', 'ab12CD!@xyz'];

const unmet = (password: string, rules: PasswordRules, specials?: string) =>
  checkRules(password, rules, specials)
    .filter((r) => !r.met)
    .map((r) => `passwordRule.${r.key}`);

async function serverRefusal(call: Promise<unknown>): Promise<string[]> {
  try {
    await call;
    return [];
  } catch (e) {
    const err = await failureOf(Promise.reject(e));
    expect(err.code).toBe('PASSWORD_WEAK');
    return err.fieldErrors!.password!;
  }
}

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
function translator(lng: string): TFunction {
  const login = (l: string) => JSON.parse(readFileSync(path.join(dir, l, 'login.json'), 'utf8'));
  const instance = i18next.createInstance();
  void instance.init({ lng, initAsync: false, resources: Object.fromEntries(LANGUAGES.map((l) => [l, { login: login(l) }])), interpolation: { escapeValue: false } });
  return instance.t.bind(instance);
}

describe('password rules: checklist and server agree', () => {
  it('sign-up: the checklist of the rules the server sends is exactly what the server refuses', async () => {
    const { caller } = await callerFor();
    const { rules, specials } = await caller.auth.passwordRules({ token: 'default', action: 'signup' });
    expect(rules).toEqual(DEFAULT_RULES);
    for (const password of PASSWORDS) {
      const refused = await serverRefusal((await callerFor()).caller.auth.signUp(signUpInput(corporateEmail('rules'), { password })));
      expect(refused, password).toEqual(unmet(password, rules, specials));
    }
  });

  it("a company's own rules: the checklist of the link's rules is exactly what the server refuses", async () => {
    const { db } = await testDeps();
    const company = await makeCompany(db, { password_rules: JSON.stringify({ length: 10, numbers: 2, lowercase: 3, uppercase: 0, specials: 1 }) });
    const { user } = await makePerson({ companyId: company.id });
    const { caller } = await callerFor();
    for (const password of PASSWORDS) {
      const token = await makeToken(db, company.id, user.id, 'reset-password');
      const { rules, specials } = await caller.auth.passwordRules({ token, action: 'reset' });
      const refused = await serverRefusal(caller.auth.resetPassword({ token, password }));
      expect(refused, password).toEqual(unmet(password, rules, specials));
    }
  });

  it('the error names the unmet rules in the words of the checklist, in every language, with no second minimum', () => {
    for (const lng of LANGUAGES) {
      const t = translator(lng);
      expect(passwordError(t, 'Strong#Pass1', DEFAULT_RULES), lng).toBeUndefined();
      const short = passwordError(t, 'A1#b', DEFAULT_RULES)!;
      const eight = t('login:rules.length', { count: 8 });
      expect(short.toLowerCase(), lng).toContain(eight.toLowerCase());
      expect(short, lng).not.toMatch(/\b6\b/);
      // Only the unmet rule is named.
      expect(short.toLowerCase(), lng).not.toContain(t('login:rules.numbers', { count: 1 }).toLowerCase());
      const many = passwordError(t, 'abc', DEFAULT_RULES)!.toLowerCase();
      for (const key of ['length', 'numbers', 'uppercase'] as const) {
        expect(many, `${lng} ${key}`).toContain(t(`login:rules.${key}`, { count: key === 'length' ? 8 : 1 }).toLowerCase());
      }
    }
  });
});
