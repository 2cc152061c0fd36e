import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form';
import { formatDay } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { trapFocus } from '../../lib/focus-trap';
import type { SessionInfo } from '../../lib/session';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { usePlanGate } from '../reports/plan-gate';
import { GroupPicker } from '../reports/group-picker';
import { formatScore } from '../reports/thresholds';
import { FieldError, TaskEditor, TemplatePicker } from './plan-fields';
import { isPlanMetric, listFilter, PLAN_METRIC_IDS, type ActionPlan } from './plan-queries';
import { checkPlan, filledTasks, goalOf, serverPlanErrors, today, type PlanDraft, type PlanErrors } from './plan-rules';

export type PlanFormMode = { kind: 'create'; draft: PlanDraft } | { kind: 'edit'; plan: ActionPlan };

interface Props {
  mode: PlanFormMode;
  session: SessionInfo;
  onClose: () => void;
  onSaved: (title: string) => void;
}

const draftOf = (plan: ActionPlan): PlanDraft => ({
  title: plan.title,
  description: plan.description ?? '',
  metric: plan.metric,
  groupId: plan.groupId ?? 'company',
  expiresAt: plan.expiresAt.slice(0, 10),
  goal: plan.goal === null ? '' : String(plan.goal),
  tasks: plan.tasks.map((task) => ({ ...task })),
  templateId: plan.templateId,
});

/** The chosen pillar's score in the chosen group, when the report shows it: the goal may not be below it. */
function useCurrentScore(metric: string, groupId: string, enabled: boolean): number | null {
  const trpc = useTRPC();
  const report = useQuery({ ...trpc.reports.report.queryOptions({ groupId: groupId || 'company' }), enabled: enabled && Boolean(metric && groupId) });
  const figure = [...(report.data?.metrics ?? []), ...(report.data?.smart_metrics ?? [])].find((m) => m.metric_id === metric);
  return figure && !figure.withheld ? figure.score : null;
}

