import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import { useTRPC } from '../../lib/trpc';
import { PlotFigure, type PlotModule } from '../reports/plot';
import { ReportFailure, ReportLoading } from '../reports/report-states';
import { Score, Withheld } from '../reports/score';
import { formatShare, participationBand, WITHHELD_COLOUR } from '../reports/thresholds';
import { participationQuery, type ResultsSearch, type SurveyParticipation } from './results-queries';
import { leaveFor } from './results-shell';

type Cycle = SurveyParticipation['history'][number];

/** The server's rate is a percentage (0–100); written as one, in the reader's language. */
const percent = (value: number, language: string) => formatShare(value / 100, language);

/** The latest cycle's rate in its band (measurement §9: below 50 low, 50–74 medium, 75 and above high), or why there is none. */
function RateCard({ data }: { data: SurveyParticipation }) {
  const { t, i18n } = useTranslation();
  const latest = data.history.at(-1);
  let figure;
  if (data.participationRate !== null) figure = <Score value={data.participationRate} band={participationBand(data.participationRate)} format={percent} size="large" />;
  else if (data.activeCount === 0) figure = <span className="score score--large score--none">{t('customSurveyResults:participation.nobodyActive')}</span>;
  else if (!latest) figure = <span className="score score--large score--none">{t('customSurveyResults:participation.noCycle')}</span>;
  else figure = <Withheld />;
  return (
    <article className="card csr-rate" data-rate={data.participationRate ?? undefined}>
      <h2 className="card__title">{t('customSurveyResults:participation.rate')}</h2>
      {figure}
      <p className="muted">
        {latest
          ? t('customSurveyResults:participation.rateHint', { cycle: latest.cycle, date: formatDay(latest.date, i18n.language, 'medium') })
          : t('customSurveyResults:participation.rateHintNone')}
      </p>
    </article>
  );
}

/** Who answered in each cycle, as bars (a withheld cycle grey); the table below holds the same figures. */
function HistoryChart({ history }: { history: readonly Cycle[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const spec = useCallback(
    (Plot: PlotModule, width: number) => {
      // Bars no wider than a thumb, however few cycles there are.
      const band = (width - 56) / Math.max(history.length, 1);
      const padding = Math.min(0.9, Math.max(0.2, 1 - 56 / band));
      const max = Math.max(...history.map((c) => c.totalResponders ?? 0), 1);
      const bars = history.map((c) => ({ key: String(c.cycle), value: c.totalResponders ?? max, withheld: c.totalResponders === null }));
      return {
        height: 200,
        marginLeft: 36,
        marginBottom: 32,
        style: { fontSize: '12px', background: 'transparent' },
        x: {
          type: 'band' as const,
          domain: bars.map((b) => b.key),
          padding,
          label: null,
          tickFormat: (key: string) => t('customSurveyResults:participation.tick', { cycle: key }),
        },
        y: { domain: [0, max], grid: true, label: null, tickFormat: (n: number) => (Number.isInteger(n) ? new Intl.NumberFormat(language).format(n) : '') },
        marks: [
          Plot.barY(bars, {
            x: 'key',
            y: 'value',
            fill: (b: { withheld: boolean }) => (b.withheld ? WITHHELD_COLOUR : '#0f5c4d'),
            fillOpacity: (b: { withheld: boolean }) => (b.withheld ? 0.6 : 0.9),
            rx: 3,
          }),
          Plot.ruleY([0]),
        ],
      };
    },
    [history, language, t],
  );
  return <PlotFigure spec={spec} height={200} label={t('customSurveyResults:participation.chartLabel')} />;
}

/** Cycle by cycle, as a table: always there (on a phone, and for a survey of one cycle, where a chart says little). */
function HistoryTable({ history }: { history: readonly Cycle[] }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className="table-wrap">
      <table className="report-table csr-cycles">
        <caption className="sr-only">{t('customSurveyResults:participation.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('customSurveyResults:participation.cycle')}</th>
            <th scope="col">{t('customSurveyResults:participation.started')}</th>
            <th scope="col">{t('customSurveyResults:participation.responders')}</th>
          </tr>
        </thead>
        <tbody>
          {[...history].reverse().map((c) => (
            <tr key={c.cycle} data-withheld={c.totalResponders === null || undefined}>
              <th scope="row">{c.cycle}</th>
              <td>{formatDay(c.date, i18n.language, 'medium')}</td>
              <td>{c.totalResponders === null ? <Withheld compact /> : count.format(c.totalResponders)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Body({ data }: { data: SurveyParticipation }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <div className="csr-participation">
        <RateCard data={data} />
        <dl className="csr-people">
          {(['invitedCount', 'confirmedCount', 'activeCount'] as const).map((key) => (
            <div key={key} data-figure={key}>
              <dt>{t(`customSurveyResults:participation.${key}`)}</dt>
              <dd>{count.format(data[key])}</dd>
              <dd className="muted csr-people__hint">{t(`customSurveyResults:participation.${key}Hint`)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <section className="report-section" aria-labelledby="csr-history-title">
        <h2 id="csr-history-title">{t('customSurveyResults:participation.history')}</h2>
        {data.history.length === 0 ? (
          <p className="muted">{t('customSurveyResults:participation.noHistory')}</p>
        ) : (
          <>
            {data.history.length > 1 && <HistoryChart history={data.history} />}
            <HistoryTable history={data.history} />
          </>
        )}
      </section>
    </>
  );
}

/** /custom-surveys/:id/participation: who the survey reaches and who answered, cycle by cycle. */
export function ResultsParticipation({ id, search }: { id: string; search: ResultsSearch }) {
  const trpc = useTRPC();
  const query = useQuery(participationQuery(trpc, id, search));
  if (query.isPending) return <ReportLoading />;
  if (query.isError) return <ReportFailure error={query.error} retry={() => void query.refetch()} to={leaveFor(id, 'participation', search)} gate={false} />;
  return <Body data={query.data} />;
}
