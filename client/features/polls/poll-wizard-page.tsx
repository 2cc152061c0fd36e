import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { isPlanRequired, PlanLocked, usePlanGate } from '../reports/plan-gate';
import { draftQuery, type WizardStep } from './poll-queries';
import { PollWizard } from './poll-wizard';
import { emptyPoll, fromView } from './wizard-model';
import '../custom-surveys/builder.css';
import '../custom-surveys/summary.css';
import '../groups/groups.css';
import './polls.css';

interface Props {
  session: SessionInfo;
  /** The draft the address names, or null for a new poll. */
  draftId: string | null;
  step: WizardStep;
  onStep: (step: WizardStep, draftId: string | null, replace?: boolean) => void;
}

/** /custom-poll?wizard=new: a new poll; ?wizard=<id>: a draft opened back into the wizard. */
export function PollWizardPage({ session, draftId, step, onStep }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  // The draft this visit opened: a new poll's first save names its draft in the address without reloading anything.
  const [opened] = useState(draftId);
  const draft = useQuery({ ...draftQuery(trpc, opened ?? ''), enabled: opened !== null, staleTime: Infinity });
  const locked = usePlanGate(draft.error) || isPlanRequired(draft.error);

  if (opened === null) return <PollWizard session={session} draftId={null} initial={emptyPoll()} step={step} onStep={onStep} />;
  if (draft.isPending)
    return (
      <section className="page pl-page">
        <div className="skeleton pl-skeleton" aria-busy="true">
          <span className="sr-only">{t('common:loading')}</span>
        </div>
      </section>
    );
  if (draft.isError)
    return (
      <section className="page pl-page">
        {locked ? (
          <PlanLocked title={t('polls:locked')} />
        ) : (
          <div className="empty-state">
            <p className="empty-state__title">{t('polls:wizard.notFound')}</p>
            <p>{errorText(t, draft.error)}</p>
            <Link to="/custom-poll" search={{ view: 'my', status: 'drafts' }} className="button">
              {t('polls:wizard.toDrafts')}
            </Link>
          </div>
        )}
      </section>
    );
  return <PollWizard session={session} draftId={opened} initial={fromView(draft.data)} step={step} onStep={onStep} />;
}
