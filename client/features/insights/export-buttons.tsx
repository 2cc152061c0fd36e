import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadBase64 } from '../../lib/download';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { usePlanGate } from '../reports/plan-gate';
import { EXPORT_FORMATS } from './types';

/**
 * The comparison as a file, made on the server through the same anonymity gate as the screen and
 * in the viewer's language. One export at a time, with a bar while the server works.
 */
export function ExportButtons({ groups }: { groups: string[] | undefined }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const exporting = useMutation(
    trpc.reports.exportComparison.mutationOptions({
      onSuccess: (file) => downloadBase64(file.base64, file.filename, file.contentType),
    }),
  );
  // A plan that lapsed while the page was open: the upgrade prompt (402), not an export failure.
  const planRequired = usePlanGate(exporting.error);
  const running = exporting.isPending ? exporting.variables.format : null;
  const progress = running && t('insights:export.progress', { format: t(`insights:export.${running}`) });
  return (
    <div className="export-buttons" role="group" aria-labelledby="export-title">
      <span id="export-title" className="export-buttons__title">
        {t('insights:export.title')}
      </span>
      <div className="export-buttons__row">
        {EXPORT_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            disabled={running !== null}
            aria-busy={running === format || undefined}
            onClick={() => exporting.mutate({ groups, format })}
          >
            {running === format && <span className="spinner" aria-hidden="true" />}
            {t(`insights:export.${format}`)}
          </button>
        ))}
      </div>
      {progress && (
        <div className="export-buttons__progress" role="status">
          <progress aria-label={progress} />
          <span>{progress}</span>
        </div>
      )}
      {exporting.isError && !planRequired && (
        <div className="alert alert--danger" role="alert">
          {t('insights:export.failed', { reason: errorText(t, exporting.error) })}
        </div>
      )}
    </div>
  );
}
