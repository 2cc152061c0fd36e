import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useBuilder } from './builder-context';
import { BUILDER_STEPS, type BuilderStep, type SurveyView } from './survey-queries';
import { StatusBadge } from './survey-row';
import { titleIn } from './survey-text';
import type { SaveState } from './use-autosave';
import { useSurveyActions } from './use-survey-actions';

/** What the autosave is doing, said where the person can see it (and hear it: a polite live region). */
function SaveIndicator({ save, onRetry }: { save: SaveState; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  let text: string;
  if (save.kind === 'saving') text = t('customSurveys:save.saving');
  else if (save.kind === 'saved') text = t('customSurveys:save.savedAt', { time: save.at.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }) });
  else if (save.kind === 'failed') text = t('customSurveys:save.notSaved');
  else if (save.kind === 'pending') text = t('customSurveys:save.pending');
  else text = t('customSurveys:save.auto');
  return (
    <p className={`cs-save cs-save--${save.kind}`} role="status">
      <span>{text}</span>
      {save.kind === 'failed' && (
        <button type="button" className="link-button" onClick={onRetry}>
          {t('customSurveys:save.retry')}
        </button>
      )}
    </p>
  );
}

/** Why a survey opens read-only, and what can be done instead. */
function ReadOnlyNote({ view }: { view: SurveyView }) {
  const { t, i18n } = useTranslation();
  const actions = useSurveyActions();
  const target = { id: view.id, name: titleIn(view.title, i18n.language, t('customSurveys:untitled')) };
  const reason = view.status === 'template' ? 'template' : !view.canEdit ? 'notYours' : view.status;
  return (
    <div className="alert alert--info cs-readonly" role="note">
      <p>{t(`customSurveys:readOnly.${reason}`)}</p>
      {view.status === 'template' && (
        <button type="button" className="button button--primary" disabled={actions.busyId === view.id} onClick={() => actions.use(target)}>
          {t('customSurveys:actions.use')}
        </button>
      )}
      {view.canEdit && view.status !== 'template' && (
        <button type="button" className="button" disabled={actions.busyId === view.id} onClick={() => actions.duplicate(target)}>
          {t('customSurveys:actions.duplicate')}
        </button>
      )}
    </div>
  );
}

export function BuilderHeader({ view, save, onRetry }: { view: SurveyView | null; save: SaveState; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const { draft, readOnly } = useBuilder();
  const title = titleIn(draft.title, i18n.language, view ? t('customSurveys:untitled') : t('customSurveys:builder.newTitle'));
  return (
    <header className="page__header cs-builder__header">
      <p className="page__subtitle">
        <Link to="/custom-surveys">{t('shell:menu.customSurveys')}</Link>
      </p>
      <div className="cs-builder__title">
        <h1>{title}</h1>
        {view && <StatusBadge status={view.status} />}
      </div>
      {readOnly && view ? <ReadOnlyNote view={view} /> : <SaveIndicator save={save} onRetry={onRetry} />}
    </header>
  );
}

/** The three steps; each can be visited in any order (the summary says what is still missing). */
export function StepNav({ step, onStep }: { step: BuilderStep; onStep: (step: BuilderStep) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('customSurveys:steps.label')}>
      <ol className="cs-steps">
        {BUILDER_STEPS.map((n) => (
          <li key={n}>
            <button type="button" className={`cs-steps__step${n === step ? ' is-current' : ''}`} aria-current={n === step ? 'step' : undefined} onClick={() => onStep(n)}>
              <span className="cs-steps__number" aria-hidden="true">
                {n}
              </span>
              <span>{t(`customSurveys:steps.${n}`)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
