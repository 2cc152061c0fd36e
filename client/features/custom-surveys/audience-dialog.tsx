import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyAudience } from '../../../domain/custom-survey';
import { GroupPicker } from '../groups/pickers';
import { DialogButtons, type DialogProps } from './builder-modals';
import { CheckField } from './fields';
import { Chips, PersonSearch } from './person-search';

/** The errors of a list's items (by position, as the server names them) by id. */
export const itemErrors = (ids: string[], prefix: string, errors: Record<string, string>) =>
  Object.fromEntries(ids.flatMap((id, i) => (errors[`${prefix}.${i}`] ? [[id, errors[`${prefix}.${i}`]!]] : [])));

/** Who answers: the whole company (administrators), groups with or without their subgroups, chosen people. */
export function AudienceDialog({ draft, names: initialNames, readOnly, isAdmin, errors, apply, close }: DialogProps) {
  const { t } = useTranslation();
  const [audience, setAudience] = useState<SurveyAudience>(draft.surveyPublic);
  const [names, setNames] = useState(initialNames);
  const set = (change: Partial<SurveyAudience>) => setAudience((a) => ({ ...a, ...change }));
  const named = (id: string, name: string) => setNames((n) => ({ ...n, [id]: name }));
  const chosenGroups = [...audience.groupsWithHierarchy, ...audience.groupsOnly];
  const general = errors['surveyPublic'] ?? errors['surveyPublic.sendToCompany'];

  const save = () => {
    apply((d) => ({ ...d, surveyPublic: audience }), names, 'surveyPublic');
    close();
  };

  return (
    // Escape in an open search list closes the list, not the whole dialog with its choices.
    <div className="cs-dialog" onKeyDown={(e) => e.key === 'Escape' && (e.target as HTMLElement).getAttribute('aria-expanded') === 'true' && e.stopPropagation()}>
      <p className="cs-dialog__intro">{t('customSurveys:audience.intro')}</p>
      {general && (
        <p className="field__error" role="alert">
          {general}
        </p>
      )}
      <fieldset className="cs-plain" disabled={readOnly}>
        {isAdmin && (
          <CheckField
            id="cs-audience-company"
            label={t('customSurveys:audience.company')}
            hint={t('customSurveys:audience.companyHint')}
            checked={audience.sendToCompany}
            onChange={(on) => set({ sendToCompany: on })}
          />
        )}
        {!audience.sendToCompany && (
          <>
            <section className="cs-dialog__part" aria-labelledby="cs-audience-hierarchy">
              <h3 id="cs-audience-hierarchy">{t('customSurveys:audience.withSubgroups')}</h3>
              {!readOnly && (
                <GroupPicker
                  label={t('customSurveys:audience.addWithSubgroups')}
                  exclude={chosenGroups}
                  onPick={(g) => {
                    named(g.id, g.name);
                    set({ groupsWithHierarchy: [...audience.groupsWithHierarchy, g.id] });
                  }}
                />
              )}
              <Chips
                label={t('customSurveys:audience.withSubgroups')}
                ids={audience.groupsWithHierarchy}
                names={names}
                errors={itemErrors(audience.groupsWithHierarchy, 'surveyPublic.groupsWithHierarchy', errors)}
                onRemove={(id) => set({ groupsWithHierarchy: audience.groupsWithHierarchy.filter((g) => g !== id) })}
              />
            </section>
            <section className="cs-dialog__part" aria-labelledby="cs-audience-only">
              <h3 id="cs-audience-only">{t('customSurveys:audience.groupsOnly')}</h3>
              {!readOnly && (
                <GroupPicker
                  label={t('customSurveys:audience.addGroupOnly')}
                  exclude={chosenGroups}
                  onPick={(g) => {
                    named(g.id, g.name);
                    set({ groupsOnly: [...audience.groupsOnly, g.id] });
                  }}
                />
              )}
              <Chips
                label={t('customSurveys:audience.groupsOnly')}
                ids={audience.groupsOnly}
                names={names}
                errors={itemErrors(audience.groupsOnly, 'surveyPublic.groupsOnly', errors)}
                onRemove={(id) => set({ groupsOnly: audience.groupsOnly.filter((g) => g !== id) })}
              />
            </section>
            <section className="cs-dialog__part" aria-labelledby="cs-audience-people">
              <h3 id="cs-audience-people">{t('customSurveys:audience.people')}</h3>
              <Chips
                label={t('customSurveys:audience.people')}
                ids={audience.users}
                names={names}
                errors={itemErrors(audience.users, 'surveyPublic.users', errors)}
                onRemove={(id) => set({ users: audience.users.filter((u) => u !== id) })}
              />
              {!readOnly && (
                <PersonSearch
                  label={t('customSurveys:audience.findPeople')}
                  chosen={audience.users}
                  onPick={(p) => {
                    named(p.id, p.name);
                    set({ users: [...audience.users, p.id] });
                  }}
                />
              )}
            </section>
          </>
        )}
      </fieldset>
      <DialogButtons close={close} readOnly={readOnly} label={t('customSurveys:audience.save')} onSave={save} />
    </div>
  );
}
