import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { templatesQuery, type PlanMetricId, type PlanTemplate } from './plan-queries';
import type { PlanDraft } from './plan-rules';

/** A field's error, tied to it by id, announced when it appears. */
export function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <div id={id} className="field__error" role="alert">
      {text}
    </div>
  );
}

type Tasks = PlanDraft['tasks'];

/** The plan's tasks, a row each: add one, remove one; blank rows are dropped when the plan is saved. */
export function TaskEditor({ tasks, onChange, error }: { tasks: Tasks; onChange: (tasks: Tasks) => void; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const focusRow = (index: number) => requestAnimationFrame(() => list.current?.querySelectorAll('input')[index]?.focus());

  const add = () => {
    onChange([...tasks, { text: '', done: false }]);
    focusRow(tasks.length);
  };
  const remove = (index: number) => {
    const next = tasks.filter((_, i) => i !== index);
    onChange(next.length ? next : [{ text: '', done: false }]);
    focusRow(Math.max(0, Math.min(index, next.length - 1)));
  };

  return (
    <fieldset className={`ap-task-editor${error ? ' has-error' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('actionPlans:form.tasks')}</legend>
      <ol ref={list}>
        {tasks.map((task, index) => (
          // Rows have no ids of their own: the list is edited in place, in order.
          <li key={index} className="ap-task-editor__row">
            <label className="sr-only" htmlFor={`${id}-task-${index}`}>
              {t('actionPlans:form.task', { n: index + 1 })}
            </label>
            <input
              id={`${id}-task-${index}`}
              type="text"
              value={task.text}
              maxLength={500}
              placeholder={t('actionPlans:form.taskPlaceholder')}
              aria-invalid={error && index === 0 ? true : undefined}
              onChange={(e) => onChange(tasks.map((row, i) => (i === index ? { ...row, text: e.target.value } : row)))}
            />
            <button type="button" className="icon-button" onClick={() => remove(index)} aria-label={t('actionPlans:form.removeTask', { n: index + 1 })}>
              ×
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={add}>
        {t('actionPlans:form.addTask')}
      </button>
      <FieldError id={`${id}-error`} text={error} />
    </fieldset>
  );
}

/** "Start from a template": the chosen pillar's templates, one of which fills the plan's texts and tasks. */
export function TemplatePicker({ metric, onPick }: { metric: PlanMetricId | null; onPick: (template: PlanTemplate) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const id = useId();
  const [open, setOpen] = useState(false);
  const templates = useQuery({ ...templatesQuery(trpc, metric ?? 'happiness'), enabled: open && metric !== null });

  return (
    <div className="ap-templates">
      <button type="button" className="button" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
        {t('actionPlans:form.fromTemplate')}
      </button>
      {open && (
        <div id={`${id}-panel`} className="ap-templates__panel">
          {metric === null ? (
            <p className="muted">{t('actionPlans:form.templatesNeedPillar')}</p>
          ) : templates.isPending ? (
            <p aria-busy="true">{t('common:loading')}</p>
          ) : templates.isError ? (
            <p role="alert">{errorText(t, templates.error)}</p>
          ) : templates.data.templates.length === 0 ? (
            <p className="muted">{t('actionPlans:form.noTemplates', { name: t(`reports:metric.${metric}`) })}</p>
          ) : (
            <ul aria-label={t('actionPlans:form.templatesOf', { name: t(`reports:metric.${metric}`) })}>
              {templates.data.templates.map((template) => (
                <li key={template.templateId} className="ap-templates__item">
                  <div>
                    <p className="ap-templates__title">{template.title}</p>
                    {template.description && <p className="muted">{template.description}</p>}
                    <p className="muted">{t('actionPlans:form.templateTasks', { count: template.tasks.length })}</p>
                  </div>
                  <button
                    type="button"
                    className="button button--primary"
                    aria-label={t('actionPlans:form.useTemplateNamed', { title: template.title })}
                    onClick={() => {
                      setOpen(false);
                      onPick(template);
                    }}
                  >
                    {t('actionPlans:form.useTemplate')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
