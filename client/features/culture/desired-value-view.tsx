import { useTranslation } from 'react-i18next';
import type { CultureValue, DesiredValue } from './desired-values-rules';

interface Props {
  value: DesiredValue;
  /** The catalogue value it stands for, when it has one and the catalogue is there. */
  linked: CultureValue | null;
  canEdit: boolean;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** An open entry as everyone reads it: its behaviours and the catalogue value it stands for; administrators may edit or delete it. */
export function DesiredValueView({ value, linked, canEdit, busy, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <div className="dv-view">
      {value.cultureValues.length ? (
        <ul className="dv-view__behaviours" aria-label={t('culture:desired.behaviours')}>
          {value.cultureValues.map((behaviour, index) => (
            <li key={index}>{behaviour}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('culture:desired.noBehaviours')}</p>
      )}
      {linked && (
        <p className="dv-view__linked">
          <strong>{t('culture:desired.linked', { name: linked.name })}</strong> <span className="muted">{linked.description}</span>
        </p>
      )}
      {canEdit && (
        <div className="dv-form__actions">
          <button type="button" className="button button--danger" onClick={onDelete} disabled={busy}>
            {t('culture:desired.delete')}
          </button>
          <button type="button" className="button button--primary" onClick={onEdit} disabled={busy}>
            {t('culture:desired.edit')}
          </button>
        </div>
      )}
    </div>
  );
}
