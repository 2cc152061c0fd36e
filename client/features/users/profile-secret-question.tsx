import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, SelectField, SubmitButton, TextField } from '../../components/form';
import { errorText, fieldErrorTexts } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';
import { useSecretQuestions } from '../login/secret-question-fields';
import type { Me } from './profile-page';

/** The profile's secret question, which can recover a forgotten password: so setting it asks for the current one. */
export function SecretQuestionForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const questions = useSecretQuestions();
  const [question, setQuestion] = useState(me.secretQuestion ?? '');
  const [answer, setAnswer] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = useMutation(
    trpc.auth.setSecretQuestion.mutationOptions({
      onSuccess: async () => {
        notify(t('users:profile.secret.saved'), 'success');
        setAnswer('');
        setPassword('');
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.users.me.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.auth.session.queryKey() }),
        ]);
      },
      onError: (error) => {
        const fields = fieldErrorTexts(t, error);
        if (fields.currentPassword) return setErrors({ password: fields.currentPassword });
        notify(`${t('users:profile.secret.failed')} ${errorText(t, error)}`, 'danger');
      },
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      question: question ? undefined : t('users:profile.secret.pickOne'),
      answer: answer.trim().length >= 2 ? undefined : t('users:profile.secret.answerTooShort'),
      password: password ? undefined : t('users:profile.password.required'),
    };
    setErrors(found);
    const first = (Object.keys(found) as (keyof typeof found)[]).find((k) => found[k]);
    if (first) return document.getElementById(`secret-${first}`)?.focus();
    save.mutate({ currentPassword: password, secretQuestion: question, secretQuestionAnswer: answer.trim() });
  };

  return (
    <form className="card form-stack users-profile__card" onSubmit={submit} noValidate aria-labelledby="profile-secret-title">
      <h2 id="profile-secret-title" className="card__title">
        {t('users:profile.secret.title')}
      </h2>
      <p>{t('users:profile.secret.intro')}</p>
      <p className="muted">{me.secretQuestion ? t('users:profile.secret.has') : t('users:profile.secret.none')}</p>
      <SelectField
        id="secret-question"
        label={t('users:profile.secret.question')}
        value={question}
        onChange={(e) => {
          setQuestion(e.target.value);
          setErrors((x) => ({ ...x, question: undefined }));
        }}
        placeholder={questions.isPending ? t('users:loading') : t('users:profile.secret.choose')}
        options={(questions.data?.secretQuestions ?? []).map((q) => ({ value: q.id, label: q.label }))}
        error={errors.question}
      />
      <TextField
        id="secret-answer"
        label={t('users:profile.secret.answer')}
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
        error={errors.answer}
        autoComplete="off"
        spellCheck={false}
      />
      <PasswordField
        id="secret-password"
        label={t('users:profile.secret.currentPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        autoComplete="current-password"
      />
      <div className="users-profile__actions">
        <SubmitButton loading={save.isPending}>{t('users:profile.secret.save')}</SubmitButton>
      </div>
    </form>
  );
}
