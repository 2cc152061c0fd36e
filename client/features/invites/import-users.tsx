import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { confirmModal } from '../../lib/confirm-modal';
import { errorCodeOf, fieldErrorsOf, useTRPC } from '../../lib/trpc';
import { AccountLinks, LicencesMissing, type AccountLink } from './invite-parts';
import { ImportPreview, type Preview } from './import-preview';
import { ImportProgress, type ImportStage } from './import-progress';
import { downloadBase64 } from '../../lib/download';
import { fileErrorText, missingLicencesOf, readBase64 } from './row-errors';

type Format = 'csv' | 'xlsx';

const MAX_BYTES = 3.5 * 1024 * 1024;

/** The user import (people §5): template, preview with every line's errors, then all or nothing. */
export function ImportUsers() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<{ name: string; format: Format; base64: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [later, setLater] = useState(false);
  const [missing, setMissing] = useState(0);
  const [done, setDone] = useState<{ created: number; links: AccountLink[] } | null>(null);
  const [downloading, setDownloading] = useState<Format | null>(null);
  const [stage, setStage] = useState<ImportStage | null>(null);
  const check = useMutation(trpc.imports.preview.mutationOptions());
  const commit = useMutation(trpc.imports.commit.mutationOptions());

  const template = async (format: Format) => {
    setDownloading(format);
    try {
      const result = await queryClient.fetchQuery({ ...trpc.imports.template.queryOptions({ format, language: i18n.language as 'en-US' }), staleTime: 0 });
      downloadBase64(result.file, result.fileName, result.mimeType);
    } catch (e) {
      notify(errorText(t, e), 'danger');
    } finally {
      setDownloading(null);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    setPreview(null);
    setDone(null);
    setMissing(0);
    setFileError(null);
    setStage(null);
    const chosen = event.target.files?.[0];
    if (!chosen) return setFile(null);
    const format = chosen.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : chosen.name.toLowerCase().endsWith('.csv') ? 'csv' : null;
    if (!format) return setFileError(t('invites:import.wrongType'));
    if (chosen.size > MAX_BYTES) return setFileError(t('invites:import.tooLarge'));
    setStage({ step: 'reading', loaded: 0, total: chosen.size });
    try {
      const base64 = await readBase64(chosen, (loaded, total) => setStage({ step: 'reading', loaded, total }));
      setFile({ name: chosen.name, format, base64 });
      setStage({ step: 'read' });
    } catch {
      setStage(null);
      setFileError(t('invites:fileErrors.FILE_UNREADABLE'));
    }
  };

  const runPreview = async () => {
    if (!file) return setFileError(t('invites:import.wrongType'));
    setMissing(0);
    setStage({ step: 'checking' });
    try {
      const result = await check.mutateAsync({ format: file.format, file: file.base64 });
      setPreview(result);
      setOnlyErrors(result.totals.invalid > 0);
      setMissing(result.licences.missingLicences);
      setStage({ step: 'checked', rows: result.totals.rows, valid: result.totals.valid });
    } catch (e) {
      setStage({ step: 'read' });
      setFileError(fileErrorText(t, e));
    }
  };

  const runCommit = async () => {
    if (!file || !preview) return;
    setStage({ step: 'importing', rows: preview.totals.rows });
    try {
      const result = await commit.mutateAsync({ format: file.format, file: file.base64, inactive: later });
      setStage({ step: 'done', rows: result.created });
      setDone({ created: result.created, links: result.accountLinks });
      setPreview(null);
      setFile(null);
      notify(t('invites:import.done', { count: result.created }), 'success');
      void queryClient.invalidateQueries({ queryKey: trpc.invites.pathKey() });
    } catch (e) {
      setStage({ step: 'checked', rows: preview.totals.rows, valid: preview.totals.valid });
      if (errorCodeOf(e) === 'LICENCES_EXCEEDED') return setMissing(missingLicencesOf(fieldErrorsOf(e)));
      // The file changed meaning since the preview (someone took an e-mail): check it again.
      notify(errorText(t, e), 'danger');
      void runPreview();
    }
  };

  const confirm = (count: number) =>
    confirmModal({
      key: 'confirm-import',
      title: t('invites:import.confirmTitle'),
      body: t('invites:import.confirmBody', { count, mode: t(later ? 'invites:import.modeLater' : 'invites:import.modeNow') }),
      cancelLabel: t('invites:import.cancel'),
      confirmLabel: t('invites:import.confirm', { count }),
      tone: 'primary',
      onConfirm: () => void runCommit(),
    });

  const ready = preview && preview.totals.invalid === 0 && missing === 0;

  return (
    <div className="invites-import">
      <p>{t('invites:import.intro')}</p>
      <div className="invites-import__template" role="group" aria-label={t('invites:import.template')}>
        <span>{t('invites:import.template')}:</span>
        {(['csv', 'xlsx'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            disabled={downloading !== null}
            aria-busy={downloading === format || undefined}
            onClick={() => void template(format)}
          >
            {downloading === format ? <span className="spinner" aria-hidden="true" /> : null}
            {t(format === 'csv' ? 'invites:import.templateCsv' : 'invites:import.templateXlsx')}
          </button>
        ))}
      </div>

      <div className={`field${fileError ? ' field--error' : ''}`}>
        <label htmlFor={fileId}>{t('invites:import.file')}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(e) => void choose(e)}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-hint${fileError ? ` ${fileId}-error` : ''}`}
          disabled={check.isPending || commit.isPending}
        />
        <div id={`${fileId}-hint`} className="field__hint">
          {t('invites:import.fileHint')}
        </div>
        {fileError && (
          <div id={`${fileId}-error`} className="field__error" role="alert">
            {fileError}
          </div>
        )}
      </div>
      <div className="invites-import__actions">
        <button type="button" className="button" disabled={!file || check.isPending || commit.isPending} onClick={() => void runPreview()}>
          {t('invites:import.preview')}
        </button>
      </div>

      {stage && <ImportProgress stage={stage} />}
      {done && (
        <div className="alert alert--success" role="status">
          {t('invites:import.done', { count: done.created })}
        </div>
      )}
      {done && <AccountLinks links={done.links} />}
      {missing > 0 && <LicencesMissing count={missing} />}

      {preview && !commit.isPending && (
        <section className="invites-preview" aria-labelledby="invites-preview-totals">
          <ImportPreview preview={preview} onlyErrors={onlyErrors} onOnlyErrors={setOnlyErrors} />
          <fieldset className="invites-import__mode">
            <legend>{t('invites:import.mode')}</legend>
            <label>
              <input type="radio" name="import-mode" checked={!later} onChange={() => setLater(false)} /> {t('invites:form.sendNow')}
            </label>
            <label>
              <input type="radio" name="import-mode" checked={later} onChange={() => setLater(true)} /> {t('invites:form.sendLater')}
            </label>
          </fieldset>
          <button type="button" className="button button--primary" disabled={!ready} onClick={() => confirm(preview.totals.rows)}>
            {t('invites:import.confirm', { count: preview.totals.rows })}
          </button>
        </section>
      )}
    </div>
  );
}
