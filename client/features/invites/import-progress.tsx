import { useTranslation } from 'react-i18next';

// Where the user import stands. tRPC sends the file as one JSON body, so neither the upload nor
// the server's checking can report partial progress; what can be measured is shown as measured
// (reading the file, from the browser's FileReader) and the rest as stages with the counts the
// preview returns: read the file → check its rows → import the people.

export type ImportStage =
  | { step: 'reading'; loaded: number; total: number }
  | { step: 'read' }
  | { step: 'checking' }
  | { step: 'checked'; rows: number; valid: number }
  | { step: 'importing'; rows: number }
  | { step: 'done'; rows: number };

const STEPS = ['read', 'check', 'import'] as const;
type Step = (typeof STEPS)[number];

/** Which of the three steps is under way (or last finished), and the share of the whole done. */
export function progressOf(stage: ImportStage): { current: Step; finished: number; percent: number } {
  const third = 100 / STEPS.length;
  switch (stage.step) {
    case 'reading':
      return { current: 'read', finished: 0, percent: Math.round(third * (stage.total ? stage.loaded / stage.total : 0)) };
    case 'read':
      return { current: 'read', finished: 1, percent: Math.round(third) };
    case 'checking':
      return { current: 'check', finished: 1, percent: Math.round(third) };
    case 'checked':
      return { current: 'check', finished: 2, percent: Math.round(2 * third) };
    case 'importing':
      return { current: 'import', finished: 2, percent: Math.round(2 * third) };
    case 'done':
      return { current: 'import', finished: 3, percent: 100 };
  }
}

export function ImportProgress({ stage }: { stage: ImportStage }) {
  const { t } = useTranslation();
  const { current, finished, percent } = progressOf(stage);

  const detail = (step: Step): string => {
    const index = STEPS.indexOf(step);
    if (step === 'read')
      return stage.step === 'reading'
        ? t('invites:progress.reading', { percent: stage.total ? Math.round((100 * stage.loaded) / stage.total) : 0 })
        : t('invites:progress.readDone');
    if (step === 'check') {
      if (stage.step === 'checking') return t('invites:progress.checking');
      if (stage.step === 'checked') return t('invites:progress.checked', { count: stage.rows, valid: stage.valid });
      if (index < finished) return t('invites:progress.checkedAll');
    }
    if (step === 'import') {
      if (stage.step === 'importing') return t('invites:progress.importing', { count: stage.rows });
      if (stage.step === 'done') return t('invites:progress.imported', { count: stage.rows });
    }
    return t('invites:progress.waiting');
  };

  return (
    <section className="import-progress" aria-label={t('invites:progress.label')}>
      <div
        className="import-progress__bar"
        role="progressbar"
        aria-label={t('invites:progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${detail(current)}`}
      >
        <span className="import-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="import-progress__steps">
        {STEPS.map((step, i) => {
          const state = i < finished ? 'done' : step === current ? 'current' : 'pending';
          return (
            <li key={step} className={`import-progress__step is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="import-progress__name">{t('invites:progress.step', { n: i + 1, total: STEPS.length, name: t(`invites:progress.steps.${step}`) })}</span>
              <span className="import-progress__detail" role={state === 'current' ? 'status' : undefined}>
                {detail(step)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
