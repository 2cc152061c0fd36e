import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { openRecommendation } from './recommendation-modal';
import { cutTitle, type Recommendation } from './recommendation-types';
import './recommendations.css';

/**
 * A recommendation's card: its image, its title cut at 30 characters, its pillars. The title is the
 * button that opens it whole (named by the whole title), stretched over the card so any of it
 * answers a click; the pillars stay outside the button's name.
 */
export function RecommendationCard({ recommendation, groupId }: { recommendation: Recommendation; groupId?: string }) {
  const id = useId();
  const title = cutTitle(recommendation.title);
  return (
    <div className="rec-card">
      <img className="rec-card__image" src={recommendation.image} alt="" />
      <span className="rec-card__text">
        <button
          type="button"
          className="rec-card__open"
          title={recommendation.title}
          aria-label={recommendation.title}
          aria-describedby={`${id}-pillars`}
          onClick={() => openRecommendation(recommendation, groupId)}
        >
          <span className={`rec-card__title${title.cut ? ' rec-card__title--cut' : ''}`}>{title.shown}</span>
        </button>
        <span id={`${id}-pillars`} className="rec-card__pillars">
          {recommendation.metrics.map((m) => m.name).join(' · ')}
        </span>
      </span>
    </div>
  );
}

/** The recommendations for some pillars, as cards (at most `limit`); says so when there are none. */
export function RecommendationCards({ metrics, limit, groupId, label }: { metrics: string[]; limit: number; groupId?: string; label: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.recommendations.list.queryOptions({ metrics }), staleTime: 10 * 60_000 });
  if (list.isPending)
    return (
      <div className="skeleton rec-skeleton" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
      </div>
    );
  if (list.isError) return <p className="muted">{`${t('recommendations:loadFailed')} ${errorText(t, list.error)}`}</p>;
  const shown = (list.data?.recommendations ?? []).slice(0, limit);
  if (!shown.length) return <p className="muted">{t('recommendations:none')}</p>;
  return (
    <ul className="rec-cards" aria-label={label}>
      {shown.map((r) => (
        <li key={r.id}>
          <RecommendationCard recommendation={r} groupId={groupId} />
        </li>
      ))}
    </ul>
  );
}
