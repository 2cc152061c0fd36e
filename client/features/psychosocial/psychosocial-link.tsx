import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isPsychosocialPillar } from '../../../domain/psychosocial-risk';

/** From the psychosocial-risk and burnout-risk pillars' detail to their NR-1 report; nothing for other metrics. */
export function PsychosocialLink({ groupId, metricId }: { groupId: string; metricId: string }) {
  const { t } = useTranslation();
  if (!isPsychosocialPillar(metricId)) return null;
  return (
    <p className="psy-link">
      <Link to="/reports/$groupId/psychosocial" params={{ groupId }}>
        {t('psychosocial:link')}
      </Link>
    </p>
  );
}
