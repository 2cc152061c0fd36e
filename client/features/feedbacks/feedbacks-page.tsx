import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { TabList } from '../../components/tab-list';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import type { SessionInfo } from '../../lib/session';
import { errorCodeOf, fieldErrorsOf, useTRPC } from '../../lib/trpc';
import { usePlanGate } from '../reports/plan-gate';
import { NewOpinionDialog, type DraftErrors } from './new-opinion-dialog';
import { changeDraft, MESSAGE_MAX, MESSAGE_MIN, newDraft, OPINIONS_MINIMUM, useCreateOpinion, type Draft } from './opinion-draft';
import { boxQueries, type Box, type FeedbacksSearch } from './ticket-queries';
import { TicketListView } from './ticket-list';
import './feedbacks.css';

interface Props {
  search: FeedbacksSearch;
  onSearch: (next: FeedbacksSearch) => void;
  session: SessionInfo;
}

const BOXES: Box[] = ['sent', 'received'];

/** /feedbacks: the opinions the person sent and, for those who lead, those they received; a new one. */
export function FeedbacksPage({ search, onSearch, session }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queries = boxQueries(trpc, search, session.role);
  const sent = useQuery(queries.sent);
  const received = useQuery(queries.received);
  const leads = session.role === 'admin' || session.role === 'manager';
  const showReceived = leads || Boolean(received.data && (received.data.tickets.length > 0 || received.data.unread > 0));
  const box: Box = showReceived ? queries.box : 'sent';
  const shown = box === 'sent' ? sent : received;
  usePlanGate(shown.error);

  const [draft, setDraft] = useState<Draft>(newDraft);
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<{ errors: DraftErrors; failure: string | null }>({ errors: {}, failure: null });
  const create = useCreateOpinion();
  const [createError, setCreateError] = useState<unknown>(null);
  usePlanGate(createError);
  const newButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => newButton.current?.focus());
  };

  const send = () => {
    const sending = draft;
    setOpen(false);
    setRefusal({ errors: {}, failure: null });
    onSearch({ box: 'sent' });
    create.send(sending).then(
      (ticket) => {
        setDraft((current) => (current.id === sending.id ? newDraft() : current));
        void navigate({ to: '/feedbacks/tickets/$ticketId', params: { ticketId: ticket._id } });
      },
      (error: unknown) => {
        setCreateError(error);
        const fields = fieldErrorsOf(error);
        const errors: DraftErrors = {};
        if (fields.groupId) errors.recipient = t('feedbacks:form.errors.recipientGroup');
        if (fields.isPositive) errors.isPositive = t('feedbacks:form.errors.tone');
        if (fields.isAnonymous) errors.isAnonymous = t('feedbacks:form.errors.anonymous', { minimum: OPINIONS_MINIMUM });
        if (fields.message) errors.message = t('feedbacks:form.errors.message', { min: MESSAGE_MIN, max: MESSAGE_MAX });
        const bad = errorCodeOf(error) === 'BAD_INPUT' && Object.keys(errors).length > 0;
        setRefusal({ errors, failure: bad ? null : `${t('feedbacks:form.failed')} ${errorText(t, error)}` });
        setOpen(true);
      },
    );
  };

  const choose = (next: Box) => onSearch({ box: next });

  const countOf = (b: Box) => (b === 'sent' ? sent : received).data?.unread ?? 0;

  const list = (
    <TicketListView
      box={box}
      list={shown}
      unreadOnly={Boolean(search.unread)}
      onUnreadOnly={(on) => onSearch({ box, unread: on || undefined })}
      sendingId={create.sendingId}
      onNew={() => setOpen(true)}
    />
  );

  return (
    <section className="page fb-page">
      <header className="page__header fb-page__header">
        <div>
          <h1>{t('feedbacks:title')}</h1>
          <p className="page__subtitle">{t('feedbacks:subtitle')}</p>
        </div>
        <button ref={newButton} type="button" className="button button--primary" onClick={() => setOpen(true)}>
          {t('feedbacks:new')}
        </button>
      </header>
      {showReceived ? (
        <>
          <TabList
            tabs={BOXES}
            selected={box}
            onSelect={choose}
            label={t('feedbacks:boxes.label')}
            idPrefix="fb"
            panelOf={() => 'fb-panel'}
            className="fb-tabs"
            tabClassName="fb-tabs__tab"
            activeClassName="is-active"
          >
            {(name) => (
              <>
                {t(`feedbacks:boxes.${name}`)}
                {countOf(name) > 0 && (
                  <>
                    <span className="fb-tabs__count" aria-hidden="true">
                      {countOf(name)}
                    </span>
                    <span className="sr-only">, {t('feedbacks:boxes.unreadCount', { count: countOf(name) })}</span>
                  </>
                )}
              </>
            )}
          </TabList>
          <div role="tabpanel" id="fb-panel" aria-labelledby={`fb-tab-${box}`} className="fb-panel">
            {list}
          </div>
        </>
      ) : (
        <div className="fb-panel">
          <h2 className="fb-panel__title">{t('feedbacks:boxes.sent')}</h2>
          {list}
        </div>
      )}
      {open && (
        <NewOpinionDialog
          draft={draft}
          onChange={(change) => {
            setRefusal({ errors: {}, failure: null });
            setDraft((d) => changeDraft(d, change));
          }}
          errors={refusal.errors}
          failure={refusal.failure}
          onSubmit={send}
          onClose={close}
        />
      )}
    </section>
  );
}
