import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import { intlCache } from '../../lib/intl-cache';
import { formatScore } from '../reports/thresholds';
import type { Action } from './psychosocial-queries';

const formatter = intlCache((language: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options));
const SIGNED: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' };

/** The effect as the action-plans module estimated it, or why there is no estimate yet. */
function effectText(t: (key: string, vars?: Record<string, unknown>) => string, effect: Action['effect'], language: string, k: number) {
  if (effect.state !== 'measured') return t(`psychosocial:report.actions.effect.${effect.state}`, { k });
  const f = formatter(language, SIGNED);
  return t('psychosocial:report.actions.effect.measured', {
    estimate: f.format(effect.estimate),
    low: f.format(effect.low),
    high: f.format(effect.high),
    count: effect.comparisonGroups,
  });
}

/**
 * The action plans on the two pillars in the scope (null on the free plan): status, dates, tasks
 * done, score then and now, effect; each as the action-plans screen has it.
 */
export function ActionsTaken({ actions, minimum }: { actions: readonly Action[] | null; minimum: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const a = (key: string, vars?: Record<string, unknown>) => t(`psychosocial:report.actions.${key}`, vars);
  const score = (value: number | null) => (value === null ? a('noScore') : formatScore(value, language));
  return (
    <section className="report-section card" aria-labelledby="psy-actions-title">
      <h2 id="psy-actions-title" className="card__title">
        {a('title')}
      </h2>
      {actions === null ? (
        <p className="muted">{a('unavailable')}</p>
      ) : actions.length === 0 ? (
        <p className="muted">{a('empty')}</p>
      ) : (
        <>
          <p className="muted">{a('note')}</p>
          <div className="psy-actions">
            <table>
              <thead>
                <tr>
                  {['plan', 'status', 'dates', 'tasks', 'scores', 'effect'].map((key) => (
                    <th key={key} scope="col">
                      {a(`columns.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {actions.map((p) => (
                  <tr key={p.id} data-plan={p.id}>
                    <th scope="row">
                      {p.title}
                      <span className="psy-actions__group muted">{p.groupName ?? a('company')}</span>
                    </th>
                    <td>{a(`status.${p.status}`)}</td>
                    <td>{a('dates', { from: formatDay(p.startedOn, language, 'medium'), to: formatDay(p.expiresAt, language, 'medium') })}</td>
                    <td>{a('tasks', { done: p.tasksDone, total: p.tasksTotal })}</td>
                    <td>{a('scores', { from: score(p.initialScore), to: score(p.currentScore) })}</td>
                    <td>{effectText(t, p.effect, language, minimum)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {actions !== null && (
        <Link to="/action-plan" className="button">
          {t('psychosocial:actions.open')}
        </Link>
      )}
    </section>
  );
}
