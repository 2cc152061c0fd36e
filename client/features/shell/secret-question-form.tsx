import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, SelectField, TextField } from '../../components/form';
import { errorText, fieldErrorTexts } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { modals } from '../../lib/modals';
import { useTRPC } from '../../lib/trpc';
import { SECRET_QUESTION_MODAL } from './secret-question-key';

/** Asks a person without a secret question to choose one, so they can recover access without e-mail. */
export function SecretQuestionForm({ reminder = false }: { reminder?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const questions = useQuery(trpc.auth.secretQuestions.queryOptions());
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ question?: string; answer?: string; password?: string }>({});
  const dismiss = useMutation(
    trpc.auth.secretQuestionReminder.mutationOptions({
      onSuccess: () => modals.dismiss(SECRET_QUESTION_MODAL),
      onError: (error) => notify(errorText(t, error), 'danger'),
    }),
  );
  const save = useMutation(
    trpc.auth.setSecretQuestion.mutationOptions({
      // The modal closes either way; the message says how it went (people §8).
      onSuccess: async () => {
        notify(t('shell:secretQuestion.saved'), 'success');
        modals.dismiss(SECRET_QUESTION_MODAL);
        await queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() });
      },
      onError: (error) => {
        // A mistyped password is corrected in place; anything else ends the attempt.
        const fields = fieldErrorTexts(t, error);
        if (fields.currentPassword) return setErrors({ password: fields.currentPassword });
        notify(`${t('shell:secretQuestion.failed')} ${errorText(t, error)}`, 'danger');
        modals.dismiss(SECRET_QUESTION_MODAL);
      },
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      question: question ? undefined : t('shell:secretQuestion.pickOne'),
      answer: answer.trim().length >= 2 ? undefined : t('shell:secretQuestion.answerTooShort'),
      password: password ? undefined : t('shell:secretQuestion.passwordRequired'),
    };
    setErrors(next);
    if (next.question || next.answer || next.password) return;
    save.mutate({ currentPassword: password, secretQuestion: question, secretQuestionAnswer: answer });
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <p>{t(reminder ? 'shell:secretQuestion.reminderIntro' : 'shell:secretQuestion.intro')}</p>
      <SelectField
        label={t('shell:secretQuestion.question')}
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        placeholder={questions.isPending ? t('common:loading') : t('shell:secretQuestion.choose')}
        options={(questions.data?.secretQuestions ?? []).map((q) => ({ value: q.id, label: q.label }))}
        error={errors.question}
      />
      <TextField label={t('shell:secretQuestion.answer')} value={answer} onChange={(e) => setAnswer(e.target.value)} error={errors.answer} autoComplete="off" />
      <PasswordField
        label={t('shell:secretQuestion.currentPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        autoComplete="current-password"
      />
      <div className="modal__actions">
        {reminder && (
          <button type="button" className="button" disabled={dismiss.isPending} onClick={() => dismiss.mutate({ step: 'dismissed' })}>
            {t('shell:secretQuestion.neverRemind')}
          </button>
        )}
        <button type="button" className="button" onClick={() => modals.dismiss(SECRET_QUESTION_MODAL)}>
          {t('shell:secretQuestion.later')}
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {t('shell:secretQuestion.save')}
        </button>
      </div>
    </form>
  );
}
