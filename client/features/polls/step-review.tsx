import { useTranslation } from 'react-i18next';
import { questionValid } from '../../../domain/poll';
import { useWizard } from './wizard-model';

/** Step 4: the poll as it will go, to read over before sending. */
export function StepReview({ senderName }: { senderName: string }) {
  const { t } = useTranslation();
  const { poll, names } = useWizard();
  const none = <span className="muted">{t('polls:review.none')}</span>;
  const nameOf = (id: string) => names[id] ?? t('customSurveys:people.unknown');
  return (
    <section className="pl-step" aria-labelledby="pl-step-title">
      <h2 id="pl-step-title">{t('polls:steps.4')}</h2>
      <dl className="pl-review">
        <div>
          <dt>{t('polls:about.title')}</dt>
          <dd>{poll.title.trim() || none}</dd>
        </div>
        <div>
          <dt>{t('polls:about.description')}</dt>
          <dd className="pl-review__text">{poll.description.trim() || none}</dd>
        </div>
        <div>
          <dt>{t('polls:card.sender')}</dt>
          <dd>{senderName}</dd>
        </div>
        <div>
          <dt>{t('polls:audience.who')}</dt>
          <dd>{poll.company ? t('polls:audience.company') : poll.groups.length ? poll.groups.map(nameOf).join(', ') : none}</dd>
        </div>
        <div>
          <dt>{t('polls:access.label')}</dt>
          <dd>
            {t(`polls:access.${poll.access_level}`)} — {t(`polls:access.${poll.access_level}Hint`)}
          </dd>
        </div>
        <div>
          <dt>{t('polls:audience.viewers')}</dt>
          <dd>{poll.viewers.length ? poll.viewers.map(nameOf).join(', ') : none}</dd>
        </div>
      </dl>
      <h3>{t('polls:review.questions', { count: poll.questions.length })}</h3>
      {poll.questions.length === 0 ? (
        <p className="muted">{t('polls:questions.none')}</p>
      ) : (
        <ol className="pl-review__questions">
          {poll.questions.map((q) => (
            <li key={q.question_id}>
              <span className="pl-review__question">{q.question_text.trim() || none}</span> <span className="muted">({t(`polls:types.${q.question_type}`)})</span>{' '}
              <span className={`pl-validity pl-validity--${questionValid(q) ? 'valid' : 'invalid'}`}>
                {t(questionValid(q) ? 'polls:questions.valid' : 'polls:questions.invalid')}
              </span>
              {q.question_type === 'radio-string' && <span className="pl-review__detail">{q.options.filter((o) => o.trim()).join(' · ')}</span>}
              {q.question_type === 'slide-number' && (
                <span className="pl-review__detail">{t('polls:review.scale', { lower: q.lower_label || '…', upper: q.upper_label || '…' })}</span>
              )}
              {q.comment !== null && <span className="pl-review__detail">{t('polls:review.comment', { prompt: q.comment || '…' })}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
