import { expect } from 'vitest';
import { LANGUAGES, QUESTIONS, type Text } from '../../seeds/survey-library/index.js';

// Shared by the content's tests (survey-library.test.ts, survey-library-languages.test.ts,
// content-catalogues.test.ts).

/** The questions that list their answers (select and multi-select). */
export const withAnswers = QUESTIONS.filter((q) => q.answers !== undefined);

/** A text of the content in exactly the three languages, each non-empty, trimmed and without double spaces. */
export function expectText(where: string, text: Text) {
  expect(Object.keys(text).sort(), where).toEqual([...LANGUAGES].sort());
  for (const lang of LANGUAGES) {
    const value: unknown = text[lang];
    expect(typeof value, `${where} [${lang}]`).toBe('string');
    expect((value as string).trim(), `${where} [${lang}]`).not.toBe('');
    expect((value as string).trim(), `${where} [${lang}] has spaces around it`).toBe(value);
    expect(value as string, `${where} [${lang}] has a double space`).not.toMatch(/\s{2}/);
  }
}
