import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { NpsChart, NPS_SHARES } from './nps-chart';
import { isPlanRequired, PlanLocked } from './plan-gate';
import type { NpsKind, NpsReport } from './report-types';
import { npsQuery } from './report-queries';
import { ReportLoading } from './report-states';
import { Score } from './score';
import { formatNps, formatShare, npsBand } from './thresholds';

/** An NPS figure as a summary reads it: eNPS, LNPS, or a custom survey's NPS question. */
export type NpsFigure = Pick<NpsReport, 'score' | 'withheld' | 'respondents' | 'promoters' | 'passives' | 'detractors'>;

/** The score with its band, how many answered, and the three shares as a bar and a legend; `name` names the figure. */
export function NpsSummary({ report, name }: { report: NpsFigure; name: string }) {
  const { t, i18n } = useTranslation();
  const shares = [...NPS_SHARES].reverse();
  return (
    <div className="nps__summary">
      <Score value={report.score} withheld={report.withheld} band={npsBand(report.score)} format={formatNps} size="large" />
      {!report.withheld && report.respondents !== null && <p className="muted">{t('reports:respondents', { count: report.respondents })}</p>}
      {!report.withheld && report.promoters !== null && (
        <>
          <div className="nps__bar" aria-hidden="true">
            {shares.map((s) => (
              <span key={s.key} style={{ width: `${(report[s.key] ?? 0) * 100}%`, background: s.colour }} />
            ))}
          </div>
          <ul className="nps__shares" aria-label={t('reports:nps.shares', { name })}>
            {shares.map((s) => (
              <li key={s.key}>
                <span className="nps__swatch" style={{ background: s.colour }} aria-hidden="true" />
                <span>{t(`reports:nps.${s.key}`)}</span>
                <strong>{formatShare(report[s.key] ?? 0, i18n.language)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * eNPS or LNPS of a scope: summary and 15 months of history. On the free plan the figure is
 * locked in place (no modal: the report around it is still worth reading).
 */
export function NpsPanel({ groupId, kind, headingLevel = 2, detailLink = false }: { groupId: string; kind: NpsKind; headingLevel?: 2 | 3; detailLink?: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(npsQuery(trpc, groupId, kind));
  const Heading = `h${headingLevel}` as const;
  const name = t(`reports:nps.${kind}`);

  let body;
  if (query.isPending) body = <ReportLoading />;
  else if (query.isError)
    body = isPlanRequired(query.error) ? (
      <PlanLocked title={t('reports:nps.locked', { name })} />
    ) : (
      <div className="alert alert--danger" role="alert">
        {errorText(t, query.error)}
      </div>
    );
  else if (!query.data) body = <p className="muted">{t('reports:nps.none', { name })}</p>;
  else {
    body = (
      <div className="nps">
        <NpsSummary report={query.data} name={name} />
        <NpsChart history={query.data.history ?? []} kind={kind} withheld={query.data.withheld} />
      </div>
    );
  }

  return (
    <section className="report-section card" id={kind} aria-labelledby={`${kind}-title`}>
      <Heading id={`${kind}-title`} className="card__title">
        {name}
      </Heading>
      <p className="muted">{t(`reports:nps.${kind}Hint`)}</p>
      {body}
      {detailLink && query.data && (
        <Link to="/reports/$groupId/metric/$metricId" params={{ groupId, metricId: kind }} className="button">
          {t('reports:nps.details', { name })}
        </Link>
      )}
    </section>
  );
}
