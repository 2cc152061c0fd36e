import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form';
import type { InviteForm as FormInfo } from './send-invites-page';

// Where an invited person lands: the groups they join (or lead) and, optionally, their leader. A
// native select adds a group and chips remove it, so the choice works the same on a phone.

export interface Placement {
  groups: string[];
  joinAs: 'member' | 'leader';
  managerId: string;
}

export const noPlacement = (): Placement => ({ groups: [], joinAs: 'member', managerId: '' });

/** A group as people tell it apart: its path from the top, `Engineering › Platform`. */
export const groupLabel = (g: { name: string; path: string[] }) => [...g.path, g.name].join(' › ');

/** What the invite call takes of a placement. */
export const placementInput = (p: Placement) => ({
  groups: p.joinAs === 'member' ? p.groups : [],
  leads: p.joinAs === 'leader' ? p.groups : [],
  managerId: p.managerId || undefined,
});

interface Props {
  idPrefix: string;
  form: FormInfo;
  value: Placement;
  errors: { groups?: string; manager?: string };
  onChange: (next: Placement) => void;
}

export function RowPlacement({ idPrefix, form, value, errors, onChange }: Props) {
  const { t } = useTranslation();
  const byId = new Map(form.groups.map((g) => [g.id, g]));
  const left = form.groups.filter((g) => !value.groups.includes(g.id));
  return (
    <div className="invite-placement">
      <div className="invite-placement__groups">
        <SelectField
          id={`${idPrefix}-groups`}
          label={t('invites:form.groups')}
          value=""
          placeholder={form.groups.length ? t('invites:form.addGroup') : t('invites:form.noGroups')}
          error={errors.groups || null}
          disabled={left.length === 0}
          options={left.map((g) => ({ value: g.id, label: groupLabel(g) }))}
          onChange={(e) => e.target.value && onChange({ ...value, groups: [...value.groups, e.target.value] })}
        />
        {value.groups.length > 0 && (
          <ul className="invite-chips" aria-label={t('invites:form.chosenGroups')}>
            {value.groups.map((id) => {
              const name = byId.get(id) ? groupLabel(byId.get(id)!) : id;
              return (
                <li key={id} className="invite-chip">
                  <span className="invite-chip__text">{name}</span>
                  <button
                    type="button"
                    className="invite-chip__remove"
                    aria-label={t('invites:form.removeGroup', { name })}
                    onClick={() => onChange({ ...value, groups: value.groups.filter((g) => g !== id) })}
                  >
                    ×
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {value.groups.length > 0 && (
        <SelectField
          id={`${idPrefix}-joinAs`}
          label={t('invites:form.joinAs')}
          value={value.joinAs}
          options={[
            { value: 'member', label: t('invites:form.asMember') },
            { value: 'leader', label: t('invites:form.asLeader') },
          ]}
          onChange={(e) => onChange({ ...value, joinAs: e.target.value as Placement['joinAs'] })}
        />
      )}
      {form.leaders.length > 0 && (
        <SelectField
          id={`${idPrefix}-manager`}
          label={t('invites:form.leader')}
          value={value.managerId}
          placeholder={t('invites:form.noLeader')}
          error={errors.manager || null}
          options={form.leaders.map((l) => ({ value: l.id, label: `${l.name || l.email} — ${l.groups.join(', ')}` }))}
          onChange={(e) => onChange({ ...value, managerId: e.target.value })}
        />
      )}
    </div>
  );
}
