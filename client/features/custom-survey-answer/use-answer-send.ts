import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { errorCodeOf, fieldErrorsOf, useTRPC, type AppErrorCode } from '../../lib/trpc';
import { useRefreshAnswering } from './answer-data';
import { answerErrors, type AnswerErrors } from './answer-errors';
import { isAnswered, sendAnswers } from './answer-rules';
import { clearProgress, markSent, type AnswerProgress, type SurveyToAnswer } from './answer-storage';

// The survey is over for this person (closed, not theirs any more, answered in another tab, or
// answered by an earlier send whose reply was lost): the answers kept here can no longer be sent.
const CLOSED: AppErrorCode[] = ['SURVEY_CYCLE_OVER', 'SURVEY_ALREADY_ANSWERED', 'SUBMISSION_CONFLICT', 'NOT_FOUND'];

export type SendFailure = { kind: 'send' } | ({ kind: 'answers' } & AnswerErrors);

/**
 * The send at the end, under the submission id kept with the answers: a retry after a failure (or
 * after a reload) sends the same id, and the server gives back the first result instead of
 * storing the answers twice.
 */
export function useAnswerSend(userId: string, survey: SurveyToAnswer) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refresh = useRefreshAnswering();
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const call = useMutation(trpc.customSurveys.send.mutationOptions());
  const start = { to: '/custom-surveys/$id/survey', params: { id: survey.id }, replace: true } as const;

  const send = (progress: AnswerProgress) => {
    setFailure(null);
    if (!survey.questions.some((q) => isAnswered(q, progress.answers[q.question_id]))) {
      return setFailure({ kind: 'answers', byPage: {}, general: t('customSurveyAnswer:errors.nothingAnswered') });
    }
    call.mutate(
      { id: survey.id, submissionId: progress.submissionId, cycle: progress.cycle, answers: sendAnswers(survey, progress.answers) },
      {
        onSuccess: (result) => {
          clearProgress(userId, survey.id);
          markSent(userId, survey.id, result.nextSurveyDate);
          // Leave the steps before the survey is read again, so they never see it answered.
          void navigate({ to: '/custom-surveys/$id/survey/conclusion', params: { id: survey.id }, replace: true }).then(() => refresh(survey.id));
        },
        onError: (error) => {
          const code = errorCodeOf(error);
          if (CLOSED.includes(code)) {
            clearProgress(userId, survey.id);
            // A conflict means these answers went in with an earlier send: say so as "already answered".
            notify(code === 'SUBMISSION_CONFLICT' ? t('errors:SURVEY_ALREADY_ANSWERED') : errorText(t, error), 'warning');
            void refresh(survey.id).then(() => navigate(start));
            return;
          }
          if (code === 'BAD_INPUT') return setFailure({ kind: 'answers', ...answerErrors(t, fieldErrorsOf(error)) });
          // Network errors and server failures: the answers stay here for a retry.
          setFailure({ kind: 'send' });
        },
      },
    );
  };

  /** A changed answer: its question's error goes, and so does any error about the send as a whole. */
  const changed = (page: number) =>
    setFailure((f) => {
      if (f?.kind !== 'answers') return f;
      const byPage = Object.fromEntries(Object.entries(f.byPage).filter(([p]) => Number(p) !== page));
      return Object.keys(byPage).length ? { kind: 'answers', byPage, general: null } : null;
    });

  return { send, sending: call.isPending, failure, changed };
}
