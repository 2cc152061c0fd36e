import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { PlanLocked, usePlanGate } from '../reports/plan-gate';
import { useUnauthorised, type UnauthorisedKind } from '../reports/unauthorised';

interface Props<T> {
  query: UseQueryResult<T, unknown>;
  /** Where a refused scope (NOT_FOUND) sends the viewer after the unauthorised modal. */
  leave: (scope: string) => string;
  kind?: UnauthorisedKind;
  children: (data: T) => ReactNode;
}

/**
 * The states every insight screen shares: loading, the plan gate (free plan), the unauthorised
 * modal (a scope outside the viewer's reach), any other failure with a retry, then the figures.
 */
export function QueryView<T>({ query, leave, kind = 'report', children }: Props<T>) {
  const { t } = useTranslation();
  const planRequired = usePlanGate(query.error);
  const refused = useUnauthorised(query.error, leave, kind);
  if (query.isPending || refused) return <div className="skeleton" aria-busy="true" aria-label={t('common:loading')} />;
  if (planRequired) return <PlanLocked />;
  if (query.isError) {
    return (
      <div className="alert alert--danger insights-error" role="alert">
        <p>{t('insights:loadError')} {errorText(t, query.error)}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>{t('insights:retry')}</button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
