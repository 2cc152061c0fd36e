import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../lib/dates';
import type { SurveyRow } from './survey-queries';
import { titleIn } from './survey-text';
import type { useSurveyActions } from './use-survey-actions';

/** A status as a coloured label; the colour only repeats the word. */
export function StatusBadge({ status }: { status: SurveyRow['status'] }) {
  const { t } = useTranslation();
  return <span className={`cs-badge cs-badge--${status}`}>{t(`customSurveys:status.${status}`)}</span>;
}

/** The dates that matter for the status: when it starts or is sent next, when it closes or closed. */
function RowDates({ row }: { row: SurveyRow }) {
  const { t, i18n } = useTranslation();
  const at = (instant: string | Date) => formatInstant(instant, i18n.language, 'dateTime');
  const lines: string[] = [];
  if (row.status === 'scheduled' && row.launchAt) lines.push(t('customSurveys:dates.starts', { date: at(row.launchAt) }));
  else if (row.nextSurveyDate) lines.push(t('customSurveys:dates.next', { date: at(row.nextSurveyDate) }));
  if (row.closesAt) lines.push(t(row.status === 'closed' ? 'customSurveys:dates.closed' : 'customSurveys:dates.closes', { date: at(row.closesAt) }));
  if (row.status === 'draft') lines.push(t('customSurveys:dates.created', { date: formatInstant(row.createdAt, i18n.language, 'medium') }));
  if (!lines.length) return <span className="muted">—</span>;
  return (
    <>
      {lines.map((line) => (
        <span key={line} className="cs-table__line">
          {line}
        </span>
      ))}
    </>
  );
}

type Actions = ReturnType<typeof useSurveyActions>;

export function SurveyRowView({ row, actions }: { row: SurveyRow; actions: Actions }) {
  const { t, i18n } = useTranslation();
  const name = titleIn(row.title, i18n.language, t('customSurveys:untitled'));
  const target = { id: row.id, name };
  const busy = actions.busyId === row.id;
  const launched = row.status === 'scheduled' || row.status === 'active' || row.status === 'closed';
  const editable = row.canEdit && (row.status === 'draft' || row.status === 'scheduled');
  const settings = { to: '/custom-surveys/$id/settings', params: { id: row.id } } as const;
  return (
    <tr aria-busy={busy || undefined}>
      <th scope="row" data-label={t('customSurveys:list.title')}>
        <Link {...settings}>{name}</Link>
        <span className="cs-table__line muted">{row.availableLanguages.map((l) => t(`customSurveys:languageShort.${l}`)).join(' · ')}</span>
        <span className="cs-table__line muted">{row.creator ? t('customSurveys:list.by', { name: row.creator.name }) : t('customSurveys:list.readyMade')}</span>
      </th>
      <td data-label={t('customSurveys:list.status')}>
        <StatusBadge status={row.status} />
      </td>
      <td data-label={t('customSurveys:list.period')}>{t(`customSurveys:period.${row.period}`)}</td>
      <td className="num" data-label={t('customSurveys:list.questions')}>
        {row.questionCount}
      </td>
      <td data-label={t('customSurveys:list.dates')}>
        <RowDates row={row} />
      </td>
      <td className="cs-actions-cell">
        <div className="row-actions cs-row-actions">
          {row.status === 'template' ? (
            <>
              <Link {...settings} className="button" aria-label={t('customSurveys:actions.previewNamed', { name })}>
                {t('customSurveys:actions.preview')}
              </Link>
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => actions.use(target)}
                aria-label={t('customSurveys:actions.useNamed', { name })}
              >
                {t('customSurveys:actions.use')}
              </button>
            </>
          ) : (
            <>
              {editable ? (
                <Link {...settings} className="button" aria-label={t('customSurveys:actions.editNamed', { name })}>
                  {t('customSurveys:actions.edit')}
                </Link>
              ) : (
                row.canEdit && (
                  <Link {...settings} className="button" aria-label={t('customSurveys:actions.viewNamed', { name })}>
                    {t('customSurveys:actions.view')}
                  </Link>
                )
              )}
              {row.status === 'active' && (
                <Link to="/custom-surveys/$id/survey" params={{ id: row.id }} className="button" aria-label={t('customSurveys:actions.openNamed', { name })}>
                  {t('customSurveys:actions.open')}
                </Link>
              )}
              {row.canReadResults && launched && (
                <Link to="/custom-surveys/$id/reports" params={{ id: row.id }} className="button" aria-label={t('customSurveys:actions.reportsNamed', { name })}>
                  {t('customSurveys:actions.reports')}
                </Link>
              )}
              {row.canEdit && (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => actions.duplicate(target)}
                  aria-label={t('customSurveys:actions.duplicateNamed', { name })}
                >
                  {t('customSurveys:actions.duplicate')}
                </button>
              )}
              {row.canEdit && (row.status === 'scheduled' || row.status === 'active') && (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => actions.close(target)}
                  aria-label={t('customSurveys:actions.closeNamed', { name })}
                >
                  {t('customSurveys:actions.close')}
                </button>
              )}
              {row.canEdit && (
                <button
                  type="button"
                  className="button cs-danger-text"
                  disabled={busy}
                  onClick={() => actions.remove(target)}
                  aria-label={t('customSurveys:actions.deleteNamed', { name })}
                >
                  {t('customSurveys:actions.delete')}
                </button>
              )}
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
