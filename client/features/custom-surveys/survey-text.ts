import { SURVEY_LANGUAGES, type SurveyTexts } from '../../../domain/custom-survey';

// A survey's texts are written per language, and not every survey has every language: each is
// read in the interface language when it has one, else in the first language it has.

/** The text in `language`, else in the survey's other languages (pt-BR, en-US, es-AR order), else ''. */
export function textIn(texts: SurveyTexts, language: string): string {
  const own = texts[language as keyof SurveyTexts]?.trim();
  if (own) return own;
  for (const l of SURVEY_LANGUAGES) {
    const text = texts[l]?.trim();
    if (text) return text;
  }
  return '';
}

/** A title to show, or the "untitled" text when no language has one yet. */
export const titleIn = (texts: SurveyTexts, language: string, untitled: string) => textIn(texts, language) || untitled;
