import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The terms-acceptance modal (people §1, §2) must state every term the product is sold under, in
// each language. Matched by figure and unit, so wording can change but a dropped term cannot.
const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

// "<figure> days" read together, so the support hours (10:00–18:00 on business days) never count.
const WORDS = {
  'en-US': { days: 'days?', years: 'years?' },
  'pt-BR': { days: 'dias?', years: 'anos?' },
  'es-AR': { days: 'días?', years: 'años?' },
} as const;

const termsOf = (lng: string): string[] => JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, 'shell.json'), 'utf8')).terms.items;

describe('terms of use text', () => {
  for (const [lng, words] of Object.entries(WORDS)) {
    it(`${lng}: names every term of the spec`, () => {
      const items = termsOf(lng);
      const some = (...patterns: RegExp[]) => items.some((item) => patterns.every((p) => p.test(item)));
      const days = (n: number) => some(new RegExp(`\\b${n}\\s+${words.days}(?!\\p{L})`, 'u'));
      expect({
        lateFeeAndInterest: some(/\b2\s?%/, /\b1\s?%/),
        withdrawal7Days: days(7),
        refund30Days: days(30),
        renewalNotice15Days: days(15),
        suspendedAfter10Days: days(10),
        deletedAfter90Days: days(90),
        adultsOnly: some(new RegExp(`\\b18\\s+${words.years}(?!\\p{L})`, 'u')),
        feedbackFivePeople: some(/\b5\b/),
        reportsThreeRespondents: some(/\b3\b/),
        supportHours: some(/\b10(?!\d)/, /\b18(?!\d)/, /S[ãa]o Paulo|San Pablo/),
      }).toEqual({
        lateFeeAndInterest: true,
        withdrawal7Days: true,
        refund30Days: true,
        renewalNotice15Days: true,
        suspendedAfter10Days: true,
        deletedAfter90Days: true,
        adultsOnly: true,
        feedbackFivePeople: true,
        reportsThreeRespondents: true,
        supportHours: true,
      });
    });
  }
});
