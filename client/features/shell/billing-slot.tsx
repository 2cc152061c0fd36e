import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { loadNamespaces } from '../../lib/i18n';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';

// The shell's billing notices (issue 17): administrators read the company's notices above the page,
// and meet the trial modals. Only the question "is there any?" lives in the first visit's bundle:
// the banner and the modals load when there is something to show.

const withTexts = <T,>(load: () => Promise<T>) => Promise.all([load(), loadNamespaces(['billing'])]).then(([m]) => m);
const NoticesBanner = lazy(() => withTexts(() => import('./notices-banner')));

/** The trial ended yesterday, but the day's pass has not moved the company off 'trial' yet. */
const trialOver = (session: SessionInfo) => session.plan === 'trial' && session.trialEndsAt !== null && Date.parse(session.trialEndsAt) <= Date.now();

export function BillingSlot({ session }: { session: SessionInfo }) {
  const trpc = useTRPC();
  const admin = session.role === 'admin';
  // Everyone else gets an empty list: not asked for at all. A failure shows nothing (no retry storm).
  const { data } = useQuery(trpc.billing.notices.queryOptions(undefined, { enabled: admin, retry: false, staleTime: 5 * 60_000 }));
  const notices = data?.notices ?? [];
  const ended = notices.find((n) => n.kind === 'trial-ended')?._id ?? null;
  const expired = admin && trialOver(session);
  // Here rather than in the modal's chunk, which then needs no tRPC of its own (a lighter split).
  const queryClient = useQueryClient();
  const { mutate: dismiss } = useMutation(
    trpc.billing.dismissNotice.mutationOptions({ onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.billing.notices.queryKey() }) }),
  );

  useEffect(() => {
    if (!ended && !expired) return;
    const which = ended ? { ended: () => dismiss({ id: ended }) } : { expired: true as const };
    void withTexts(() => import('./trial-modals')).then((m) => m.openTrialModal(which));
  }, [ended, expired, dismiss]);

  const shown = notices.filter((n) => n.kind !== 'trial-ended');
  if (!shown.length) return null;
  return (
    <Suspense fallback={null}>
      <NoticesBanner notices={shown} />
    </Suspense>
  );
}
