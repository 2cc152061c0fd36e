import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missingFields, type SurveyDraft, type SurveyLaunch } from '../../../domain/custom-survey';
import { confirmModal } from '../../lib/confirm-modal';
import { formatInstant } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import type { SessionInfo } from '../../lib/session';
import { errorCodeOf } from '../../lib/trpc';
import { BuilderContext, type BuilderApi } from './builder-context';
import { editable, type Snapshot } from './builder-draft';
import type { Handoff } from './draft-storage';
import { fieldId, missingText, placeOf, serverErrorTexts } from './builder-errors';
import { BuilderHeader, StepNav } from './builder-header';
import { openAccess, openAudience, openLaunch } from './builder-modals';
import { StepContent } from './step-content';
import { StepSettings } from './step-settings';
import { StepSummary, type NoticeItem } from './step-summary';
import type { BuilderStep, SurveyView } from './survey-queries';
import { useAutosave } from './use-autosave';

/** Focuses a field once its step has rendered (a few frames at most). */
function focusField(path: string, tries = 20) {
  const el = document.getElementById(fieldId(path));
  if (el) {
    el.scrollIntoView({ block: 'center' });
    el.focus();
  } else if (tries > 0) requestAnimationFrame(() => focusField(path, tries - 1));
}

interface Props {
  session: SessionInfo;
  id: string | null;
  view: SurveyView | null;
  start: Handoff;
  step: BuilderStep;
}

