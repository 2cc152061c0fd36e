import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { ConversationPage } from '../features/feedbacks/conversation-page';
import { FeedbacksPage } from '../features/feedbacks/feedbacks-page';
import type { FeedbacksSearch } from '../features/feedbacks/ticket-queries';

// The opinions' screens, loaded with their route (see feedbacks-routes.tsx).

export const feedbacksScreen = createLazyRoute('/app/feedbacks')({
  component: function FeedbacksRoute() {
    const search = feedbacksScreen.useSearch();
    const { session } = feedbacksScreen.useRouteContext();
    const navigate = useNavigate();
    const onSearch = (next: FeedbacksSearch) => void navigate({ to: '/feedbacks', search: next, replace: true });
    return <FeedbacksPage search={search} onSearch={onSearch} session={session} />;
  },
});

export const conversationScreen = createLazyRoute('/app/feedbacks/tickets/$ticketId')({
  component: function ConversationRoute() {
    const { ticketId } = conversationScreen.useParams();
    return <ConversationPage id={ticketId} key={ticketId} />;
  },
});
