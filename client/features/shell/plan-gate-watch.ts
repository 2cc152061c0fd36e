import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionInfo } from '../../lib/session';
import { errorCodeOf } from '../../lib/trpc';

/**
 * Any action that meets a paid feature on the free plan (people §6: creating a group, exporting,
 * choosing weekly surveys …) shows the upgrade modal to administrators and tells anyone else to ask
 * them, whatever screen it came from. Only actions: a screen's reads show their own locked state
 * (reports/plan-gate.tsx PlanLocked), a modal on every visit would be in the way. The gate's code
 * loads with the first such failure, not with the page.
 */
export function usePlanGateOnActions(role: SessionInfo['role']): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && errorCodeOf(event.action.error) === 'PLAN_REQUIRED')
          void import('../reports/plan-gate').then((m) => m.showPlanGate(role));
      }),
    [queryClient, role],
  );
}
