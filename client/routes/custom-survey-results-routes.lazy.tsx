import { createLazyRoute } from '@tanstack/react-router';
import { ResultsFeedbacks } from '../features/custom-survey-results/results-feedbacks';
import { ResultsParticipation } from '../features/custom-survey-results/results-participation';
import { ResultsReport } from '../features/custom-survey-results/results-report';
import type { ResultsSearch } from '../features/custom-survey-results/results-queries';
import { ResultsShell } from '../features/custom-survey-results/results-shell';
import { ConversationPage } from '../features/feedbacks/conversation-page';

// A custom survey's results screens, loaded with their route (see custom-survey-results-routes.tsx).
// Each is keyed by the survey and scope, so a switch starts from a clean slate.

export const reportsScreen = createLazyRoute('/app/custom-surveys/$id/reports')({
  component: function ReportsRoute() {
    const { id } = reportsScreen.useParams();
    const search: ResultsSearch = reportsScreen.useSearch();
    return (
      <ResultsShell id={id} page="reports" search={search}>
        {(summary) => <ResultsReport key={`${id}:${search.group ?? ''}`} id={id} search={search} summary={summary} />}
      </ResultsShell>
    );
  },
});

export const participationScreen = createLazyRoute('/app/custom-surveys/$id/participation')({
  component: function ParticipationRoute() {
    const { id } = participationScreen.useParams();
    const search: ResultsSearch = participationScreen.useSearch();
    return (
      <ResultsShell id={id} page="participation" search={search}>
        {() => <ResultsParticipation key={`${id}:${search.group ?? ''}`} id={id} search={search} />}
      </ResultsShell>
    );
  },
});

export const feedbacksScreen = createLazyRoute('/app/custom-surveys/$id/feedbacks')({
  component: function FeedbacksRoute() {
    const { id } = feedbacksScreen.useParams();
    const search: ResultsSearch = feedbacksScreen.useSearch();
    const { session } = feedbacksScreen.useRouteContext();
    return (
      <ResultsShell id={id} page="feedbacks" search={search}>
        {() => <ResultsFeedbacks key={`${id}:${search.group ?? ''}`} id={id} search={search} session={session} />}
      </ResultsShell>
    );
  },
});

// A conversation a leader started on one of the survey's texts (people §2: admin or manager).
export const feedbackConversationScreen = createLazyRoute('/app/custom-surveys/$id/feedbacks/$ticketId')({
  component: function FeedbackConversationRoute() {
    const { id, ticketId } = feedbackConversationScreen.useParams();
    return <ConversationPage key={ticketId} id={ticketId} back={{ to: '/custom-surveys/$id/feedbacks', params: { id } }} />;
  },
});
