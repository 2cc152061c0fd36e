import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { isPlanRequired, PlanLocked, usePlanGate } from './plan-gate';
import { useUnauthorised } from './unauthorised';

export function ReportLoading() {
  const { t } = useTranslation();
  return (
    <div className="skeleton" aria-busy="true">
      <span className="sr-only">{t('common:loading')}</span>
    </div>
  );
}

/**
 * A report that failed: out of reach (the unauthorised modal, then the viewer's own scope through
 * `to`), paid-only (the plan gate, unless `gate` is false), or anything else (the error, and a way to try again).
 */
export function ReportFailure({ error, retry, to, gate = true }: { error: unknown; retry: () => void; to: (scope: string) => string; gate?: boolean }) {
  const { t } = useTranslation();
  const refused = useUnauthorised(error, to);
  // Where the report is one card among others (home), the lock says enough without the gate.
  const locked = usePlanGate(gate ? error : null) || isPlanRequired(error);
  if (refused) return <ReportLoading />;
  if (locked) return <PlanLocked />;
  return (
    <div className="alert alert--danger report-error" role="alert">
      <p>{errorText(t, error)}</p>
      <button type="button" className="button" onClick={retry}>{t('reports:retry')}</button>
    </div>
  );
}
