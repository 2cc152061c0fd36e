import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_LANGUAGES, type SurveyTexts } from '../../../domain/custom-survey';
import { useTRPC } from '../../lib/trpc';
import { surveyQuery } from './results-queries';

// A survey's texts (its title, pillars, questions and answers) are written per language, and not
// every survey has every one: each is read in the interface language when it has it, else in the
// survey's first language, else in whichever it has.

/** The text in `language`, else in `order` (the survey's languages), else in any language; '' when none. */
export function textIn(texts: SurveyTexts | null | undefined, language: string, order: readonly string[] = SURVEY_LANGUAGES): string {
  if (!texts) return '';
  for (const l of [language, ...order, ...SURVEY_LANGUAGES]) {
    const text = texts[l as keyof SurveyTexts]?.trim();
    if (text) return text;
  }
  return '';
}

/** Reads a survey's texts in the interface language, falling back on the survey's own first language. */
export function useSurveyText(id: string): (texts: SurveyTexts | null | undefined) => string {
  const { i18n } = useTranslation();
  const trpc = useTRPC();
  const { data: order } = useQuery({ ...surveyQuery(trpc, id), select: (s) => s.availableLanguages });
  const language = i18n.language;
  return useCallback((texts: SurveyTexts | null | undefined) => textIn(texts, language, order), [language, order]);
}
