import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/dates';
import { Score } from '../reports/score';
import { formatShare, participationBand } from '../reports/thresholds';
import type { PollReport } from './poll-report-types';

/** What the poll is (measurement §3 "Poll report"): access level, created, owner, sender, people and questions. */
export function PollReportFacts({ report }: { report: PollReport }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const facts = [
    { key: 'group', term: t('pollReport:facts.group'), value: report.group.name ?? t('pollReport:consolidate') },
    { key: 'access', term: t('pollReport:facts.access'), value: t(`pollReport:access.${report.accessLevel}`) },
    { key: 'created', term: t('pollReport:facts.created'), value: formatInstant(report.createdAt, i18n.language, 'medium') },
    { key: 'owner', term: t('pollReport:facts.owner'), value: report.owner ? `${report.owner.name} (${report.owner.email})` : t('pollReport:facts.noOwner') },
    { key: 'sender', term: t('pollReport:facts.sender'), value: t(`pollReport:sender.${report.sender}`) },
    { key: 'people', term: t('pollReport:facts.people'), value: number.format(report.numEmployees) },
    { key: 'questions', term: t('pollReport:facts.questions'), value: number.format(report.numQuestions) },
  ];
  return (
    <dl className="card poll-facts" aria-label={t('pollReport:facts.label')}>
      {facts.map((f) => (
        <div key={f.key} data-fact={f.key}>
          <dt>{f.term}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The participation rate is a percentage (0–100), as a custom survey's. */
const percent = (value: number, language: string) => formatShare(value / 100, language);

/** Who answered and the share of the people it went to: withheld together below the minimum. */
export function PollReportStats({ report }: { report: PollReport }) {
  const { t, i18n } = useTranslation();
  const { respondents, participationRate, withheld } = report.stats;
  return (
    <section className="report-section csr-summary" aria-label={t('pollReport:stats.label')}>
      <div className="card" data-stat="respondents">
        <h2 className="card__title">{t('pollReport:stats.respondents')}</h2>
        {withheld || respondents === null ? (
          <Score value={null} withheld={withheld} band={null} size="large" />
        ) : (
          <span className="csr-big">{new Intl.NumberFormat(i18n.language).format(respondents)}</span>
        )}
      </div>
      <div className="card" data-stat="participation">
        <h2 className="card__title">{t('pollReport:stats.participation')}</h2>
        {withheld || participationRate === null ? (
          <Score value={null} withheld={withheld} band={null} size="large" />
        ) : (
          <Score value={participationRate} band={participationBand(participationRate)} format={percent} size="large" />
        )}
      </div>
    </section>
  );
}
