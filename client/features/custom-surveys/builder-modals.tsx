import type { SurveyDraft, SurveyLaunch, SurveyPeriod } from '../../../domain/custom-survey';
import { Translated } from '../../components/translated';
import { modals, openModal } from '../../lib/modals';
import { AccessDialog } from './access-dialog';
import { AudienceDialog } from './audience-dialog';
import { LaunchDialog } from './launch-dialog';

// The builder's three modals go through the app's modal host (focus moved in and back, Escape, the
// focus trap). The host renders them outside the builder, so each gets what it shows and a way
// back in (`apply`), and keeps its own choices until it is saved.

export interface ModalArgs {
  draft: SurveyDraft;
  names: Record<string, string>;
  readOnly: boolean;
  isAdmin: boolean;
  /** The server's field errors, by path. */
  errors: Record<string, string>;
  /** Changes the builder's draft, with the names of the groups and people chosen; `paths` lose their errors. */
  apply: (change: (draft: SurveyDraft) => SurveyDraft, names: Record<string, string>, ...paths: string[]) => void;
}

export interface DialogProps extends ModalArgs {
  close: () => void;
}

function open(key: string, titleKey: string, body: (close: () => void) => React.ReactNode) {
  const close = () => modals.dismiss(key);
  // The dialogs carry their own buttons, which need their choices.
  openModal({ key, title: <Translated k={titleKey} />, body: body(close), actions: () => null });
}

export const openAudience = (args: ModalArgs) => open('cs-audience', 'customSurveys:audience.title', (close) => <AudienceDialog {...args} close={close} />);

export const openAccess = (args: ModalArgs) => open('cs-access', 'customSurveys:access.title', (close) => <AccessDialog {...args} close={close} />);

export const openLaunch = (args: ModalArgs & { period: SurveyPeriod; scheduled: boolean; onLaunch: (launch: SurveyLaunch) => Promise<Record<string, string> | null> }) =>
  open('cs-launch', 'customSurveys:launch.title', (close) => <LaunchDialog {...args} close={close} />);

/** Cancel and the dialog's own button, at its foot. */
export function DialogButtons({
  close,
  readOnly,
  label,
  onSave,
  busy = false,
}: {
  close: () => void;
  readOnly: boolean;
  label: string;
  onSave: () => void;
  busy?: boolean;
}) {
  return (
    <div className="modal__actions cs-dialog__actions">
      <button type="button" className="button" onClick={close}>
        <Translated k={readOnly ? 'common:close' : 'common:cancel'} />
      </button>
      {!readOnly && (
        <button type="button" className="button button--primary" onClick={onSave} disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {label}
        </button>
      )}
    </div>
  );
}
