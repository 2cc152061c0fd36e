import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyAccess } from '../../../domain/custom-survey';
import { itemErrors } from './audience-dialog';
import { DialogButtons, type DialogProps } from './builder-modals';
import { CheckField } from './fields';
import { Chips, PersonSearch } from './person-search';

/** Who reads the results: administrators and the creator always; team managers and chosen managers when granted. */
export function AccessDialog({ draft, names: initialNames, readOnly, errors, apply, close }: DialogProps) {
  const { t } = useTranslation();
  const [access, setAccess] = useState<SurveyAccess>(draft.surveyAccess);
  const [names, setNames] = useState(initialNames);

  const save = () => {
    apply((d) => ({ ...d, surveyAccess: access }), names, 'surveyAccess');
    close();
  };

  return (
    <div className="cs-dialog">
      <p className="cs-dialog__intro">{t('customSurveys:access.intro')}</p>
      <ul className="cs-fixed" aria-label={t('customSurveys:access.always')}>
        <li>
          <span aria-hidden="true">✓</span> {t('customSurveys:access.admins')}
        </li>
        <li>
          <span aria-hidden="true">✓</span> {t('customSurveys:access.creator')}
        </li>
      </ul>
      <fieldset className="cs-plain" disabled={readOnly}>
        <CheckField
          id="cs-access-managers"
          label={t('customSurveys:access.teamManagers')}
          hint={t('customSurveys:access.teamManagersHint')}
          checked={access.managersPermission}
          onChange={(on) => setAccess((a) => ({ ...a, managersPermission: on }))}
        />
        <section className="cs-dialog__part" aria-labelledby="cs-access-people">
          <h3 id="cs-access-people">{t('customSurveys:access.managers')}</h3>
          <p className="field__hint">{t('customSurveys:access.managersHint')}</p>
          <Chips
            label={t('customSurveys:access.managers')}
            ids={access.users}
            names={names}
            errors={itemErrors(access.users, 'surveyAccess.users', errors)}
            onRemove={(id) => setAccess((a) => ({ ...a, users: a.users.filter((u) => u !== id) }))}
          />
          {!readOnly && (
            <PersonSearch
              label={t('customSurveys:access.findManagers')}
              role="manager"
              chosen={access.users}
              onPick={(p) => {
                setNames((n) => ({ ...n, [p.id]: p.name }));
                setAccess((a) => ({ ...a, users: [...a.users, p.id] }));
              }}
            />
          )}
        </section>
      </fieldset>
      <DialogButtons close={close} readOnly={readOnly} label={t('customSurveys:access.save')} onSave={save} />
    </div>
  );
}
