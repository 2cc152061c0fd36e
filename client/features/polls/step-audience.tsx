import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { POLL_ACCESS_LEVELS } from '../../../domain/poll';
import { useTRPC } from '../../lib/trpc';
import { CheckField } from '../custom-surveys/fields';
import { Chips, PersonSearch } from '../custom-surveys/person-search';
import { GroupPicker } from '../groups/pickers';
import { fieldId, useWizard } from './wizard-model';

/** How many would answer and who would read the results, for the audience and access level as they stand. */
function Receivers() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { poll, names } = useWizard();
  const chosen = poll.company || poll.groups.length > 0;
  const receivers = useQuery({
    ...trpc.polls.receivers.queryOptions({ access_level: poll.access_level, company: poll.company, groups: poll.groups }),
    enabled: chosen,
  });
  if (!chosen) return <p className="muted">{t('polls:audience.noneYet')}</p>;
  if (receivers.isPending)
    return (
      <p className="muted" aria-busy="true">
        {t('common:loading')}
      </p>
    );
  if (receivers.isError)
    return (
      <p className="muted">
        {t('polls:audience.countFailed')}{' '}
        <button type="button" className="link-button" onClick={() => void receivers.refetch()}>
          {t('polls:list.retry')}
        </button>
      </p>
    );
  const readers = [...receivers.data.viewers.map((v) => v.name), ...poll.viewers.map((id) => names[id] ?? t('customSurveys:people.unknown'))];
  return (
    <div className="pl-receivers" aria-live="polite" aria-busy={receivers.isFetching || undefined}>
      <p className="pl-receivers__count">{t('polls:audience.repliers', { count: receivers.data.repliersCount })}</p>
      <p>{t('polls:audience.readers', { names: [t('polls:audience.admins'), t('polls:audience.you'), ...new Set(readers)].join(', ') })}</p>
    </div>
  );
}

/** Step 2: who answers (the company, or groups with their subgroups), who reads the results, and how. */
export function StepAudience() {
  const { t } = useTranslation();
  const { poll, update, names, addName, isAdmin, errorFor } = useWizard();
  const audienceError = errorFor('groups') ?? errorFor('company');
  // The server names a list's refused items by position ('groups.2'): each chip shows its own.
  const itemErrors = (ids: string[], list: string) =>
    Object.fromEntries(
      ids.flatMap((id, i) => {
        const error = errorFor(`${list}.${i}`);
        return error ? [[id, error]] : [];
      }),
    );
  return (
    <section className="pl-step" aria-labelledby="pl-step-title">
      <h2 id="pl-step-title">{t('polls:steps.2')}</h2>
      <section className="pl-part" aria-labelledby="pl-audience">
        <h3 id="pl-audience">{t('polls:audience.who')}</h3>
        {audienceError && (
          <p className="field__error" role="alert">
            {audienceError}
          </p>
        )}
        {isAdmin && (
          <CheckField
            id={fieldId('company')}
            label={t('polls:audience.company')}
            hint={t('polls:audience.companyHint')}
            checked={poll.company}
            onChange={(company) => update((p) => ({ ...p, company }), 'company', 'groups')}
          />
        )}
        {!poll.company && (
          <div id={fieldId('groups')} tabIndex={-1} className="pl-groups">
            <GroupPicker
              label={t('polls:audience.addGroup')}
              hint={t(isAdmin ? 'polls:audience.groupsHint' : 'polls:audience.groupsHintManager')}
              exclude={poll.groups}
              onPick={(g) => {
                addName(g.id, g.name);
                update((p) => ({ ...p, groups: [...p.groups, g.id] }), 'groups');
              }}
            />
            <Chips
              label={t('polls:audience.groups')}
              ids={poll.groups}
              names={names}
              errors={itemErrors(poll.groups, 'groups')}
              onRemove={(id) => update((p) => ({ ...p, groups: p.groups.filter((g) => g !== id) }), 'groups')}
            />
          </div>
        )}
      </section>
      <fieldset className="radio-group pl-choices" id={fieldId('access_level')}>
        <legend>{t('polls:access.label')}</legend>
        {POLL_ACCESS_LEVELS.map((level) => (
          <label key={level}>
            <input
              type="radio"
              name="pl-access"
              value={level}
              checked={poll.access_level === level}
              onChange={() => update((p) => ({ ...p, access_level: level }), 'access_level')}
            />
            <span>
              <strong>{t(`polls:access.${level}`)}</strong>
              <span className="pl-choices__hint">{t(`polls:access.${level}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <section className="pl-part" aria-labelledby="pl-viewers">
        <h3 id="pl-viewers">{t('polls:audience.viewers')}</h3>
        <p className="field__hint">{t('polls:audience.viewersHint')}</p>
        <Chips
          label={t('polls:audience.viewers')}
          ids={poll.viewers}
          names={names}
          errors={itemErrors(poll.viewers, 'viewers')}
          onRemove={(id) => update((p) => ({ ...p, viewers: p.viewers.filter((v) => v !== id) }), 'viewers')}
        />
        <PersonSearch
          label={t('polls:audience.findViewers')}
          role="manager"
          chosen={poll.viewers}
          onPick={(person) => {
            addName(person.id, person.name);
            update((p) => ({ ...p, viewers: [...p.viewers, person.id] }), 'viewers');
          }}
        />
      </section>
      <section className="pl-part" aria-labelledby="pl-receivers">
        <h3 id="pl-receivers">{t('polls:audience.receivers')}</h3>
        <Receivers />
      </section>
    </section>
  );
}
