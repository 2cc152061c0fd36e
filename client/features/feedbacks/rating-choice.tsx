import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionFailure } from './action-failure';
import { notify } from '../../lib/messages';
import { useUpdateTicket } from './ticket-cache';
import type { Ticket } from './ticket-queries';

const RATINGS = [
  { value: 'very-unhappy', emoji: '😞' },
  { value: 'unhappy', emoji: '😟' },
  { value: 'no-comments', emoji: '😐' },
  { value: 'good', emoji: '😊' },
  { value: 'love-it', emoji: '😍' },
] as const;

/** The author's rating of a completed conversation: five choices, changeable. */
export function RatingChoice({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const update = useUpdateTicket(ticket._id);
  // What was just chosen shows at once; the server's answer confirms it (a failure puts back the saved one).
  const [chosen, setChosen] = useState<Ticket['rating']>(null);
  const value = chosen ?? ticket.rating;
  return (
    <fieldset className="card fb-rating">
      <legend className="fb-rating__legend">{t('feedbacks:rating.title')}</legend>
      <p className="muted fb-rating__hint">{t('feedbacks:rating.hint')}</p>
      <div className="fb-rating__choices">
        {RATINGS.map((r) => (
          <label key={r.value} className={`fb-rating__choice${value === r.value ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name={`rating-${ticket._id}`}
              value={r.value}
              checked={value === r.value}
              onChange={() => {
                setChosen(r.value);
                update.mutate(
                  { id: ticket._id, rating: r.value },
                  {
                    onError: (error) => {
                      setChosen(null);
                      notify(actionFailure(t, error), 'danger');
                    },
                  },
                );
              }}
            />
            <span className="fb-rating__emoji" aria-hidden="true">
              {r.emoji}
            </span>
            <span className="fb-rating__label">{t(`feedbacks:rating.${r.value}`)}</span>
          </label>
        ))}
      </div>
      {ticket.rating && (
        <p className="fb-rating__saved" role="status">
          {t('feedbacks:rating.saved')}
        </p>
      )}
    </fieldset>
  );
}
