import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import { useTRPC } from '../../lib/trpc';
import { GroupPicker } from '../reports/group-picker';
import { CultureFigureStates } from './culture-figures';
import { rankingQuery } from './culture-queries';
import { DesiredValues, ValuesCatalogue } from './desired-values';
import '../reports/reports.css';
import './culture.css';

/** The culture cycles to read, newest first; the one shown is selected. */
function DateChooser({ dates, value, onChange }: { dates: readonly string[]; value: string; onChange: (date: string) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="field culture-date">
      <label htmlFor={id}>{t('culture:page.date')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {dates.map((d) => (
          <option key={d} value={d}>
            {formatDay(d, i18n.language)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * /culture/:groupId (measurement §3): what people say the culture of a group (or the company) is
 * and should be — entropy, alignment, maturity and reliability of a culture cycle, the two
 * rankings, the history — then the values the company chose and the catalogue people vote from.
 */
export function CulturePage({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const session = useQuery(trpc.auth.session.queryOptions()).data;
  // A cycle the reader chose; until then the server's choice (the latest it may show).
  const [date, setDate] = useState<string | undefined>();
  const query = useQuery({ ...rankingQuery(trpc, groupId, date), placeholderData: keepPreviousData });
  const ranking = query.data;

  return (
    <section className="page report culture-page" data-group={groupId}>
      <header className="report__header">
        <div>
          <h1>{t('culture:page.title')}</h1>
          {ranking && (
            <p className="page__subtitle">
              {ranking.groupName} · {t('culture:page.cycle', { date: formatDay(ranking.date, i18n.language) })}
              {ranking.open && <> · {t('culture:page.stillOpen')}</>}
            </p>
          )}
        </div>
        <div className="report__tools">
          <GroupPicker
            value={groupId}
            allowCompany={session?.role === 'admin'}
            onChange={(scope) => void navigate({ to: '/culture/$groupId', params: { groupId: scope } })}
          />
          {ranking && ranking.dates.length > 0 && <DateChooser dates={ranking.dates} value={ranking.date} onChange={setDate} />}
        </div>
      </header>
      <p className="culture-page__how">
        <Link to="/help/culture">{t('culture:page.how')}</Link>
      </p>
      <CultureFigureStates query={query} groupId={groupId} />
      <DesiredValues />
      <ValuesCatalogue />
    </section>
  );
}
