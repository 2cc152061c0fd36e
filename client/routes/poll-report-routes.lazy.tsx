import { createLazyRoute } from '@tanstack/react-router';
import { PollReportScreen } from '../features/poll-report/poll-report';
import { hasPermission } from '../lib/session';

// A poll's report screen, loaded with its route (see poll-routes.tsx); keyed by the poll, so
// another poll starts from a clean slate (a group switch keeps the picker where it is).

export const pollReportScreen = createLazyRoute('/app/custom-poll/$pollId/report-group/{-$groupId}')({
  component: function PollReportRoute() {
    const { pollId, groupId } = pollReportScreen.useParams();
    const { session } = pollReportScreen.useRouteContext();
    // Leaders read the report, everyone else the figures shared with them. The permission is spelt
    // out rather than imported from page.tsx: a lazy chunk importing that entry module splits the
    // entry into shared chunks, which weighs ~2 kB more on every first visit.
    return <PollReportScreen key={pollId} pollId={pollId} groupId={groupId} leader={hasPermission(session, 'page.admin-manager-access')} />;
  },
});
