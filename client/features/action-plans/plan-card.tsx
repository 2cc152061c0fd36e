import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import { Score } from '../reports/score';
import { formatScore, pillarBand } from '../reports/thresholds';
import { PlanEffectView } from './plan-effect';
import type { ActionPlan } from './plan-queries';

interface Props {
  plan: ActionPlan;
  onTick: (index: number, done: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A score on the plan's pillar, coloured by reading A of measurement §9; `none` says why there is none. */
function PlanScore({ label, value, none }: { label: string; value: number | null; none: string }) {
  return (
    <div className="ap-score">
      <span className="ap-score__label">{label}</span>
      {value === null ? <span className="score score--none">{none}</span> : <Score value={value} band={pillarBand(value)} />}
    </div>
  );
}

/**
 * A task's box. It follows a click at once (the plan's list in the query cache tells its readers a
 * moment later, and a box bound only to it would spring back meanwhile), then the plan: a tick the
 * server refused comes back unticked.
 */
function TaskCheck({ text, done, onTick }: { text: string; done: boolean; onTick: (done: boolean) => void }) {
  const [checked, setChecked] = useState(done);
  useEffect(() => setChecked(done), [done]);
  return (
    <label className={checked ? 'is-done' : undefined}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => {
          setChecked(e.target.checked);
          onTick(e.target.checked);
        }}
      />
      <span>{text}</span>
    </label>
  );
}

/** One plan: what it aims at, its tasks to tick, its scores and what it changed. */
export function PlanCard({ plan, onTick, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const done = plan.tasks.filter((task) => task.done).length;
  return (
    <article className="card ap-card" aria-labelledby={`${id}-title`} data-status={plan.status}>
      <header className="ap-card__header">
        <h2 id={`${id}-title`} className="card__title ap-card__title">
          {plan.title}
        </h2>
        <span className={`ap-badge ap-badge--${plan.status}`}>{t(`actionPlans:status.${plan.status}`)}</span>
      </header>
      {plan.description && <p className="ap-card__description">{plan.description}</p>}
      <dl className="ap-facts">
        <div>
          <dt>{t('actionPlans:card.pillar')}</dt>
          <dd>{t(`reports:metric.${plan.metric}`)}</dd>
        </div>
        <div>
          <dt>{t('actionPlans:card.group')}</dt>
          <dd>{plan.groupName ?? t('actionPlans:card.company')}</dd>
        </div>
        <div>
          <dt>{t('actionPlans:card.expires')}</dt>
          <dd>{formatDay(plan.expiresAt, i18n.language, 'medium')}</dd>
        </div>
        <div>
          <dt>{t('actionPlans:card.goal')}</dt>
          <dd>{plan.goal === null ? t('actionPlans:card.noGoal') : formatScore(plan.goal, i18n.language)}</dd>
        </div>
      </dl>
      <div className="ap-scores" role="group" aria-label={t('actionPlans:card.scores')}>
        <PlanScore label={t('actionPlans:card.initialScore')} value={plan.initialScore} none={t('actionPlans:card.noInitialScore')} />
        <span className="ap-scores__arrow" aria-hidden="true">
          →
        </span>
        <PlanScore label={t('actionPlans:card.currentScore')} value={plan.currentScore} none={t('actionPlans:card.noScore')} />
      </div>
      <fieldset className="ap-tasks">
        <legend className="ap-card__subtitle">{t('actionPlans:card.tasks', { done, total: plan.tasks.length })}</legend>
        <ul>
          {plan.tasks.map((task, index) => (
            // Tasks have no ids of their own: a plan's tasks are its list, in order.
            <li key={index}>
              <TaskCheck text={task.text} done={task.done} onTick={(done) => onTick(index, done)} />
            </li>
          ))}
        </ul>
      </fieldset>
      <PlanEffectView plan={plan} />
      <footer className="ap-card__actions">
        <button type="button" className="button" onClick={onEdit} aria-label={t('actionPlans:card.editNamed', { title: plan.title })}>
          {t('actionPlans:card.edit')}
        </button>
        <button type="button" className="button ap-card__delete" onClick={onDelete} aria-label={t('actionPlans:card.deleteNamed', { title: plan.title })}>
          {t('actionPlans:card.delete')}
        </button>
      </footer>
    </article>
  );
}
