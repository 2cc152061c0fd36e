import { createLazyRoute } from '@tanstack/react-router';
import { SurveyConclusion } from '../features/survey/survey-conclusion';
import { SurveyStart } from '../features/survey/survey-start';
import { SurveySteps } from '../features/survey/survey-steps';

// The survey screens, loaded with their route (see survey-routes.tsx).
export const surveyScreen = createLazyRoute('/app/survey')({ component: SurveyStart });
export const stepsScreen = createLazyRoute('/app/survey/steps')({ component: SurveySteps });
export const conclusionScreen = createLazyRoute('/app/survey/conclusion')({ component: SurveyConclusion });
