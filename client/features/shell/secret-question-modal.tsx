import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { openModal } from '../../lib/modals';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { Translated } from '../../components/translated';
import { SECRET_QUESTION_MODAL } from './secret-question-key';

// The form comes in a chunk of its own: few people ever see it, and every first visit would carry it.
const SecretQuestionForm = lazy(() => import('./secret-question-form').then((m) => ({ default: m.SecretQuestionForm })));

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
      body: (
        <Suspense fallback={<p aria-busy="true" />}>
          <SecretQuestionForm reminder={reminder} />
        </Suspense>
      ),
      actions: () => null,
    });
  }, [userId, prompt, mutate]);
}
