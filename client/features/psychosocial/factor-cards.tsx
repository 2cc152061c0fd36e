import { useTranslation } from 'react-i18next';
import { riskBand } from '../../../domain/psychosocial-risk';
import { Withheld } from '../reports/score';
import { formatScore } from '../reports/thresholds';
import type { Factor } from './psychosocial-queries';

/** A factor's risk in words on its band's colours: never colour alone. */
export function RiskBadge({ level }: { level: NonNullable<Factor['level']> }) {
  const { t } = useTranslation();
  return (
    <span className={`score psy-risk band--${riskBand(level)}`} data-level={level}>
      {t(`psychosocial:levels.${level}`)}
    </span>
  );
}

/** One card per factor of a pillar (its own score first): score, risk level and respondents, or why there are none. */
export function FactorCards({ factors, label }: { factors: readonly Factor[]; label: string }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="metric-grid" aria-label={label}>
      {factors.map((f) => (
        <li key={f.id}>
          <div className={`metric-card${f.level ? ` band--${riskBand(f.level)}` : ''}`} data-factor={f.id} data-level={f.level ?? (f.withheld ? 'withheld' : 'none')}>
            <span className="metric-card__title">{f.kind === 'pillar' ? `${f.title} · ${t('psychosocial:overall')}` : f.title}</span>
            {f.withheld ? (
              <Withheld />
            ) : f.score === null || !f.level ? (
              <span className="score score--none">{t('psychosocial:noScore')}</span>
            ) : (
              <>
                <span className="psy-score">{formatScore(f.score, i18n.language)}</span>
                <RiskBadge level={f.level} />
              </>
            )}
            {!f.withheld && f.respondents ? <span className="metric-card__meta">{t('psychosocial:respondents', { count: f.respondents })}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
