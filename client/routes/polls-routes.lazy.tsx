import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { parsePollsSearch, type PollsSearch, type WizardStep } from '../features/polls/poll-queries';
import { PollWizardPage } from '../features/polls/poll-wizard-page';
import { isPollAuthor, PollsPage } from '../features/polls/polls-page';

// The poll screens, loaded with their route (see polls-routes.tsx), which leaves the address's
// search as it came: it is read here. The wizard is for the people who write polls; anyone else
// asking for it gets the lists.

export const pollsScreen = createLazyRoute('/app/custom-poll')({
  component: function PollsRoute() {
    const raw = pollsScreen.useSearch();
    const search = useMemo(() => parsePollsSearch(raw as Record<string, unknown>), [raw]);
    const { session } = pollsScreen.useRouteContext();
    const navigate = useNavigate();
    const onSearch = useCallback((next: PollsSearch) => void navigate({ to: '/custom-poll', search: next, replace: true }), [navigate]);
    // A new poll's first save names its draft in place of the visit to the empty wizard.
    const onStep = useCallback(
      (step: WizardStep, draft: string | null, replace = false) =>
        void navigate({ to: '/custom-poll', search: { wizard: draft ?? 'new', ...(step > 1 ? { step } : {}) }, replace }),
      [navigate],
    );
    if (search.wizard && isPollAuthor(session))
      return <PollWizardPage session={session} draftId={search.wizard === 'new' ? null : search.wizard} step={search.step ?? 1} onStep={onStep} />;
    return <PollsPage search={search} onSearch={onSearch} session={session} />;
  },
});
