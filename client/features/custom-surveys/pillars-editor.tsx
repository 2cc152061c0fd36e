import { useTranslation } from 'react-i18next';
import { moved, SURVEY_LIMITS, withoutPillar } from '../../../domain/custom-survey';
import { useBuilder } from './builder-context';
import { newPillar } from './builder-draft';
import { fieldId } from './builder-errors';
import { ItemTools, LanguageTexts } from './fields';
import { ImagePicker } from './survey-images';

/** The survey's pillars (categories): a name and description per language and a picture; reordered, added, removed. */
export function PillarsEditor() {
  const { t } = useTranslation();
  const { draft, update, readOnly } = useBuilder();
  const add = () => {
    const pillar = newPillar(draft.availableLanguages);
    update((d) => ({ ...d, pillars: [...d.pillars, pillar] }));
    requestAnimationFrame(() => document.getElementById(fieldId(`pillars.${draft.pillars.length}.label.${draft.availableLanguages[0] ?? 'en-US'}`))?.focus());
  };
  const remove = (id: string) => {
    update((d) => withoutPillar(d, id));
    requestAnimationFrame(() => document.getElementById('cs-add-pillar')?.focus());
  };
  return (
    <section className="cs-section" aria-labelledby="cs-pillars-title">
      <h2 id="cs-pillars-title">{t('customSurveys:pillars.title')}</h2>
      <p className="field__hint">{t('customSurveys:pillars.hint')}</p>
      {draft.pillars.length === 0 && <p className="muted">{t('customSurveys:pillars.none')}</p>}
      <ol className="cs-items" id="cs-pillars">
        {draft.pillars.map((pillar, index) => {
          const name = t('customSurveys:pillars.number', { number: index + 1 });
          const path = `pillars.${index}`;
          return (
            <li key={pillar.category_id} className="cs-item" aria-label={name}>
              <div className="cs-item__head">
                <h3 className="cs-item__title">{name}</h3>
                <ItemTools
                  idBase={pillar.category_id}
                  index={index}
                  count={draft.pillars.length}
                  name={name}
                  onMove={(to) => update((d) => ({ ...d, pillars: moved(d.pillars, index, to) }))}
                  onRemove={() => remove(pillar.category_id)}
                />
              </div>
              <fieldset className="cs-plain" disabled={readOnly}>
                <LanguageTexts
                  path={`${path}.label`}
                  label={t('customSurveys:pillars.label', { number: index + 1 })}
                  value={pillar.label}
                  maxLength={SURVEY_LIMITS.pillarLabel}
                  onChange={(l, text) =>
                    update((d) => ({ ...d, pillars: d.pillars.map((p, i) => (i === index ? { ...p, label: { ...p.label, [l]: text } } : p)) }), `${path}.label.${l}`)
                  }
                />
                <LanguageTexts
                  path={`${path}.description`}
                  label={t('customSurveys:pillars.description', { number: index + 1 })}
                  value={pillar.description}
                  maxLength={SURVEY_LIMITS.pillarDescription}
                  multiline
                  onChange={(l, text) =>
                    update((d) => ({ ...d, pillars: d.pillars.map((p, i) => (i === index ? { ...p, description: { ...p.description, [l]: text } } : p)) }))
                  }
                />
              </fieldset>
              <ImagePicker
                name={`cs-image-${pillar.category_id}`}
                legend={t('customSurveys:pillars.image', { number: index + 1 })}
                value={pillar.image}
                disabled={readOnly}
                onChange={(image) => update((d) => ({ ...d, pillars: d.pillars.map((p, i) => (i === index ? { ...p, image } : p)) }))}
              />
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <button type="button" id="cs-add-pillar" className="button" onClick={add} disabled={draft.pillars.length >= SURVEY_LIMITS.pillars}>
          {t('customSurveys:pillars.add')}
        </button>
      )}
    </section>
  );
}
