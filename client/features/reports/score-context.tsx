import { useTranslation } from 'react-i18next';
import { formatMonthName } from '../../lib/dates';
import type { GroupReport } from './report-types';
import { formatShare } from './thresholds';

type Change = GroupReport['change'];

const signed = (delta: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(delta);

/**
 * How a score moved from one month to the next, as the server derived it from two months the
 * history shows (none when either is withheld): the months are named, since the score beside it
 * covers the whole report window.
 */
export function ChangeNote({ change }: { change: Change }) {
  const { t, i18n } = useTranslation();
  if (!change) return null;
  // Written to one decimal: a change that rounds to 0.0 is no change.
  const delta = Math.round(change.delta * 10) / 10;
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  const months = { month: formatMonthName(change.date, i18n.language), previous: formatMonthName(change.previous, i18n.language) };
  return (
    <span className={`score-note score-change score-change--${direction}`} data-change={direction}>
      <span aria-hidden="true">{direction === 'up' ? '▲' : direction === 'down' ? '▼' : '■'} </span>
      {direction === 'flat' ? t('reports:change.flat', months) : t('reports:change.moved', { ...months, delta: signed(delta, i18n.language) })}
    </span>
  );
}

/** Where the score stands among comparable companies (the benchmark's percentile), when it can be placed. */
export function BenchmarkNote({ percentile }: { percentile: number | null }) {
  const { t, i18n } = useTranslation();
  if (percentile === null) return null;
  const position = percentile > 50 ? 'above' : percentile < 50 ? 'below' : 'at';
  return (
    <span className={`score-note score-benchmark score-benchmark--${position}`} data-benchmark={position}>
      {t(`reports:benchmark.${position}`, { share: formatShare(percentile / 100, i18n.language) })}
    </span>
  );
}
