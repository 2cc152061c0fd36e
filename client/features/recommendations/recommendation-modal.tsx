import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../lib/modals';
import type { Recommendation } from './recommendation-types';

function RecommendationBody({ recommendation }: { recommendation: Recommendation }) {
  const { t } = useTranslation();
  const { what, how, benefit } = recommendation.body;
  return (
    <div className="rec-body">
      <img className="rec-body__image" src={recommendation.image} alt="" />
      <p className="rec-pillars">
        <span className="sr-only">{t('recommendations:pillars')}: </span>
        {recommendation.metrics.map((m) => (
          <span key={m.id} className="rec-pillar">
            {m.name}
          </span>
        ))}
      </p>
      <section>
        <h3>{what.title}</h3>
        <p>{what.content}</p>
      </section>
      <section>
        <h3>{how.title}</h3>
        <ul>
          {how.content.map((step, index) => (
            // The steps are a fixed list of texts, in order: their place is their identity.
            <li key={index}>{step}</li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{benefit.title}</h3>
        <p>{benefit.content}</p>
      </section>
    </div>
  );
}

function RecommendationActions({ recommendation, groupId, close }: { recommendation: Recommendation; groupId?: string; close: () => void }) {
  const { t } = useTranslation();
  const metric = recommendation.metrics[0]?.id;
  return (
    <>
      <button type="button" className="button" onClick={close}>
        {t('common:close')}
      </button>
      <Link to="/action-plan" search={{ new: 1, metric, groupId }} className="button button--primary" onClick={close}>
        {t('recommendations:createFromThis')}
      </Link>
    </>
  );
}

/**
 * A recommendation in the shell's modal (one at a time, queued): what, how and the benefit, and a
 * way to start a plan on its first pillar (in `groupId`, when the card was shown for a group).
 */
export function openRecommendation(recommendation: Recommendation, groupId?: string) {
  openModal({
    key: `recommendation-${recommendation.id}`,
    title: recommendation.title,
    body: <RecommendationBody recommendation={recommendation} />,
    actions: (close) => <RecommendationActions recommendation={recommendation} groupId={groupId} close={close} />,
  });
}
