import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { missingPollFields, type PollFields } from '../../../domain/poll';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import type { SessionInfo } from '../../lib/session';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { showPlanGate } from '../reports/plan-gate';
import { draftQuery, pollsKey, WIZARD_STEPS, type PollView, type WizardStep } from './poll-queries';
import { StepAbout } from './step-about';
import { StepAudience } from './step-audience';
import { StepQuestions } from './step-questions';
import { StepReview } from './step-review';
import { useKnownNames } from './use-known-names';
import { fieldId, missingText, refusalTexts, stepOf, WizardContext, type WizardApi } from './wizard-model';

interface Props {
  session: SessionInfo;
  /** The draft opened, or null for a new poll. */
  draftId: string | null;
  initial: PollFields;
  step: WizardStep;
  /** Goes to a step; `draftId` once a new poll is first saved (replacing the address), so that a reload opens it. */
  onStep: (step: WizardStep, draftId: string | null, replace?: boolean) => void;
}

/** Removes the errors of the changed paths: `path` itself, and everything under it when it ends with `.*`. */
function withoutPaths(errors: Record<string, string>, paths: string[]) {
  const gone = (p: string) => paths.some((x) => (x.endsWith('.*') ? p.startsWith(x.slice(0, -1)) : p === x));
  return Object.keys(errors).some(gone) ? Object.fromEntries(Object.entries(errors).filter(([p]) => !gone(p))) : errors;
}

/** Focuses a field once its step has rendered (a few frames at most). */
function focusField(path: string, tries = 20) {
  const el = document.getElementById(fieldId(path)) ?? document.getElementById(fieldId(path.split('.').slice(0, 2).join('.')));
  if (el) {
    el.scrollIntoView({ block: 'center' });
    el.focus();
  } else if (tries > 0) requestAnimationFrame(() => focusField(path, tries - 1));
}

