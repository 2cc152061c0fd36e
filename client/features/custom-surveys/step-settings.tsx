import { useTranslation } from 'react-i18next';
import { PERIODS, SURVEY_LANGUAGES, SURVEY_LIMITS, withLanguages, type SurveyLanguage } from '../../../domain/custom-survey';
import { SelectField, TextField } from '../../components/form';
import { confirmModal } from '../../lib/confirm-modal';
import { useBuilder } from './builder-context';
import { fieldId } from './builder-errors';
import { CheckField, LanguageTexts } from './fields';

/** Step 1: languages, title and description, and how the survey is delivered. */
export function StepSettings() {
  const { t } = useTranslation();
  const { draft, update, readOnly, errorFor } = useBuilder();
  const langs = draft.availableLanguages;

  const setLanguage = (language: SurveyLanguage, on: boolean) => {
    if (on) return update((d) => withLanguages(d, [...d.availableLanguages, language]), 'availableLanguages');
    // Removing a language deletes its texts everywhere: asked first.
    const name = t(`customSurveys:language.${language}`);
    confirmModal({
      key: `cs-remove-language-${language}`,
      title: t('customSurveys:settings.removeLanguageTitle', { language: name }),
      body: t('customSurveys:settings.removeLanguageBody', { language: t(`customSurveys:languageIn.${language}`) }),
      confirmLabel: t('customSurveys:settings.removeLanguageConfirm'),
      onConfirm: () =>
        update((d) =>
          withLanguages(
            d,
            d.availableLanguages.filter((l) => l !== language),
          ),
        ),
    });
  };

  const perCycle = draft.questionsQuantity;
  return (
    <div className="cs-sections">
      <fieldset className="cs-section" disabled={readOnly}>
        <legend>{t('customSurveys:settings.languages')}</legend>
        <p className="field__hint">{t('customSurveys:settings.languagesHint')}</p>
        <div className="cs-inline">
          {SURVEY_LANGUAGES.map((language, i) => (
            <CheckField
              key={language}
              id={i === 0 ? fieldId('availableLanguages') : `cs-language-${language}`}
              label={t(`customSurveys:language.${language}`)}
              checked={langs.includes(language)}
              onChange={(on) => setLanguage(language, on)}
            />
          ))}
        </div>
        {errorFor('availableLanguages') && (
          <p className="field__error" role="alert">
            {errorFor('availableLanguages')}
          </p>
        )}
      </fieldset>

      <fieldset className="cs-section" disabled={readOnly}>
        <legend>{t('customSurveys:settings.about')}</legend>
        <LanguageTexts
          path="title"
          label={t('customSurveys:settings.title')}
          value={draft.title}
          maxLength={SURVEY_LIMITS.title}
          onChange={(l, text) => update((d) => ({ ...d, title: { ...d.title, [l]: text } }), `title.${l}`)}
        />
        <LanguageTexts
          path="description"
          label={t('customSurveys:settings.description')}
          value={draft.description}
          maxLength={SURVEY_LIMITS.description}
          multiline
          onChange={(l, text) => update((d) => ({ ...d, description: { ...d.description, [l]: text } }), `description.${l}`)}
        />
      </fieldset>

      <fieldset className="cs-section" disabled={readOnly}>
        <legend>{t('customSurveys:settings.delivery')}</legend>
        <div className="cs-grid">
          <SelectField
            id={fieldId('period')}
            label={t('customSurveys:settings.period')}
            value={draft.period}
            options={PERIODS.map((p) => ({ value: p, label: t(`customSurveys:period.${p}`) }))}
            onChange={(e) => update((d) => ({ ...d, period: e.target.value as typeof d.period }), 'period')}
          />
          <SelectField
            id={fieldId('questionsDistribution')}
            label={t('customSurveys:settings.distribution')}
            value={draft.questionsDistribution}
            options={[
              { value: 'sequential', label: t('customSurveys:settings.sequential') },
              { value: 'pillars', label: t('customSurveys:settings.byPillars') },
            ]}
            onChange={(e) => update((d) => ({ ...d, questionsDistribution: e.target.value as typeof d.questionsDistribution }), 'questionsDistribution')}
          />
        </div>
        <fieldset className="radio-group cs-quantity">
          <legend>{t('customSurveys:settings.quantity')}</legend>
          <label>
            <input
              type="radio"
              name="cs-quantity"
              checked={perCycle === 'all'}
              onChange={() => update((d) => ({ ...d, questionsQuantity: 'all' }), 'questionsQuantity')}
            />
            {t('customSurveys:settings.allAtOnce')}
          </label>
          <label>
            <input
              type="radio"
              name="cs-quantity"
              checked={perCycle !== 'all'}
              onChange={() => update((d) => ({ ...d, questionsQuantity: Math.max(1, Math.min(5, d.questions.length)) }), 'questionsQuantity')}
            />
            {t('customSurveys:settings.perCycle')}
          </label>
        </fieldset>
        {perCycle !== 'all' && (
          <TextField
            id={fieldId('questionsQuantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={SURVEY_LIMITS.questions}
            label={t('customSurveys:settings.perCycleCount')}
            value={String(perCycle)}
            error={errorFor('questionsQuantity')}
            onChange={(e) => {
              const n = Math.max(0, Math.min(SURVEY_LIMITS.questions, Math.trunc(Number(e.target.value) || 0)));
              update((d) => ({ ...d, questionsQuantity: n }), 'questionsQuantity');
            }}
          />
        )}
        <CheckField
          id={fieldId('enableFeedbacks')}
          label={t('customSurveys:settings.feedbacks')}
          hint={t('customSurveys:settings.feedbacksHint')}
          checked={draft.enableFeedbacks}
          onChange={(on) => update((d) => ({ ...d, enableFeedbacks: on }))}
        />
        <CheckField
          id={fieldId('mandatoryQuestions')}
          label={t('customSurveys:settings.mandatory')}
          hint={t('customSurveys:settings.mandatoryHint')}
          checked={draft.mandatoryQuestions}
          onChange={(on) => update((d) => ({ ...d, mandatoryQuestions: on }))}
        />
      </fieldset>
    </div>
  );
}
