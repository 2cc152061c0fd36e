import { createRoute, redirect } from '@tanstack/react-router';
import { parseFeedbacksSearch, type FeedbacksSearch } from '../features/feedbacks/feedbacks-search';
import { guard, type RouterContext, type SessionInfo } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';

// Opinions (people §2–§5: any signed-in person): guards and loaders here, screens in
// feedbacks-routes.lazy.tsx (their own chunk). The paid-plan gate's texts are in `reports`.
const screens = lazyScreens(() => import('./feedbacks-routes.lazy'), ['feedbacks', 'reports']);

// Started, not awaited: the screens show their own loading, not-found, plan and error states.
const start = (load: Promise<unknown>) => void load.catch(() => undefined);

// The queries come with the screens' chunk, beside it: nothing of the opinions weighs on a first visit elsewhere.
const queries = lazyScreens(() => import('../features/feedbacks/ticket-queries'), []);

function prefetchLists({ queryClient, trpc }: RouterContext, session: SessionInfo, search: FeedbacksSearch) {
  start(
    queries().then(({ boxQueries }) => {
      const { sent, received } = boxQueries(trpc, search, session.role);
      start(queryClient.ensureQueryData(sent));
      start(queryClient.ensureQueryData(received));
    }),
  );
}

const listRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/feedbacks',
  beforeLoad: guard(undefined, 'opinions'),
  validateSearch: parseFeedbacksSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchLists(context, context.session, deps),
}).lazy(() => screens().then((m) => m.feedbacksScreen));

// The list under its older address: the same screen, one address.
const ticketsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/feedbacks/tickets',
  beforeLoad: async (args) => {
    await guard()(args);
    throw redirect({ to: '/feedbacks', search: parseFeedbacksSearch(args.search as Record<string, unknown>) });
  },
});

const conversationRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/feedbacks/tickets/$ticketId',
  beforeLoad: guard(),
  loader: ({ context, params }) =>
    start(queries().then(({ conversationQuery }) => context.queryClient.ensureQueryData(conversationQuery(context.trpc, params.ticketId)))),
}).lazy(() => screens().then((m) => m.conversationScreen));

export const feedbacksRoutes = [listRoute, ticketsRoute, conversationRoute];
