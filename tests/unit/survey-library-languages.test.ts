import { describe, expect, it } from 'vitest';
import { LANGUAGES, PILLARS, QUESTIONS, type Text } from '../../seeds/survey-library/index.js';
import { expectText, withAnswers } from './survey-library-helpers.js';

// The survey library's texts in the three product languages: every text present, translated and
// told apart in each. Its structure (pillars, questions, answers and scores) is in survey-library.test.ts.

/** Every text the library shows, with where it comes from, for the language checks. */
function allTexts(): { where: string; text: Text }[] {
  const out: { where: string; text: Text }[] = [];
  for (const p of PILLARS) {
    out.push({ where: `${p.id}.title`, text: p.title }, { where: `${p.id}.description`, text: p.description });
    for (const s of p.submetrics) out.push({ where: `${p.id}/${s.id}.title`, text: s.title });
  }
  for (const q of QUESTIONS) {
    out.push({ where: `${q.id}.text`, text: q.text });
    if (q.scaleLabels) out.push({ where: `${q.id}.scaleLabels.low`, text: q.scaleLabels.low }, { where: `${q.id}.scaleLabels.high`, text: q.scaleLabels.high });
    for (const a of q.answers ?? []) out.push({ where: `${q.id}/${a.id}.text`, text: a.text });
  }
  return out;
}

describe('survey library: languages', () => {
  it('has the three product languages', () => {
    expect([...LANGUAGES]).toEqual(['en-US', 'pt-BR', 'es-AR']);
  });

  it('has every text in exactly the three languages, non-empty and trimmed', () => {
    const texts = allTexts();
    // At least a title, a description and two submetric titles per pillar, and a text per question.
    expect(texts.length).toBeGreaterThanOrEqual(PILLARS.length * 4 + QUESTIONS.length);
    for (const { where, text } of texts) expectText(where, text);
  });

  it('renders the whole library in each language without a gap', () => {
    for (const lang of LANGUAGES) {
      const rendered = QUESTIONS.map((q) => ({
        text: q.text[lang],
        labels: q.scaleLabels ? [q.scaleLabels.low[lang], q.scaleLabels.high[lang]] : [],
        answers: (q.answers ?? []).map((a) => a.text[lang]),
      }));
      for (const r of rendered) {
        for (const s of [r.text, ...r.labels, ...r.answers]) expect(s, lang).toEqual(expect.stringMatching(/\S/));
      }
    }
  });

  it('translates question texts and descriptions (pt-BR and es-AR are not the English copied)', () => {
    const translated = [...QUESTIONS.map((q) => ({ where: q.id, text: q.text })), ...PILLARS.map((p) => ({ where: `${p.id}.description`, text: p.description }))];
    for (const { where, text } of translated) {
      expect(text['pt-BR'], where).not.toBe(text['en-US']);
      expect(text['es-AR'], where).not.toBe(text['en-US']);
      expect(text['es-AR'], where).not.toBe(text['pt-BR']);
    }
  });

  it('asks a question in all three languages or in none, with Spanish opening question marks', () => {
    for (const q of QUESTIONS) {
      const asks = LANGUAGES.map((lang) => q.text[lang].endsWith('?'));
      expect(new Set(asks).size, q.id).toBe(1);
      if (q.text['es-AR'].includes('?')) expect(q.text['es-AR'], q.id).toContain('¿');
      for (const lang of LANGUAGES) expect(q.text[lang], `${q.id} [${lang}]`).toMatch(/[.?]$/);
    }
  });

  it('has no two questions with the same text in any language', () => {
    for (const lang of LANGUAGES) {
      const texts = QUESTIONS.map((q) => q.text[lang]);
      expect(new Set(texts).size, lang).toBe(texts.length);
    }
  });

  it('has distinct pillar titles, submetric titles and answer texts in each language', () => {
    for (const lang of LANGUAGES) {
      expect(new Set(PILLARS.map((p) => p.title[lang])).size, lang).toBe(PILLARS.length);
      for (const p of PILLARS) {
        expect(new Set(p.submetrics.map((s) => s.title[lang])).size, `${p.id} [${lang}]`).toBe(p.submetrics.length);
      }
      for (const q of withAnswers) {
        const answers = q.answers ?? [];
        expect(new Set(answers.map((a) => a.text[lang])).size, `${q.id} [${lang}]`).toBe(answers.length);
      }
    }
  });
});
