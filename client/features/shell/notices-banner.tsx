import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { useTRPC, type AppRouter } from '../../lib/trpc';

// The billing notices above the page (people §2, issue 17), for administrators: renewal coming,
// payment failed, paid features suspended, trial ending. Each one says what to do on the account
// screen and can be dismissed (billing.dismissNotice); everything is reachable by keyboard.

type Notice = inferRouterOutputs<AppRouter>['billing']['notices']['notices'][number];

const DAY_MS = 86_400_000;

/**
 * Whole days from today (UTC) to the notice's date (params.date: the renewal or the trial's end),
 * so the count stays right while the notice waits; params.days when the server sent a count.
 */
function daysLeft(params: Notice['params'], now = Date.now()): number | null {
  if (typeof params.date === 'string') {
    const day = Date.parse(params.date.slice(0, 10));
    if (!Number.isNaN(day)) return Math.max(0, Math.round((day - Math.floor(now / DAY_MS) * DAY_MS) / DAY_MS));
  }
  return typeof params.days === 'number' ? params.days : null;
}

const LOOK: Record<Exclude<Notice['kind'], 'trial-ended'>, { key: string; tone: 'info' | 'warning' | 'danger'; to: '/account' | '/account/plans' }> = {
  renewal: { key: 'renewal', tone: 'info', to: '/account' },
  'payment-failed': { key: 'paymentFailed', tone: 'danger', to: '/account' },
  suspended: { key: 'suspended', tone: 'danger', to: '/account' },
  'trial-ending': { key: 'trialEnding', tone: 'warning', to: '/account/plans' },
};

function NoticeText({ notice }: { notice: Notice }) {
  const { t } = useTranslation('billing');
  const look = LOOK[notice.kind as keyof typeof LOOK];
  if (look.key !== 'renewal' && look.key !== 'trialEnding') return <>{t(`notices.${look.key}`)}</>;
  const count = daysLeft(notice.params);
  return <>{count === null ? t(`notices.${look.key}Soon`) : t(`notices.${look.key}`, { count })}</>;
}

export default function NoticesBanner({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation('billing');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useRef<HTMLUListElement>(null);
  const key = trpc.billing.notices.queryKey();
  const dismiss = useMutation(
    trpc.billing.dismissNotice.mutationOptions({
      onMutate: ({ id }) => {
        // Focus goes on to the next notice's button (or the page), never lost with the removed one.
        const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
        const at = buttons.findIndex((b) => b.dataset.id === id);
        (buttons[at + 1] ?? buttons[at - 1] ?? document.getElementById('main-content'))?.focus();
        queryClient.setQueryData(key, (old) => old && { notices: old.notices.filter((n) => n._id !== id) });
      },
      onError: (error) => {
        notify(errorText(t, error), 'danger');
        void queryClient.invalidateQueries({ queryKey: key });
      },
    }),
  );

  return (
    <section className="billing-notices" aria-label={t('notices.label')}>
      <ul ref={list}>
        {notices.map((notice) => {
          const look = LOOK[notice.kind as keyof typeof LOOK];
          return (
            <li key={notice._id} className={`billing-notice billing-notice--${look.tone}`}>
              <p className="billing-notice__text" role={look.tone === 'danger' ? 'alert' : 'status'}>
                <NoticeText notice={notice} />
              </p>
              <Link to={look.to} className="billing-notice__action">
                {t(`notices.${look.key}Action`)}
              </Link>
              <button
                type="button"
                className="icon-button billing-notice__dismiss"
                data-id={notice._id}
                aria-label={t('notices.dismiss')}
                onClick={() => dismiss.mutate({ id: notice._id })}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
