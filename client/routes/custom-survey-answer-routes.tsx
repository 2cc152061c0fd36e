import { createRoute } from '@tanstack/react-router';
import { answerQuery } from '../features/custom-survey-answer/answer-data';
import { guard, type RouterContext } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { lazyScreens } from './lazy-screens';

// Answering a custom survey (measurement §2: anyone signed in). Answering state lives in this
// browser, and the screens read it themselves (steps only with progress saved, the conclusion
// only after a send, :type to whichever applies), so none of it weighs on the entry chunk.
// Screens in custom-survey-answer-routes.lazy.tsx, loaded with their route; the comment box is
// the engagement survey's, whose texts come along.
const screens = lazyScreens(() => import('./custom-survey-answer-routes.lazy'), ['customSurveyAnswer', 'survey']);

// Started, not awaited: the screens show their own loading, not-found and error states.
const prefetch = ({ queryClient, trpc }: RouterContext, id: string) => void queryClient.ensureQueryData(answerQuery(trpc, id)).catch(() => undefined);

const base = { getParentRoute: () => appLayoutRoute, beforeLoad: guard() } as const;

const startRoute = createRoute({ ...base, path: '/custom-surveys/$id/survey', loader: ({ context, params }) => prefetch(context, params.id) }).lazy(() =>
  screens().then((m) => m.startScreen),
);
const stepsRoute = createRoute({ ...base, path: '/custom-surveys/$id/survey/steps', loader: ({ context, params }) => prefetch(context, params.id) }).lazy(() =>
  screens().then((m) => m.stepsScreen),
);
const conclusionRoute = createRoute({ ...base, path: '/custom-surveys/$id/survey/conclusion' }).lazy(() => screens().then((m) => m.conclusionScreen));
const beginRoute = createRoute({ ...base, path: '/custom-surveys/$id/survey/$type' }).lazy(() => screens().then((m) => m.beginScreen));

export const customSurveyAnswerRoutes = [startRoute, stepsRoute, conclusionRoute, beginRoute];
