import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import { intlCache } from '../../lib/intl-cache';
import { PlotFigure, type PlotModule } from '../reports/plot';
import { BAND_COLOURS } from '../reports/thresholds';
import type { ActionPlan, PlanEffect } from './plan-queries';

type Measured = Extract<PlanEffect, { state: 'measured' }>;

const formatter = intlCache((language: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options));
const SIGNED: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' };
/** Points on the 0–10 scale with their sign: +0.8, −0.1 (a true minus sign), 0.0. */
export const formatPoints = (value: number, language: string) => formatter(language, SIGNED).format(value).replace('-', '−');

/** Green when the whole range is above zero, red when below, grey when it spans zero: unsure. */
const colourOf = (effect: Measured) => (effect.low > 0 ? BAND_COLOURS.high : effect.high < 0 ? BAND_COLOURS.low : '#6b7686');

/** The estimate and its 95 % range on a line around zero. */
function EffectChart({ effect, label }: { effect: Measured; label: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const spec = useCallback(
    (Plot: PlotModule) => {
      const reach = Math.max(1, Math.abs(effect.low), Math.abs(effect.high)) * 1.15;
      const data = [{ ...effect, y: 0 }];
      const colour = colourOf(effect);
      return {
        height: 64,
        marginTop: 10,
        marginLeft: 16,
        marginRight: 16,
        marginBottom: 24,
        style: { fontSize: '12px', background: 'transparent' },
        x: { domain: [-reach, reach], ticks: 5, label: null, tickFormat: (n: number) => formatPoints(n, language) },
        y: { domain: [-1, 1], axis: null },
        marks: [
          Plot.ruleX([0], { stroke: '#8a94a3', strokeDasharray: '3,3' }),
          Plot.ruleY(data, { y: 'y', x1: 'low', x2: 'high', stroke: colour, strokeWidth: 4, strokeLinecap: 'round' }),
          Plot.dot(data, { x: 'estimate', y: 'y', r: 6, fill: colour, stroke: '#fff', strokeWidth: 2 }),
        ],
      };
    },
    [effect, language],
  );
  return <PlotFigure spec={spec} label={label} height={64} className="ap-effect__chart" />;
}

/**
 * What the plan changed, as far as can be told: its group's change since the start against that of
 * comparable groups, in a sentence and on a line; or why it cannot be told yet.
 */
export function PlanEffectView({ plan }: { plan: ActionPlan }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const effect = plan.effect;
  let body;
  if (effect.state === 'measured') {
    const points = { estimate: formatPoints(effect.estimate, language), low: formatPoints(effect.low, language), high: formatPoints(effect.high, language) };
    const sentence = t('actionPlans:effect.measured', points);
    body = (
      <>
        <p className="ap-effect__line">{sentence}</p>
        <EffectChart effect={effect} label={sentence} />
        <p className="ap-effect__detail">
          {t('actionPlans:effect.detail', {
            plan: formatPoints(effect.planChange, language),
            comparison: formatPoints(effect.comparisonChange, language),
            count: effect.comparisonGroups,
          })}
        </p>
      </>
    );
  } else {
    body = <p className="ap-effect__line muted">{t(`actionPlans:effect.${effect.state}`, { date: formatDay(plan.startedOn, language) })}</p>;
  }
  return (
    <section className="ap-effect" aria-label={t('actionPlans:effect.title')}>
      <h3 className="ap-card__subtitle">{t('actionPlans:effect.title')}</h3>
      {body}
    </section>
  );
}
