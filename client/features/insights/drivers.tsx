import { useTranslation } from 'react-i18next';
import type { Correlations } from './types';

/**
 * The pillars ranked by how strongly they move with eNPS: a list (its order is the ranking) with a
 * bar for r, the number of observations and whether the link is significant.
 */
export function Drivers({ drivers }: { drivers: Correlations['drivers'] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <ol className="drivers" aria-labelledby="drivers-title">
      {drivers.map((d) => (
        <li key={d.metric} className="drivers__item" data-metric={d.metric}>
          <span className="drivers__name">{t(`insights:variables.${d.metric}`)}</span>
          <span className="drivers__bar" aria-hidden="true">
            {d.r !== null && <span className={`drivers__fill${d.r < 0 ? ' is-negative' : ''}`} style={{ width: `${Math.abs(d.r) * 100}%` }} />}
          </span>
          <span className="drivers__value">
            {d.r === null ? t('insights:noValue') : number.format(d.r)}
            {d.significant && <span className="badge-significant">{t('insights:analytics.significantShort')}</span>}
          </span>
          {d.n !== null && <span className="drivers__n muted">{t('insights:analytics.n', { n: count.format(d.n) })}</span>}
        </li>
      ))}
    </ol>
  );
}
