import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportMinimum } from '../reports/score';
import { ComparisonHeatmap } from './comparison-heatmap';
import { ExportButtons } from './export-buttons';
import { GroupChecklist, useVisibleGroups } from './group-checklist';
import { heatColours, scalePosition, SCALES } from './heat-scale';
import { QueryView } from './query-view';
import { SavedFilters } from './saved-filters';
import { useComparison } from './use-comparison';
import './insights.css';

const leave = () => '/reports/comparation';

/** /reports/comparation: the groups side by side, with saved sets of groups and exports. */
export function ComparisonPage() {
  const { t } = useTranslation();
  const visibleGroups = useVisibleGroups();
  const visible = visibleGroups.groups;
  // null: every group the viewer may see (what the server compares when given none).
  const [selected, setSelected] = useState<string[] | null>(null);
  // A saved set may name a group since removed or moved out of reach: compare only what is visible.
  const chosen = selected === null ? undefined : selected.filter((id) => visible.some((g) => g.id === id));
  const query = useComparison(chosen, chosen === undefined || chosen.length > 0);
  const current = chosen ?? visible.map((g) => g.id);
  const depths = useMemo(() => new Map(visible.map((g) => [g.id, g.depth])), [visible]);
  return (
    <section className="page insights-page insights-page--wide">
      <header className="page__header">
        <h1>{t('insights:comparison.title')}</h1>
        <p className="page__subtitle">{t('insights:comparison.subtitle')}</p>
      </header>
      <div className="comparison-tools">
        <details className="comparison-tools__groups">
          <summary>{t('insights:comparison.selected', { count: current.length, total: visible.length })}</summary>
          <GroupChecklist visible={visibleGroups} selected={selected} onChange={setSelected} />
        </details>
        <SavedFilters current={current} onApply={setSelected} />
        <ExportButtons groups={chosen} />
      </div>
      <Legend />
      {chosen?.length === 0 ? (
        <p className="empty-state">{t('insights:comparison.chooseAtLeastOne')}</p>
      ) : (
        <QueryView query={query} leave={leave}>
          {(data) =>
            data.groups_data.length === 0 ? (
              <p className="empty-state">{t('insights:comparison.empty')}</p>
            ) : (
              <ComparisonHeatmap rows={data.groups_data} depths={depths} />
            )
          }
        </QueryView>
      )}
    </section>
  );
}

/** The shades of a band's stretch of the scale, as a strip. */
const bandStrip = (from: number, to: number) =>
  `linear-gradient(90deg, ${[0, 0.25, 0.5, 0.75, 1].map((f) => heatColours(from + (to - from) * f).background).join(', ')})`;
const low = scalePosition(SCALES.score.low, SCALES.score);
const high = scalePosition(SCALES.score.high, SCALES.score);
const STRIPS = { low: bandStrip(0, low), medium: bandStrip(low, high), high: bandStrip(high, 1) };

/** What the shades and the withheld mark mean (the colour is never the only signal: cells carry their figure). */
function Legend() {
  const { t } = useTranslation();
  const k = useReportMinimum();
  return (
    <ul className="heatmap-legend" aria-label={t('insights:comparison.legend')}>
      {(['low', 'medium', 'high'] as const).map((band) => (
        <li key={band}>
          <span className="heatmap-legend__swatch heatmap-legend__swatch--strip" style={{ background: STRIPS[band] }} aria-hidden="true" />
          {t(`insights:comparison.bands.${band}`)}
        </li>
      ))}
      <li className="heatmap-legend__note">{t('insights:comparison.scale')}</li>
      <li>
        <span className="heatmap-legend__swatch heatmap-legend__swatch--withheld" aria-hidden="true" />
        {t('insights:comparison.withheldLegend', { count: k })}
      </li>
    </ul>
  );
}
