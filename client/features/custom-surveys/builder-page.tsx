import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import type { SessionInfo } from '../../lib/session';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { Builder } from './builder';
import { draftOfView, editable, newDraft } from './builder-draft';
import { dropHandoff, handoffOf, loadUnsaved, type Handoff } from './draft-storage';
import { surveyQuery, type BuilderStep, type SurveyView } from './survey-queries';
import './custom-surveys.css';
import './builder.css';
import './summary.css';

/** Where the builder starts: what it was handed, else what this tab kept unsaved, else the server's. */
function startOf(userId: string, id: string | null, view: SurveyView | null, language: string): Handoff {
  const handed = id ? handoffOf(id) : null;
  if (handed) return handed;
  const kept = view && !editable(view) ? null : loadUnsaved(userId, id);
  if (kept) return { snapshot: kept, dirty: true };
  return { snapshot: { draft: view ? draftOfView(view) : newDraft(language), names: view?.names ?? {} }, dirty: false };
}

/** /custom-surveys/create (id null) and /custom-surveys/$id/settings. */
/** `step` when the address names one; else the first, or the summary for a survey that is only read. */
export function SurveyBuilderPage({ id, step, session }: { id: string | null; step: BuilderStep | undefined; session: SessionInfo }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const survey = useQuery({ ...surveyQuery(trpc, id ?? ''), enabled: id !== null, retry: false });

  let body;
  if (id === null) body = <Start session={session} id={null} view={null} step={step ?? 1} />;
  else if (survey.isPending) body = <div className="skeleton cs-skeleton" aria-busy="true" aria-label={t('common:loading')} />;
  else if (survey.isError)
    body = (
      <div className="empty-state">
        <p className="empty-state__title">{errorCodeOf(survey.error) === 'NOT_FOUND' ? t('customSurveys:builder.notFound') : errorText(t, survey.error)}</p>
        <Link to="/custom-surveys" className="button">
          {t('customSurveys:builder.backToList')}
        </Link>
      </div>
    );
  else body = <Start session={session} id={id} view={survey.data} step={step ?? (editable(survey.data) ? 1 : 3)} />;
  return <section className="page cs-page cs-builder-page">{body}</section>;
}

function Start({ session, id, view, step }: { session: SessionInfo; id: string | null; view: SurveyView | null; step: BuilderStep }) {
  const { i18n } = useTranslation();
  // Read once: later answers of the same query (this builder's own saves) must not reset the form.
  const [start] = useState(() => startOf(session.userId, id, view, i18n.language));
  useEffect(() => {
    if (id) dropHandoff(id);
  }, [id]);
  return <Builder session={session} id={id} view={view} start={start} step={step} />;
}
