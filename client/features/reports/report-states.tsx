import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { isPlanRequired, PlanLocked, usePlanGate } from './plan-gate';
import { useReportMinimum } from './score';
import { useUnauthorised, type UnauthorisedKind } from './unauthorised';

export function ReportLoading() {
  const { t } = useTranslation();
  return (
    <div className="skeleton" aria-busy="true">
      <span className="sr-only">{t('common:loading')}</span>
    </div>
  );
}

/** Nobody answered yet, or fewer than the report minimum (measurement §4): no figures, and why. */
export function ReportEmpty({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const k = useReportMinimum();
  return (
    <div className={`empty-state ${className}`.trim()}>
      <p className="empty-state__title">{t('reports:empty.title')}</p>
      <p>{t('reports:empty.body', { count: k })}</p>
    </div>
  );
}

interface FailureProps {
  error: unknown;
  retry: () => void;
  to: (scope: string) => string;
  gate?: boolean;
  kind?: UnauthorisedKind;
}

/**
 * A report that failed: out of reach (the unauthorised modal, then the viewer's own scope through
 * `to`), paid-only (the plan gate, unless `gate` is false), or anything else (the error, and a way to try again).
 */
export function ReportFailure({ error, retry, to, gate = true, kind = 'report' }: FailureProps) {
  const { t } = useTranslation();
  const refused = useUnauthorised(error, to, kind);
  // Where the report is one card among others (home), the lock says enough without the gate.
  const locked = usePlanGate(gate ? error : null) || isPlanRequired(error);
  if (refused) return <ReportLoading />;
  if (locked) return <PlanLocked />;
  return (
    <div className="alert alert--danger report-error" role="alert">
      <p>{errorText(t, error)}</p>
      <button type="button" className="button" onClick={retry}>
        {t('reports:retry')}
      </button>
    </div>
  );
}
