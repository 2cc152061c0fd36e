import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupPicker } from '../reports/group-picker';
import { PLAN_STATUSES, type ActionPlanSearch, type PlanStatus } from './action-plans-search';
import { PLAN_METRIC_IDS } from './plan-queries';

const ALL = '';

/** Which plans the list shows: by status, pillar and group. Any change goes back to the first page. */
export function PlanFilters({ search, onSearch }: { search: ActionPlanSearch; onSearch: (next: ActionPlanSearch) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const set = (change: Partial<ActionPlanSearch>) => onSearch({ status: search.status, metric: search.metric, groupId: search.groupId, ...change });
  return (
    <div className="ap-filters" role="group" aria-label={t('actionPlans:filters.label')}>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('actionPlans:filters.status')}</label>
        <select id={`${id}-status`} value={search.status ?? ALL} onChange={(e) => set({ status: (e.target.value || undefined) as PlanStatus | undefined })}>
          <option value={ALL}>{t('actionPlans:filters.allStatuses')}</option>
          {PLAN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`actionPlans:status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-metric`}>{t('actionPlans:filters.pillar')}</label>
        <select id={`${id}-metric`} value={search.metric ?? ALL} onChange={(e) => set({ metric: e.target.value || undefined })}>
          <option value={ALL}>{t('actionPlans:filters.allPillars')}</option>
          {PLAN_METRIC_IDS.map((metric) => (
            <option key={metric} value={metric}>
              {t(`reports:metric.${metric}`)}
            </option>
          ))}
        </select>
      </div>
      <GroupPicker
        value={search.groupId ?? ALL}
        // "All groups" stands where the company would: every plan the viewer may see.
        allowCompany
        whole={{ value: ALL, label: t('actionPlans:filters.allGroups') }}
        label={t('actionPlans:filters.group')}
        onChange={(groupId) => set({ groupId: groupId || undefined })}
      />
    </div>
  );
}
