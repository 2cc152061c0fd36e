import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadBase64 } from '../../lib/download';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { groupOf, type ResultsSearch } from './results-queries';

const FORMATS = ['csv', 'xlsx', 'pdf', 'pptx'] as const;

/**
 * The report of this scope and cycle as a file, made on the server from the same gated figures as
 * the screen (a withheld figure is said so) and in the reader's language. One export at a time,
 * with a bar while the server works.
 */
export function ExportButtons({ id, search, cycle }: { id: string; search: ResultsSearch; cycle: number }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const exporting = useMutation(
    trpc.customSurveys.exportReport.mutationOptions({
      onSuccess: (file) => downloadBase64(file.base64, file.filename, file.contentType),
    }),
  );
  const running = exporting.isPending ? exporting.variables.format : null;
  const progress = running && t('customSurveyResults:export.progress', { format: t(`customSurveyResults:export.${running}`) });
  return (
    <div className="csr-export" role="group" aria-labelledby="csr-export-title">
      <span id="csr-export-title" className="csr-export__title">
        {t('customSurveyResults:export.title')}
      </span>
      <div className="csr-export__row">
        {FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className="button"
            disabled={running !== null}
            aria-busy={running === format || undefined}
            aria-label={t('customSurveyResults:export.named', { format: t(`customSurveyResults:export.${format}`) })}
            onClick={() => exporting.mutate({ id, groupId: groupOf(search), cycle, format })}
          >
            {running === format && <span className="spinner" aria-hidden="true" />}
            {t(`customSurveyResults:export.${format}`)}
          </button>
        ))}
      </div>
      {progress && (
        <div className="csr-export__progress" role="status">
          <progress aria-label={progress} />
          <span>{progress}</span>
        </div>
      )}
      {exporting.isError && (
        <div className="alert alert--danger" role="alert">
          {t('customSurveyResults:export.failed', { reason: errorText(t, exporting.error) })}
        </div>
      )}
    </div>
  );
}