/** Create or edit a plan, in a modal dialog: focus stays inside, Escape or Cancel close it. An edit changes only title, description and tasks. */
export function PlanForm({ mode, session, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const editing = mode.kind === 'edit';
  const [draft, setDraft] = useState<PlanDraft>(() => (mode.kind === 'edit' ? draftOf(mode.plan) : mode.draft));
  const [errors, setErrors] = useState<PlanErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  usePlanGate(failure);
  const create = useMutation(trpc.actionPlans.create.mutationOptions());
  const update = useMutation(trpc.actionPlans.update.mutationOptions());
  const saving = create.isPending || update.isPending;
  const groupRequired = session.role !== 'admin';
  const currentScore = useCurrentScore(draft.metric, draft.groupId, !editing);
  const metricName = (metric: string) => t(`reports:metric.${metric}`);

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, []);

  const change = (next: Partial<PlanDraft>) => {
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in next))));
    setDraft((current) => ({ ...current, ...next }));
  };
  const focusInvalid = () => requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"], .has-error input, .has-error button')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkPlan(t, draft, { editing, groupRequired, currentScore });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return focusInvalid();
    const tasks = filledTasks(draft.tasks);
    try {
      if (mode.kind === 'edit') await update.mutateAsync({ id: mode.plan._id, title: draft.title.trim(), description: draft.description.trim(), tasks });
      else {
        await create.mutateAsync({
          title: draft.title.trim(),
          description: draft.description.trim(),
          metric: draft.metric as ActionPlan['metric'],
          // The whole company is no group: the plan is sent without one (measurement §7).
          ...(draft.groupId === 'company' ? {} : { groupId: draft.groupId }),
          expiresAt: draft.expiresAt,
          goal: goalOf(draft.goal),
          tasks: tasks.map((task) => ({ text: task.text, done: false })),
          ...(draft.templateId ? { templateId: draft.templateId } : {}),
        });
      }
    } catch (error) {
      const fields = errorCodeOf(error) === 'BAD_INPUT' ? serverPlanErrors(t, error) : {};
      setErrors(fields);
      setFailure(Object.keys(fields).length ? null : error);
      return focusInvalid();
    }
    await queryClient.invalidateQueries(listFilter(trpc));
    onSaved(draft.title.trim());
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.stopPropagation();
      onClose();
    }
    trapFocus(e, ref.current);
  };

  const pillars = PLAN_METRIC_IDS.map((metric) => ({ value: metric, label: metricName(metric) }));
  const goalHint =
    currentScore !== null && draft.metric
      ? t('actionPlans:form.goalHint', { name: metricName(draft.metric), score: formatScore(currentScore, i18n.language) })
      : t('actionPlans:form.goalRange');

  return (
    <div className="modal-backdrop">
      <div className="modal ap-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} ref={ref} onKeyDown={onKeyDown}>
        <div className="modal__header">
          <h2 id={`${id}-title`}>{t(editing ? 'actionPlans:form.editTitle' : 'actionPlans:form.createTitle')}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common:close')}>
            ×
          </button>
        </div>
        <form className="form-stack modal__body" onSubmit={(e) => void submit(e)} noValidate>
          {failure !== null && errorCodeOf(failure) !== 'PLAN_REQUIRED' && (
            <div className="alert alert--danger" role="alert">
              {`${t('actionPlans:form.failed')} ${errorText(t, failure)}`}
            </div>
          )}
          {editing ? (
            <dl className="ap-facts ap-facts--form">
              <div>
                <dt>{t('actionPlans:card.pillar')}</dt>
                <dd>{metricName(mode.plan.metric)}</dd>
              </div>
              <div>
                <dt>{t('actionPlans:card.group')}</dt>
                <dd>{mode.plan.groupName ?? t('actionPlans:card.company')}</dd>
              </div>
              <div>
                <dt>{t('actionPlans:card.expires')}</dt>
                <dd>{formatDay(mode.plan.expiresAt, i18n.language, 'medium')}</dd>
              </div>
              <div>
                <dt>{t('actionPlans:card.goal')}</dt>
                <dd>{mode.plan.goal === null ? t('actionPlans:card.noGoal') : formatScore(mode.plan.goal, i18n.language)}</dd>
              </div>
            </dl>
          ) : (
            <>
              <SelectField
                label={t('actionPlans:form.pillar')}
                value={draft.metric}
                options={pillars}
                placeholder={t('actionPlans:form.choosePillar')}
                error={errors.metric}
                onChange={(e) => change({ metric: e.target.value })}
              />
              <TemplatePicker
                metric={isPlanMetric(draft.metric) ? draft.metric : null}
                onPick={(template) => {
                  change({
                    title: template.title,
                    description: template.description ?? '',
                    tasks: template.tasks.map((task) => ({ text: task.text, done: false })),
                    templateId: template.templateId,
                  });
                  requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-name`)}`)?.focus());
                }}
              />
            </>
          )}
          <TextField
            id={`${id}-name`}
            label={t('actionPlans:form.title')}
            value={draft.title}
            maxLength={200}
            error={errors.title}
            onChange={(e) => change({ title: e.target.value })}
          />
          <div className="field">
            <label htmlFor={`${id}-description`}>{t('actionPlans:form.description')}</label>
            <textarea id={`${id}-description`} rows={3} maxLength={2000} value={draft.description} onChange={(e) => change({ description: e.target.value })} />
          </div>
          {!editing && (
            <>
              <div className={`ap-group-field${errors.groupId ? ' has-error' : ''}`}>
                <GroupPicker value={draft.groupId} allowCompany={!groupRequired} label={t('actionPlans:form.group')} onChange={(groupId) => change({ groupId })} />
                <FieldError id={`${id}-group-error`} text={errors.groupId} />
              </div>
              <div className="form-row ap-form-row">
                <TextField
                  label={t('actionPlans:form.expiresAt')}
                  type="date"
                  min={today()}
                  value={draft.expiresAt}
                  error={errors.expiresAt}
                  onChange={(e) => change({ expiresAt: e.target.value })}
                />
                <TextField
                  label={t('actionPlans:form.goal')}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={10}
                  step={0.1}
                  value={draft.goal}
                  error={errors.goal}
                  hint={goalHint}
                  onChange={(e) => change({ goal: e.target.value })}
                />
              </div>
            </>
          )}
          <TaskEditor tasks={draft.tasks} onChange={(tasks) => change({ tasks })} error={errors.tasks} />
          <div className="modal__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common:cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving || undefined}>
              {t(editing ? 'actionPlans:form.save' : 'actionPlans:form.create')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
