import { createLazyRoute, useNavigate } from '@tanstack/react-router';
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
