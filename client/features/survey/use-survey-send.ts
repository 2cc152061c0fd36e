import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { errorCodeOf, fieldErrorsOf, useTRPC, type AppErrorCode } from '../../lib/trpc';
import { donePayload } from './survey-answers';
import { useRefreshSurvey } from './survey-data';
import { clearProgress, markSaved, type Question, type SurveyProgress } from './survey-storage';

// The survey is over for this person (closed, already answered, or answered by an earlier send
// whose reply was lost): the local answers can no longer be sent.
const CLOSED: AppErrorCode[] = ['SURVEY_CYCLE_OVER', 'SURVEY_ALREADY_ANSWERED', 'SUBMISSION_CONFLICT', 'NOT_FOUND'];

export type FinishFailure = { kind: 'send' } | { kind: 'answer'; questionIndex: number | null; code: string };

/**
 * Sending the survey: a preview on each page change (best effort: the answers stay in the
 * browser whatever happens to it) and done at the end, under the submission id kept with the
 * answers, so a retry after a failure cannot store them twice.
 */
export function useSurveySend(userId: string) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refresh = useRefreshSurvey();
  const [failure, setFailure] = useState<FinishFailure | null>(null);

  const closed = (error: unknown) => {
    const code = errorCodeOf(error);
    if (!CLOSED.includes(code)) return false;
    clearProgress(userId);
    // A conflict means these answers went in with an earlier send: say so as "already answered".
    notify(code === 'SUBMISSION_CONFLICT' ? t('errors:SURVEY_ALREADY_ANSWERED') : errorText(t, error), 'warning');
    void navigate({ to: '/survey', replace: true }).then(() => refresh());
    return true;
  };

  const previewCall = useMutation(trpc.survey.send.mutationOptions({ onError: (error) => void closed(error) }));
  const doneCall = useMutation(trpc.survey.send.mutationOptions());

  const preview = (progress: SurveyProgress) => previewCall.mutate({ status: 'preview', cycleId: progress.cycleId, currentQuestion: progress.currentQuestion });

  const finish = (progress: SurveyProgress, questions: Question[]) => {
    setFailure(null);
    if (questions.length === 0) {
      // Nothing to send: finishing only clears the local state (measurement §4).
      clearProgress(userId);
      void navigate({ to: '/survey', replace: true });
      return;
    }
    const payload = donePayload(questions, progress.answers);
    if (payload.every((q) => q.answered === null)) return setFailure({ kind: 'answer', questionIndex: null, code: 'SURVEY_NOTHING_ANSWERED' });
    doneCall.mutate(
      { status: 'done', cycleId: progress.cycleId, submissionId: progress.submissionId, questions: payload },
      {
        onSuccess: (result) => {
          if (result.status !== 'done') return;
          clearProgress(userId);
          markSaved(userId, result.nextSurveyDate);
          // Leave the steps before the survey is read again, so they never see it answered.
          void navigate({ to: '/survey/conclusion', replace: true }).then(() => refresh());
        },
        onError: (error) => {
          if (closed(error)) return;
          if (errorCodeOf(error) === 'BAD_INPUT') {
            const [field, codes] = Object.entries(fieldErrorsOf(error))[0] ?? ['', []];
            const index = /^questions\.(\d+)/.exec(field)?.[1];
            return setFailure({ kind: 'answer', questionIndex: index === undefined ? null : Number(index), code: codes[0] ?? 'BAD_INPUT' });
          }
          // Network errors and server failures: the answers stay here for a retry.
          setFailure({ kind: 'send' });
        },
      },
    );
  };

  return { preview, finish, sending: doneCall.isPending, failure, clearFailure: () => setFailure(null) };
}
