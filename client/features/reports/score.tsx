import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { formatScore, type Band } from './thresholds';
import './reports.css';

/** The company's report minimum (k) from the session: what a withheld mark says is missing. */
export function useReportMinimum(): number {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.auth.session.queryOptions());
  return data?.reportMinUsers ?? 3;
}

/**
 * A withheld figure: neither zero nor blank, but a mark that says fewer than k people answered.
 * `minimum` defaults to the session's report minimum; comments pass the feedback minimum.
 */
export function Withheld({ minimum, compact = false }: { minimum?: number; compact?: boolean }) {
  const { t } = useTranslation();
  const k = useReportMinimum();
  const count = minimum ?? k;
  const text = t('reports:withheld.text', { count });
  if (compact) {
    return (
      <span className="withheld withheld--compact" title={text}>
        <span aria-hidden="true">{t('reports:withheld.short', { count })}</span>
        <span className="sr-only">{text}</span>
      </span>
    );
  }
  return <span className="withheld">{text}</span>;
}

export interface ScoreProps {
  value: number | null | undefined;
  withheld?: boolean;
  band: Band | null;
  /** How the number is written; one decimal (pillar scores) unless told. */
  format?: (value: number, language: string) => string;
  minimum?: number;
  size?: 'large' | 'normal' | 'compact';
}

/** A figure in its band's colours with the band named; withheld and empty figures say so. */
export function Score({ value, withheld, band, format = formatScore, minimum, size = 'normal' }: ScoreProps) {
  const { t, i18n } = useTranslation();
  if (withheld) return <Withheld minimum={minimum} compact={size === 'compact'} />;
  if (value === null || value === undefined) return <span className={`score score--${size} score--none`}>{t('reports:noAnswers')}</span>;
  return (
    <span className={`score score--${size}${band ? ` band--${band}` : ''}`}>
      <span className="score__value">{format(value, i18n.language)}</span>
      {band && size !== 'compact' && <span className="score__band">{t(`reports:band.${band}`)}</span>}
      {band && size === 'compact' && <span className="sr-only">{t(`reports:band.${band}`)}</span>}
    </span>
  );
}
