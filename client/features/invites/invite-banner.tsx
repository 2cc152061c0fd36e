import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import './invites.css';

/**
 * The invite banner (people §2): while the people who can answer are fewer than the company's
 * report minimum, says how many more to invite. Administrators only (pass `enabled` false for
 * anyone else); shows nothing otherwise.
 */
export function InviteBanner({ enabled = true }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data } = useQuery({ ...trpc.invites.banner.queryOptions(), retry: false, enabled });
  if (!data?.show) return null;
  return (
    <div className="banner banner--info invite-banner" role="status">
      <span>{t('invites:banner.text', { count: data.missing, min: data.reportMinUsers })}</span>
      {pathname !== '/users/sendInvites' && (
        <Link to="/users/sendInvites" className="button invite-banner__action">
          {t('invites:banner.action')}
        </Link>
      )}
    </div>
  );
}
