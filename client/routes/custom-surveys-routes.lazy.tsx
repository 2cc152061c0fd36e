import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { SurveyBuilderPage } from '../features/custom-surveys/builder-page';
import { SurveyList } from '../features/custom-surveys/survey-list';
import type { ListSearch } from '../features/custom-surveys/survey-queries';

// The custom-survey screens, loaded with their route (see custom-surveys-routes.tsx).

export const surveyListScreen = createLazyRoute('/app/custom-surveys')({
  component: function SurveyListRoute() {
    const search = surveyListScreen.useSearch();
    const navigate = useNavigate();
    const onSearch = (next: ListSearch) => void navigate({ to: '/custom-surveys', search: next, replace: true });
    return <SurveyList search={search} onSearch={onSearch} />;
  },
});

export const surveyCreateScreen = createLazyRoute('/app/custom-surveys/create')({
  component: function SurveyCreateRoute() {
    const { step } = surveyCreateScreen.useSearch();
    const { session } = surveyCreateScreen.useRouteContext();
    return <SurveyBuilderPage id={null} step={step} session={session} />;
  },
});

export const surveySettingsScreen = createLazyRoute('/app/custom-surveys/$id/settings')({
  component: function SurveySettingsRoute() {
    const { id } = surveySettingsScreen.useParams();
    const { step } = surveySettingsScreen.useSearch();
    const { session } = surveySettingsScreen.useRouteContext();
    return <SurveyBuilderPage id={id} step={step} session={session} key={id} />;
  },
});
