import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import { useMoney, type Period, type Simulation } from './account-data';

/** Monthly or annual, as two radios (the annual one says it saves about two months). */
export function PeriodChoice({ name, value, onChange }: { name: string; value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="radio-group account-periods">
      <legend>{t('account:plans.period')}</legend>
      {(['monthly', 'annuity'] as const).map((period) => (
        <label key={period}>
          <input type="radio" name={name} value={period} checked={value === period} onChange={() => onChange(period)} />
          {t(`account:period.${period}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** What the simulation answers: today's price, each period's, the next charge's day, annual instalments. */
export function SimulationFigures({ simulation }: { simulation: Simulation }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const most = Math.max(...simulation.instalments, 1);
  return (
    <dl className="account-facts account-simulation" aria-live="polite">
      <div>
        <dt>{t('account:simulation.today')}</dt>
        <dd>{money(simulation.todayCents)}</dd>
      </div>
      <div>
        <dt>{t(`account:simulation.each.${simulation.period}`)}</dt>
        <dd>{money(simulation.periodCents)}</dd>
      </div>
      <div>
        <dt>{t('account:simulation.perUser')}</dt>
        <dd>{t('account:plans.perUserMonth', { amount: money(simulation.pricePerUserCents) })}</dd>
      </div>
      <div>
        <dt>{t('account:simulation.nextCharge')}</dt>
        <dd>{formatDay(simulation.nextCharge, i18n.language)}</dd>
      </div>
      {simulation.period === 'annuity' && most > 1 && (
        <div>
          <dt>{t('account:simulation.instalments')}</dt>
          <dd>{t('account:instalment', { count: most, amount: money(Math.round(simulation.todayCents / most)) })}</dd>
        </div>
      )}
    </dl>
  );
}
