import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { ActionPlansPage } from '../features/action-plans/action-plans-page';
import { parseActionPlanSearch, type ActionPlanSearch } from '../features/action-plans/action-plans-search';

// The action plans' screen, loaded with its route (see action-plans-routes.tsx), which leaves the
// address's search as it came: it is read here.

export const actionPlansScreen = createLazyRoute('/app/action-plan')({
  component: function ActionPlansRoute() {
    const raw = actionPlansScreen.useSearch();
    const search = useMemo(() => parseActionPlanSearch(raw as Record<string, unknown>), [raw]);
    const { session } = actionPlansScreen.useRouteContext();
    const navigate = useNavigate();
    const onSearch = useCallback((next: ActionPlanSearch) => void navigate({ to: '/action-plan', search: next, replace: true }), [navigate]);
    return <ActionPlansPage search={search} onSearch={onSearch} session={session} />;
  },
});
