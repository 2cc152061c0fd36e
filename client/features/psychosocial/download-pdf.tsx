import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadBase64 } from '../../lib/download';
import { errorText } from '../../lib/errors';
import { isLanguage } from '../../lib/i18n';
import { useTRPC } from '../../lib/trpc';

/**
 * The report as a PDF in the language on screen, made on the server from the same gated figures:
 * the button waits (with a bar) while it is made, and says why when it could not be.
 */
export function DownloadPdf({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const exporting = useMutation(trpc.psychosocial.exportPdf.mutationOptions({ onSuccess: (file) => downloadBase64(file.base64, file.filename, file.contentType) }));
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  return (
    <div className="psy-download">
      <button
        type="button"
        className="button button--primary"
        disabled={exporting.isPending}
        aria-busy={exporting.isPending || undefined}
        title={t('psychosocial:pdf.hint')}
        onClick={() => exporting.mutate({ groupId, language })}
      >
        {exporting.isPending && <span className="spinner" aria-hidden="true" />}
        {t('psychosocial:pdf.download')}
      </button>
      {exporting.isPending && (
        <div className="psy-download__progress" role="status">
          <progress aria-label={t('psychosocial:pdf.progress')} />
          <span>{t('psychosocial:pdf.progress')}</span>
        </div>
      )}
      {exporting.isError && (
        <div className="alert alert--danger" role="alert">
          {t('psychosocial:pdf.failed', { reason: errorText(t, exporting.error) })}
        </div>
      )}
    </div>
  );
}