/** The four steps of a poll (measurement §4: numbered from 1), saved as a draft at any of them, sent from the last. */
export function PollWizard({ session, draftId: openedId, initial, step, onStep }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [poll, setPoll] = useState(initial);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [draftId, setDraftId] = useState(openedId);
  const names = useKnownNames(poll, picked);
  const summary = useRef<HTMLDivElement>(null);

  const createDraft = useMutation(trpc.polls.createDraft.mutationOptions());
  const updateDraft = useMutation(trpc.polls.updateDraft.mutationOptions());
  const send = useMutation(trpc.polls.send.mutationOptions());
  const busy = createDraft.isPending || updateDraft.isPending || send.isPending;

  const api: WizardApi = {
    poll,
    update: (change, ...paths) => {
      setPoll(change);
      if (paths.length) setServerErrors((errors) => withoutPaths(errors, paths));
    },
    names,
    addName: (id, name) => setPicked((n) => ({ ...n, [id]: name })),
    isAdmin: session.role === 'admin',
    errorFor: (path) => serverErrors[path] ?? null,
  };

  const missing = useMemo(() => missingPollFields(poll), [poll]);
  const go = (next: WizardStep, id = draftId) => {
    onStep(next, id);
    window.scrollTo({ top: 0 });
  };
  const goTo = (path: string) => {
    go(stepOf(path));
    focusField(path);
  };

  // A refusal keeps everything typed: its field errors go beside the fields and into the summary.
  const refused = (error: unknown) => {
    const code = errorCodeOf(error);
    if (code === 'PLAN_REQUIRED') return showPlanGate(session.role);
    if (code !== 'BAD_INPUT') return notify(errorText(t, error), 'danger');
    setServerErrors(refusalTexts(t, error));
    notify(t('polls:wizard.incomplete'), 'danger', { id: 'poll-refused' });
    requestAnimationFrame(() => summary.current?.focus());
  };

  const saved = async (view: PollView) => {
    queryClient.setQueryData(draftQuery(trpc, view._id).queryKey, view);
    await queryClient.invalidateQueries({ queryKey: trpc.polls.list.pathKey() });
  };

  const saveDraft = async () => {
    try {
      const view = draftId ? await updateDraft.mutateAsync({ id: draftId, ...poll }) : await createDraft.mutateAsync(poll);
      setServerErrors({});
      setDraftId(view._id);
      if (!draftId) onStep(step, view._id, true);
      notify(t('polls:wizard.saved', { title: view.title }), 'success', { id: 'poll-saved' });
      await saved(view);
    } catch (error) {
      refused(error);
    }
  };

  const sendNow = async () => {
    try {
      const view = await send.mutateAsync({ ...poll, ...(draftId ? { draft_id: draftId } : {}) });
      if (draftId) queryClient.removeQueries({ queryKey: draftQuery(trpc, draftId).queryKey });
      await queryClient.invalidateQueries(pollsKey(trpc));
      notify(t('polls:wizard.sent', { title: view.title }), 'success');
      void navigate({ to: '/custom-poll', search: { view: 'my', status: 'active' } });
    } catch (error) {
      refused(error);
    }
  };

  const errorItems = Object.entries(serverErrors);
  const senderName = poll.sender === 'company' ? session.tenantName : `${session.profile.firstname} ${session.profile.lastname}`.trim();
  return (
    <WizardContext.Provider value={api}>
      <section className="page pl-page pl-wizard">
        <header className="page__header">
          <p className="page__subtitle">
            <Link to="/custom-poll">{t('polls:title')}</Link>
          </p>
          <h1>{draftId ? t('polls:wizard.editTitle') : t('polls:wizard.newTitle')}</h1>
        </header>
        <nav aria-label={t('polls:steps.label')}>
          <ol className="cs-steps pl-steps">
            {WIZARD_STEPS.map((n) => (
              <li key={n}>
                <button type="button" className={`cs-steps__step${n === step ? ' is-current' : ''}`} aria-current={n === step ? 'step' : undefined} onClick={() => go(n)}>
                  <span className="cs-steps__number" aria-hidden="true">
                    {n}
                  </span>
                  <span>{t(`polls:steps.${n}`)}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
        {errorItems.length > 0 && (
          <div className="alert alert--danger pl-summary" ref={summary} tabIndex={-1} aria-labelledby="pl-summary-title">
            <h2 id="pl-summary-title">{t('polls:wizard.refusedTitle', { count: errorItems.length })}</h2>
            <ul>
              {errorItems.map(([path, text]) => (
                <li key={path}>
                  <button type="button" className="link-button" onClick={() => goTo(path)}>
                    {t('polls:wizard.onStep', { step: stepOf(path), text })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {step === 1 && <StepAbout ownerName={`${session.profile.firstname} ${session.profile.lastname}`.trim()} companyName={session.tenantName} />}
        {step === 2 && <StepAudience />}
        {step === 3 && <StepQuestions />}
        {step === 4 && (
          <>
            <StepReview senderName={senderName} />
            {missing.length > 0 ? (
              <section className="alert pl-missing" aria-labelledby="pl-missing-title">
                <h2 id="pl-missing-title">{t('polls:review.missingTitle', { count: missing.length })}</h2>
                <ul>
                  {missing.map((path) => (
                    <li key={path}>
                      <button type="button" className="link-button" onClick={() => goTo(path)}>
                        {missingText(t, path)}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : (
              <p className="alert alert--success" role="status">
                {t('polls:review.ready')}
              </p>
            )}
          </>
        )}
        <footer className="pl-wizard__footer">
          {step > 1 && (
            <button type="button" className="button" onClick={() => go((step - 1) as WizardStep)}>
              {t('polls:wizard.back')}
            </button>
          )}
          <span className="pl-wizard__spacer" />
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-busy={createDraft.isPending || updateDraft.isPending || undefined}
            onClick={() => void saveDraft()}
          >
            {t('polls:wizard.saveDraft')}
          </button>
          {step < 4 ? (
            <button type="button" className="button button--primary" onClick={() => go((step + 1) as WizardStep)}>
              {t('polls:wizard.next')}
            </button>
          ) : (
            <button type="button" className="button button--primary" disabled={busy} aria-busy={send.isPending || undefined} onClick={() => void sendNow()}>
              {t('polls:wizard.send')}
            </button>
          )}
        </footer>
      </section>
    </WizardContext.Provider>
  );
}
