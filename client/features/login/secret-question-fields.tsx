import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form';
import { useTRPC } from '../../lib/trpc';
import type { Bound } from './new-password-fields';

/** The secret questions, fetched again in the new language when the person switches. */
export function useSecretQuestions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const query = useQuery({ ...trpc.auth.secretQuestions.queryOptions(), staleTime: Infinity });
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    void queryClient.invalidateQueries({ queryKey: trpc.auth.secretQuestions.queryKey() });
  }, [i18n.language, queryClient, trpc]);
  return query;
}

/**
 * A secret question and its answer. Optional when setting up an account (the answer appears once
 * a question is chosen); required when recovering a password with it.
 */
export function SecretQuestionFields({ question, answer, optional }: { question: Bound; answer: Bound; optional?: boolean }) {
  const { t } = useTranslation();
  const questions = useSecretQuestions();
  const options = (questions.data?.secretQuestions ?? []).map((q) => ({ value: q.id, label: q.label }));
  const select = (
    <SelectField
      {...question}
      label={t('login:fields.secretQuestion')}
      options={options}
      placeholder={optional ? t('login:secret.none') : t('login:secret.choose')}
      aria-busy={questions.isPending || undefined}
    />
  );
  const answerField = <TextField {...answer} label={t('login:fields.secretAnswer')} autoComplete="off" spellCheck={false} />;
  if (!optional)
    return (
      <>
        {select}
        {answerField}
      </>
    );
  return (
    <fieldset className="form-stack">
      <legend>{t('login:secret.legend')}</legend>
      <p className="muted">{t('login:secret.explain')}</p>
      {select}
      {question.value ? answerField : null}
    </fieldset>
  );
}

/** Question and answer are sent only when the person filled them (people §5). */
export function secretPayload(values: { secretQuestion: string; secretQuestionAnswer: string }) {
  const answer = values.secretQuestionAnswer.trim();
  return values.secretQuestion && answer ? { secretQuestion: values.secretQuestion, secretQuestionAnswer: answer } : {};
}

/** Errors of the pair: both or neither when optional, both when required. */
export function secretErrors(
  t: (key: string) => string,
  values: { secretQuestion: string; secretQuestionAnswer: string },
  optional: boolean,
): { secretQuestion?: string; secretQuestionAnswer?: string } {
  const answer = values.secretQuestionAnswer.trim();
  if (optional && !values.secretQuestion) return {};
  return {
    secretQuestion: values.secretQuestion ? undefined : t('login:validation.questionRequired'),
    secretQuestionAnswer: answer.length >= 2 ? undefined : answer ? t('login:validation.tooShort') : t('login:validation.answerRequired'),
  };
}
