import { createLazyRoute } from '@tanstack/react-router';
import { AnswerBegin } from '../features/custom-survey-answer/answer-begin';
import { AnswerConclusion } from '../features/custom-survey-answer/answer-conclusion';
import { AnswerStart } from '../features/custom-survey-answer/answer-start';
import { AnswerSteps } from '../features/custom-survey-answer/answer-steps';

// The custom-survey answering screens, loaded with their route (see custom-survey-answer-routes.tsx).

export const startScreen = createLazyRoute('/app/custom-surveys/$id/survey')({
  component: function AnswerStartRoute() {
    const { id } = startScreen.useParams();
    const { session } = startScreen.useRouteContext();
    return <AnswerStart id={id} userId={session.userId} key={id} />;
  },
});

export const stepsScreen = createLazyRoute('/app/custom-surveys/$id/survey/steps')({
  component: function AnswerStepsRoute() {
    const { id } = stepsScreen.useParams();
    const { session } = stepsScreen.useRouteContext();
    return <AnswerSteps id={id} userId={session.userId} key={id} />;
  },
});

export const conclusionScreen = createLazyRoute('/app/custom-surveys/$id/survey/conclusion')({
  component: function AnswerConclusionRoute() {
    const { id } = conclusionScreen.useParams();
    const { session } = conclusionScreen.useRouteContext();
    return <AnswerConclusion id={id} userId={session.userId} key={id} />;
  },
});

export const beginScreen = createLazyRoute('/app/custom-surveys/$id/survey/$type')({
  component: function AnswerBeginRoute() {
    const { id } = beginScreen.useParams();
    const { session } = beginScreen.useRouteContext();
    return <AnswerBegin id={id} userId={session.userId} />;
  },
});
