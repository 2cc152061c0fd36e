import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import i18next, { loadNamespaces } from '../../lib/i18n';
import { notify } from '../../lib/messages';
import { openModal } from '../../lib/modals';
import type { SessionInfo } from '../../lib/session';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import './reports.css';

// Paid-only features on the free plan (measurement §1): administrators see the upgrade modal,
// managers are told to contact the account administrator, who is the one who can upgrade. Its texts
// are in the base namespace `common`: any screen's refused action may show it.

export const isPlanRequired = (error: unknown) => errorCodeOf(error) === 'PLAN_REQUIRED';

/** Text that translates itself, so an open modal follows a language switch. */
function Text({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}

/**
 * Shows the gate: the upgrade modal to an administrator, a message to anyone else. It serves every
 * screen (the shell shows it for any action refused PLAN_REQUIRED), so it brings its own texts.
 */
export function showPlanGate(role: SessionInfo['role']): void {
  void loadNamespaces(['reports']).then(() => {
    if (role !== 'admin') {
      notify(i18next.t('common:plan.manager'), 'warning', { id: 'plan-required' });
      return;
    }
    openModal({
      key: 'plan-required',
      title: <Text k="common:plan.title" />,
      body: (
        <p>
          <Text k="common:plan.body" />
        </p>
      ),
      actions: (close) => (
        <>
          <button type="button" className="button" onClick={close}>
            <Text k="common:plan.later" />
          </button>
          <Link to="/account/plans" className="button button--primary" onClick={close}>
            <Text k="common:plan.upgrade" />
          </Link>
        </>
      ),
    });
  });
}

/** Shows the gate when `error` is a PLAN_REQUIRED failure (once per failure); says whether it is. */
export function usePlanGate(error: unknown): boolean {
  const trpc = useTRPC();
  const { data: session } = useQuery(trpc.auth.session.queryOptions());
  const required = isPlanRequired(error);
  useEffect(() => {
    if (required && session) showPlanGate(session.role);
  }, [required, error, session]);
  return required;
}

/** Stands where a paid-only figure would be: says so, and offers the way to upgrade (or whom to ask). */
export function PlanLocked({ title }: { title?: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { data: session } = useQuery(trpc.auth.session.queryOptions());
  const admin = session?.role === 'admin';
  return (
    <div className="plan-locked">
      {title && <p className="plan-locked__title">{title}</p>}
      <p>{t(admin ? 'common:plan.body' : 'common:plan.manager')}</p>
      {admin && (
        <button type="button" className="button" onClick={() => showPlanGate('admin')}>
          {t('common:plan.upgrade')}
        </button>
      )}
    </div>
  );
}
