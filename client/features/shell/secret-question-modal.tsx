import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, SelectField, TextField } from '../../components/form';
import { errorText, fieldErrorTexts } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { modals, openModal } from '../../lib/modals';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { Translated } from '../../components/translated';

export const SECRET_QUESTION_MODAL = 'secret-question';
// Shown once per person and browser session at most; across sign-ins the server keeps where the person is.
const SECRET_QUESTION_SNOOZE_KEY = 'clima.secretQuestionLater';

/**
 * The secret-question prompt of a person without one: in full at the first sign-in, then as a
 * reminder they can dismiss for good. The server is told as the full prompt opens, so the next
 * sign-in brings the reminder whatever the person does with this one.
 */
export function useSecretQuestionPrompt({ userId, secretQuestionPrompt: prompt }: Pick<SessionInfo, 'userId' | 'secretQuestionPrompt'>) {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.auth.secretQuestionReminder.mutationOptions());
  useEffect(() => {
    const snooze = `${SECRET_QUESTION_SNOOZE_KEY}.${userId}`;
    if (prompt === 'none' || sessionStorage.getItem(snooze)) return;
    sessionStorage.setItem(snooze, '1');
    const reminder = prompt === 'remind';
    if (!reminder) mutate({ step: 'shown' });
    openModal({
      key: SECRET_QUESTION_MODAL,
      title: <Translated k={reminder ? 'shell:secretQuestion.reminderTitle' : 'shell:secretQuestion.title'} />,
      body: <SecretQuestionForm reminder={reminder} />,
      actions: () => null,
    });
  }, [userId, prompt, mutate]);
}

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
