import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmModal } from '../../lib/confirm-modal';
import { notify } from '../../lib/messages';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { isPlanRequired, PlanLocked, usePlanGate } from '../reports/plan-gate';
import type { ActionPlanSearch } from './action-plans-search';
import { PlanCard } from './plan-card';
import { PlanFilters } from './plan-filters';
import { PlanForm, type PlanFormMode } from './plan-form';
import { PlanPager } from './plan-pager';
import { isPlanMetric, listQuery, type ActionPlan } from './plan-queries';
import { addDays, today, type PlanDraft } from './plan-rules';
import { usePlanActions } from './use-plan-actions';
import './action-plans.css';

interface Props {
  search: ActionPlanSearch;
  onSearch: (next: ActionPlanSearch) => void;
  session: SessionInfo;
}

/** Three months ahead: long enough for a plan's first effect to be measured. */
const DEFAULT_DAYS = 90;

function newDraft(session: SessionInfo, metric?: string, groupId?: string): PlanDraft {
  return {
    title: '',
    description: '',
    metric: isPlanMetric(metric) ? metric : '',
    // Administrators start from the whole company; managers choose one of their groups.
    groupId: groupId ?? (session.role === 'admin' ? 'company' : ''),
    expiresAt: addDays(today(), DEFAULT_DAYS),
    goal: '',
    tasks: [{ text: '', done: false }],
    templateId: null,
  };
}

/** /action-plan: the plans of the viewer's reach, filtered and paged, each to tick, edit or delete; a new one. */
export function ActionPlansPage({ search, onSearch, session }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  // With ?new=1 the pillar and group are the form's, not filters: the list is read without them.
  const list = useQuery(listQuery(trpc, search.new ? { status: search.status } : search));
  const locked = usePlanGate(list.error) || isPlanRequired(list.error);
  const actions = usePlanActions();
  const [form, setForm] = useState<{ mode: PlanFormMode; key: number } | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const page = search.page ?? 1;

  // ?new=1 (from a metric's detail, a recommendation, the dashboard) opens the form with the pillar
  // and group it names, once: the address then goes back to the list's. It waits for the list's
  // answer, which says whether the plan allows plans at all (no form flashes before the gate).
  const answered = !list.isPending;
  useEffect(() => {
    if (!search.new || !answered) return;
    setForm({ mode: { kind: 'create', draft: newDraft(session, search.metric, search.groupId) }, key: Date.now() });
    onSearch({ status: search.status });
  }, [search, session, onSearch, answered]);

  // A page emptied by a deletion gives way to the one before it.
  const emptied = list.data?.actionPlans.length === 0 && page > 1;
  useEffect(() => {
    if (emptied) onSearch({ ...search, page: page - 1 });
  }, [emptied, search, page, onSearch]);

  const openCreate = () => setForm({ mode: { kind: 'create', draft: newDraft(session, search.metric, search.groupId) }, key: Date.now() });
  const close = () => {
    setForm(null);
    requestAnimationFrame(() => newButton.current?.focus());
  };
  const askDelete = (plan: ActionPlan) =>
    confirmModal({
      key: `delete-plan-${plan._id}`,
      title: t('actionPlans:delete.title'),
      body: t('actionPlans:delete.body', { title: plan.title }),
      confirmLabel: t('actionPlans:delete.confirm'),
      onConfirm: () => void actions.destroy(plan),
    });

  const filtered = Boolean(search.status || search.metric || search.groupId);
  let body;
  if (list.isPending)
    body = (
      <div className="skeleton" aria-busy="true">
        <span className="sr-only">{t('common:loading')}</span>
      </div>
    );
  else if (locked) body = <PlanLocked title={t('actionPlans:locked')} />;
  else if (list.isError)
    body = (
      <div className="alert alert--danger" role="alert">
        <p>{t('actionPlans:loadFailed')}</p>
        <button type="button" className="button" onClick={() => void list.refetch()}>
          {t('actionPlans:retry')}
        </button>
      </div>
    );
  else if (list.data.actionPlans.length === 0)
    body = (
      <div className="empty-state">
        <p className="empty-state__title">{t(filtered ? 'actionPlans:empty.filteredTitle' : 'actionPlans:empty.title')}</p>
        <p>{t(filtered ? 'actionPlans:empty.filteredBody' : 'actionPlans:empty.body')}</p>
        {filtered ? (
          <button type="button" className="button" onClick={() => onSearch({})}>
            {t('actionPlans:filters.clear')}
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={openCreate}>
            {t('actionPlans:new')}
          </button>
        )}
      </div>
    );
  else
    body = (
      <>
        <ul className="ap-list" aria-label={t('actionPlans:listLabel')} aria-busy={list.isFetching || undefined}>
          {list.data.actionPlans.map((plan) => (
            <li key={plan._id}>
              <PlanCard
                plan={plan}
                onTick={(index, done) => void actions.tick(plan, index, done)}
                onEdit={() => setForm({ mode: { kind: 'edit', plan }, key: Date.now() })}
                onDelete={() => askDelete(plan)}
              />
            </li>
          ))}
        </ul>
        <PlanPager
          page={list.data.metadata.page}
          pages={list.data.metadata.pages}
          total={list.data.metadata.total}
          onPage={(next) => onSearch({ ...search, page: next })}
        />
      </>
    );

  return (
    <section className="page ap-page">
      <header className="page__header ap-page__header">
        <div>
          <h1>{t('actionPlans:title')}</h1>
          <p className="page__subtitle">{t('actionPlans:subtitle')}</p>
        </div>
        {!locked && (
          <button ref={newButton} type="button" className="button button--primary" onClick={openCreate}>
            {t('actionPlans:new')}
          </button>
        )}
      </header>
      {!locked && <PlanFilters search={search} onSearch={onSearch} />}
      {body}
      {form && !locked && (
        <PlanForm
          key={form.key}
          mode={form.mode}
          session={session}
          onClose={close}
          onSaved={(title) => {
            notify(t(form.mode.kind === 'edit' ? 'actionPlans:saved' : 'actionPlans:created', { title }), 'success');
            close();
          }}
        />
      )}
    </section>
  );
}
