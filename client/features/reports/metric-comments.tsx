import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { CommentReply } from './comment-reply';
import { Withheld } from './score';
import { formatDay } from '../../lib/dates';

/**
 * The comments left on a pillar's questions over the report window, or in one cycle when chosen,
 * withheld below the feedback minimum. Comments carry their cycle's date, never their own.
 */
export function MetricComments({ groupId, metricId }: { groupId: string; metricId: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const id = useId();
  const [cycleId, setCycleId] = useState('');
  // The comments call takes a cycle but lists none: the participation report's cycles name them.
  const participation = useQuery(trpc.reports.participation.queryOptions({ groupId }));
  const query = useQuery(trpc.survey.comments.queryOptions({ groupId, metricId, cycleId: cycleId || undefined }));
  const cycles = [...(participation.data?.cycles ?? [])].reverse();
  const data = query.data;

  let body;
  if (query.isPending) body = <p aria-busy="true">{t('common:loading')}</p>;
  else if (query.isError)
    body = (
      <div className="alert alert--danger" role="alert">
        {errorText(t, query.error)}
      </div>
    );
  else if (!data) body = <p className="muted">{t('reports:comments.noCycle')}</p>;
  else if (data.withheld) {
    body = (
      <p>
        <Withheld minimum={data.minimum} /> {t('reports:comments.withheld', { count: data.minimum })}
      </p>
    );
  } else if (data.comments.length === 0) body = <p className="muted">{t('reports:comments.none')}</p>;
  else {
    body = (
      <ul className="comments" aria-label={t('reports:comments.list', { date: formatDay(data.from, i18n.language) })}>
        {data.comments.map((c, i) => (
          <li key={`${c.pillar}-${i}`}>
            <p>{c.text}</p>
            <span className="muted">{formatDay(c.date, i18n.language)}</span>
            <CommentReply commentRef={c.ref} conversation={(ticketId) => ({ to: '/feedbacks/tickets/$ticketId', params: { ticketId } })} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="report-section card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="card__title">
        {t('reports:comments.title')}
      </h2>
      {cycles.length > 1 && (
        <div className="comments__tools">
          <div className="field">
            <label htmlFor={`${id}-cycle`}>{t('reports:comments.cycle')}</label>
            <select id={`${id}-cycle`} value={cycleId} onChange={(e) => setCycleId(e.target.value)}>
              <option value="">{t('reports:comments.window')}</option>
              {cycles.map((c) => (
                <option key={c.cycleId} value={c.cycleId}>
                  {formatDay(c.date, i18n.language)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {body}
    </section>
  );
}
