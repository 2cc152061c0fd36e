import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form';
import { errorText } from '../../lib/errors';
import { isLanguage } from '../../lib/i18n';
import { notify } from '../../lib/messages';
import { fieldErrorsOf, useTRPC } from '../../lib/trpc';
import { messageText } from './group-messages';
import type { ImportPlan } from './types';

type Step = 'idle' | 'reading' | 'checking' | 'importing';
const STEPS: Step[] = ['reading', 'checking', 'importing'];

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error!);
    reader.readAsDataURL(file);
  });
}

function download(base64: string, fileName: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes]));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Group import: a template, a preview of what will happen and the errors per group, then the import. */
export function GroupImport({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fileId = useId();
  const preview = useMutation(trpc.groups.importPreview.mutationOptions());
  const apply = useMutation(trpc.groups.importApply.mutationOptions());
  const [file, setFile] = useState<{ name: string; base64: string; format: 'csv' | 'xlsx' } | null>(null);
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ created: number; moved: number; errors: number } | null>(null);

  const template = async (format: 'csv' | 'xlsx') => {
    try {
      const language = isLanguage(i18n.language) ? i18n.language : 'en-US';
      const data = await queryClient.fetchQuery(trpc.groups.importTemplate.queryOptions({ format, language }));
      download(data.base64, data.fileName);
    } catch (e) {
      notify(errorText(t, e), 'danger');
    }
  };

  const failure = (e: unknown) => {
    const fileErrors = fieldErrorsOf(e).file;
    setError(fileErrors?.[0] ? messageText(t, fileErrors[0]) : errorText(t, e));
  };

  const choose = async (chosen: File | undefined) => {
    setPlan(null);
    setResult(null);
    setError(null);
    if (!chosen) return setFile(null);
    const format = chosen.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : chosen.name.toLowerCase().endsWith('.csv') ? 'csv' : null;
    if (!format) return setError(t('groups:import.wrongType'));
    if (chosen.size > 4 * 1024 * 1024) return setError(t('groups:messages.fileTooLarge'));
    try {
      setStep('reading');
      const base64 = await readBase64(chosen);
      setFile({ name: chosen.name, base64, format });
      setStep('checking');
      setPlan(await preview.mutateAsync({ format, file: base64 }));
    } catch (e) {
      failure(e);
    } finally {
      setStep('idle');
    }
  };

  const run = async () => {
    if (!file) return;
    setError(null);
    try {
      setStep('importing');
      const r = await apply.mutateAsync({ format: file.format, file: file.base64 });
      setPlan(r);
      setResult({ created: r.created, moved: r.moved, errors: r.errors });
      notify(t('groups:import.done', { created: r.created, moved: r.moved }), 'success');
      await queryClient.invalidateQueries({ queryKey: trpc.groups.pathKey() });
    } catch (e) {
      failure(e);
    } finally {
      setStep('idle');
    }
  };

  const busy = step !== 'idle';
  const nothingToDo = plan ? plan.toCreate.length === 0 && plan.toMove.length === 0 : true;
  return (
    <section className="card group-import" aria-labelledby="group-import-title">
      <div className="group-import__header">
        <h2 id="group-import-title" className="card__title">
          {t('groups:import.title')}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('common:close')}>
          ×
        </button>
      </div>
      <p>{t('groups:import.intro')}</p>
      <div className="group-import__row">
        <span>{t('groups:import.template')}</span>
        <button type="button" className="button" onClick={() => void template('csv')}>
          CSV
        </button>
        <button type="button" className="button" onClick={() => void template('xlsx')}>
          XLSX
        </button>
      </div>
      <div className="field">
        <label htmlFor={fileId}>{t('groups:import.file')}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={busy}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <div className="field__hint">{t('groups:import.fileHint')}</div>
      </div>

      {busy && (
        <div className="group-progress" role="status">
          <progress max={STEPS.length} value={STEPS.indexOf(step) + 1} aria-label={t('groups:import.progress')} />
          <span>{t(`groups:import.step.${step}`)}</span>
        </div>
      )}
      <FormAlert>{error}</FormAlert>
      {result && <FormAlert tone="success">{t('groups:import.result', { created: result.created, moved: result.moved, errors: result.errors })}</FormAlert>}

      {plan && (
        <>
          <ul className="group-import__summary">
            <li>{t('groups:import.existing', { count: plan.existing.length })}</li>
            <li>{t('groups:import.toCreate', { count: plan.toCreate.length })}</li>
            <li>{t('groups:import.toMove', { count: plan.toMove.length })}</li>
            <li className={plan.errors ? 'is-error' : undefined}>{t('groups:import.errors', { count: plan.errors })}</li>
          </ul>
          <div className="group-table-wrap">
            <table className="group-table">
              <caption className="sr-only">{t('groups:import.previewCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t('groups:import.line')}
                  </th>
                  <th scope="col">{t('groups:fields.name')}</th>
                  <th scope="col">{t('groups:fields.parent')}</th>
                  <th scope="col">{t('groups:import.what')}</th>
                </tr>
              </thead>
              <tbody>
                {plan.rows.map((r) => (
                  <tr key={r.line} className={r.errors.length ? 'is-error' : undefined}>
                    <td className="num">{r.line}</td>
                    <td>{r.name || <span className="muted">—</span>}</td>
                    <td>{r.parent ?? <span className="muted">—</span>}</td>
                    <td>
                      {r.errors.length ? (
                        <ul className="group-import__errors">
                          {r.errors.map((m) => (
                            <li key={m}>{messageText(t, m)}</li>
                          ))}
                        </ul>
                      ) : (
                        <>
                          {t(r.status === 'new' ? 'groups:import.willCreate' : 'groups:import.exists')}
                          {r.moves && ` · ${t('groups:import.willMove', { parent: r.parent })}`}
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!result && (
            <div className="group-form__footer">
              {plan.errors > 0 && <p className="muted">{t('groups:import.errorsLeftOut')}</p>}
              <button
                type="button"
                className="button button--primary"
                onClick={() => void run()}
                disabled={busy || nothingToDo}
                aria-busy={step === 'importing' || undefined}
              >
                {step === 'importing' && <span className="spinner" aria-hidden="true" />}
                {t('groups:import.apply')}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
