import { useTranslation } from 'react-i18next';
import { POLL_LIMITS, POLL_SENDERS } from '../../../domain/poll';
import { TextField } from '../../components/form';
import { TextArea } from '../custom-surveys/fields';
import { fieldId, useWizard } from './wizard-model';

/** Step 1: what the poll is called, what it is about, and in whose name it goes. */
export function StepAbout({ ownerName, companyName }: { ownerName: string; companyName: string }) {
  const { t } = useTranslation();
  const { poll, update, errorFor } = useWizard();
  return (
    <section className="pl-step" aria-labelledby="pl-step-title">
      <h2 id="pl-step-title">{t('polls:steps.1')}</h2>
      <TextField
        id={fieldId('title')}
        label={t('polls:about.title')}
        value={poll.title}
        maxLength={POLL_LIMITS.title}
        required
        error={errorFor('title')}
        onChange={(e) => update((p) => ({ ...p, title: e.target.value }), 'title')}
      />
      <TextArea
        id={fieldId('description')}
        label={t('polls:about.description')}
        value={poll.description}
        maxLength={POLL_LIMITS.description}
        error={errorFor('description')}
        onChange={(e) => update((p) => ({ ...p, description: e.target.value }), 'description')}
      />
      <fieldset className="radio-group pl-choices">
        <legend>{t('polls:about.sender')}</legend>
        {POLL_SENDERS.map((sender) => (
          <label key={sender}>
            <input type="radio" name="pl-sender" value={sender} checked={poll.sender === sender} onChange={() => update((p) => ({ ...p, sender }), 'sender')} />
            <span>{t(`polls:about.senderAs.${sender}`, { name: sender === 'owner' ? ownerName : companyName })}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