/** The three steps of the builder, saved as they change, with the audience, access and launch modals. */
export function Builder({ session, id, view, start, step }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const readOnly = view ? !editable(view) : false;
  const snap = useRef(start.snapshot);
  const [snapshot, setSnapshot] = useState(start.snapshot);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [showMissing, setShowMissing] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;

  const autosave = useAutosave({
    userId: session.userId,
    id,
    status: view?.status === 'scheduled' ? 'scheduled' : 'draft',
    initial: start.snapshot,
    dirty: start.dirty && !readOnly,
    savedAt: start.savedAt,
    enabled: !readOnly,
    onCreated: (created) => void navigate({ to: '/custom-surveys/$id/settings', params: { id: created.id }, search: { step: stepRef.current }, replace: true }),
  });

  // A failed save says so (the spec's message) and shows the server's field errors beside the fields.
  const failure = autosave.state.kind === 'failed' ? autosave.state.error : null;
  useEffect(() => {
    if (!failure) return;
    notify(t('customSurveys:save.failed'), 'danger', { id: 'custom-survey-save' });
    if (errorCodeOf(failure) === 'BAD_INPUT') setServerErrors(serverErrorTexts(t, failure));
    else if (errorCodeOf(failure) !== 'INTERNAL') notify(errorText(t, failure), 'danger');
  }, [failure, t]);

  const commit = (next: Snapshot) => {
    snap.current = next;
    setSnapshot(next);
    autosave.changed(next);
  };
  const update = (change: (draft: SurveyDraft) => SurveyDraft, ...paths: string[]) => {
    commit({ ...snap.current, draft: change(snap.current.draft) });
    if (paths.length)
      setServerErrors((errors) => (paths.some((p) => errors[p]) ? Object.fromEntries(Object.entries(errors).filter(([p]) => !paths.includes(p))) : errors));
  };
  const addNames = (names: Record<string, string>) => commit({ ...snap.current, names: { ...snap.current.names, ...names } });
  // The modals are rendered by the app's modal host, outside this tree: they call in through here.
  const latest = useRef({ update, addNames });
  latest.current = { update, addNames };

  const missing = useMemo(() => missingFields(snapshot.draft), [snapshot.draft]);
  const missingByPath = useMemo(() => new Map(missing.map((m) => [m.path, missingText(t, m)])), [missing, t]);
  const errorFor = (path: string) => serverErrors[path] ?? (showMissing ? (missingByPath.get(path) ?? null) : null);
  const notice: NoticeItem[] = [
    ...missing.map((m) => ({ path: m.path, text: serverErrors[m.path] ?? missingByPath.get(m.path)! })),
    ...Object.entries(serverErrors)
      .filter(([path]) => !missingByPath.has(path))
      .map(([path, text]) => ({ path, text })),
  ];

  const goStep = (next: BuilderStep) => {
    const search = { step: next };
    if (id) void navigate({ to: '/custom-surveys/$id/settings', params: { id }, search });
    else void navigate({ to: '/custom-surveys/create', search });
    window.scrollTo({ top: 0 });
  };

  const modalArgs = () => ({
    draft: snap.current.draft,
    names: snap.current.names,
    readOnly,
    isAdmin: session.role === 'admin',
    errors: serverErrors,
    apply: (change: (draft: SurveyDraft) => SurveyDraft, names: Record<string, string>, ...paths: string[]) => {
      latest.current.addNames(names);
      latest.current.update(change, ...paths);
    },
  });
  const launch = async (config: SurveyLaunch): Promise<Record<string, string> | null> => {
    const next = { ...snap.current, draft: { ...snap.current.draft, launchConfiguration: config } };
    commit(next);
    try {
      const launched = await autosave.launch(next);
      const at = launched.launchAt ? formatInstant(launched.launchAt, i18n.language, 'dateTime') : '';
      notify(launched.status === 'active' ? t('customSurveys:launch.startedNow') : t('customSurveys:launch.scheduledFor', { date: at }), 'success');
      void navigate({ to: '/custom-surveys' });
      return null;
    } catch (error) {
      notify(t('customSurveys:save.failed'), 'danger', { id: 'custom-survey-save' });
      if (errorCodeOf(error) !== 'BAD_INPUT') {
        notify(errorText(t, error), 'danger');
        return {};
      }
      const errors = serverErrorTexts(t, error);
      setServerErrors(errors);
      setShowMissing(true);
      return errors;
    }
  };
  const unschedule = () =>
    confirmModal({
      key: 'custom-survey-unschedule',
      title: t('customSurveys:unschedule.title'),
      body: t('customSurveys:unschedule.body'),
      confirmLabel: t('customSurveys:unschedule.confirm'),
      tone: 'primary',
      onConfirm: () =>
        void autosave.launch(snap.current, 'draft').then(
          () => {
            notify(t('customSurveys:unschedule.done'), 'success');
            void navigate({ to: '/custom-surveys' });
          },
          (error: unknown) => notify(errorText(t, error), 'danger'),
        ),
    });
  const open = {
    audience: () => openAudience(modalArgs()),
    access: () => openAccess(modalArgs()),
    launch: () => openLaunch({ ...modalArgs(), period: snap.current.draft.period, scheduled: view?.status === 'scheduled', onLaunch: launch }),
  };

  /** A missing field or error: its step, or its modal, and the field itself. */
  const goTo = (path: string) => {
    const place = placeOf(path);
    if (place === 'audience' || place === 'access' || place === 'launch') return open[place]();
    if (place !== step) goStep(place);
    focusField(path);
  };

  const api: BuilderApi = { draft: snapshot.draft, update, names: snapshot.names, addNames, readOnly, isAdmin: session.role === 'admin', errorFor };

  return (
    <BuilderContext.Provider value={api}>
      <BuilderHeader view={view} save={autosave.state} onRetry={() => void autosave.flush()} />
      <StepNav step={step} onStep={goStep} />
      <div className="cs-step" id="cs-step-panel">
        {step === 1 && <StepSettings />}
        {step === 2 && <StepContent />}
        {step === 3 && <StepSummary notice={notice} onGo={goTo} onOpen={open} onUnschedule={unschedule} status={view?.status ?? 'draft'} />}
      </div>
      <nav className="cs-step-buttons" aria-label={t('customSurveys:steps.move')}>
        {step > 1 && (
          <button type="button" className="button" onClick={() => goStep((step - 1) as BuilderStep)}>
            {t('customSurveys:steps.back')}
          </button>
        )}
        {step < 3 && (
          <button type="button" className="button button--primary" onClick={() => goStep((step + 1) as BuilderStep)}>
            {t('customSurveys:steps.next')}
          </button>
        )}
      </nav>
    </BuilderContext.Provider>
  );
}
