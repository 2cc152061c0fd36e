import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';

export function SurveyLoading() {
  const { t } = useTranslation();
  return (
    <section className="page survey-page">
      <div className="skeleton" aria-busy="true" aria-label={t('common:loading')} />
    </section>
  );
}

/** A survey that could not be read: the error the server gave (measurement §8), and a retry. */
export function SurveyLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="page survey-page">
      <div className="alert alert--danger survey-alert" role="alert">
        <span>
          {t('survey:loadFailed')} {errorText(t, error)}
        </span>
        <button type="button" className="button" onClick={onRetry}>
          {t('survey:steps.retry')}
        </button>
      </div>
    </section>
  );
}
