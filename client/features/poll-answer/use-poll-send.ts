import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorCodeOf, useTRPC, type AppErrorCode } from '../../lib/trpc';
import { toPollSurvey } from './poll-answer-rules';
import { clearProgress, markSent, type PollProgress, type PollSurvey } from './poll-answer-storage';

/**
 * How a send that ends answering ended: sent, already answered (410, or this submission id's
 * answers already in with other content), or gone (404/400: unknown, archived, malformed — the
 * spec's one text). Any other failure (network, server) keeps the answers here for a retry.
 */
export type PollSendEnd = 'sent' | 'answered' | 'gone';

const ANSWERED: AppErrorCode[] = ['POLL_ALREADY_ANSWERED', 'SUBMISSION_CONFLICT'];
const GONE: AppErrorCode[] = ['POLL_NOT_FOUND', 'NOT_FOUND', 'BAD_INPUT'];

/**
 * The send, under the submission id kept with the answers: a retry after a failure (or after a
 * reload) sends the same id, and the server gives back the first result instead of storing twice.
 */
export function usePollSend(userId: string, survey: PollSurvey, onEnd: (end: PollSendEnd) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const call = useMutation(trpc.polls.answer.mutationOptions());
  // The poll and the lists (to answer, answered) are out of date; the screen shows how the send ended meanwhile.
  const refresh = () => {
    void queryClient.invalidateQueries(trpc.polls.survey.queryFilter({ id: survey._id }));
    void queryClient.invalidateQueries(trpc.polls.list.pathFilter());
  };

  const send = (progress: PollProgress) => {
    setFailed(false);
    call.mutate(
      { id: survey._id, submissionId: progress.submissionId, poll_survey: toPollSurvey(survey, progress.answers) },
      {
        onSuccess: () => {
          markSent(userId, survey._id, progress);
          onEnd('sent');
          refresh();
        },
        onError: (error) => {
          const code = errorCodeOf(error);
          if (ANSWERED.includes(code) || GONE.includes(code)) {
            // These answers can no longer be sent: keeping them would only offer a send that fails again.
            clearProgress(userId, survey._id);
            onEnd(ANSWERED.includes(code) ? 'answered' : 'gone');
            refresh();
            return;
          }
          setFailed(true);
        },
      },
    );
  };

  return { send, sending: call.isPending, failed };
}
