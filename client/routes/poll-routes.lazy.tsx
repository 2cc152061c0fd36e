import { createLazyRoute } from '@tanstack/react-router';
import { PollAnswer } from '../features/poll-answer/poll-answer';

// A poll's answer screen, loaded with its route (see poll-routes.tsx); keyed by the poll, so another
// poll starts from a clean slate. The report is a chunk apart (poll-report-routes.lazy.tsx): people
// who only answer never load it.

export const pollAnswerScreen = createLazyRoute('/app/custom-poll/$pollId/survey')({
  component: function PollAnswerRoute() {
    const { pollId } = pollAnswerScreen.useParams();
    const { session } = pollAnswerScreen.useRouteContext();
    return <PollAnswer key={pollId} pollId={pollId} userId={session.userId} />;
  },
});
