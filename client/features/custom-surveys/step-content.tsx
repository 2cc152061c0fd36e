import { useTranslation } from 'react-i18next';
import { moved, SURVEY_LIMITS } from '../../../domain/custom-survey';
import { useBuilder } from './builder-context';
import { newQuestion } from './builder-draft';
import { fieldId } from './builder-errors';
import { PillarsEditor } from './pillars-editor';
import { QuestionCard } from './question-card';

/** Step 2: the pillars, then the questions. */
export function StepContent() {
  const { t } = useTranslation();
  const { draft, update, readOnly, errorFor } = useBuilder();
  const add = () => {
    update((d) => ({ ...d, questions: [...d.questions, newQuestion(d.availableLanguages)] }), 'questions');
    requestAnimationFrame(() => document.getElementById(fieldId(`questions.${draft.questions.length}.type`))?.focus());
  };
  const remove = (index: number) => {
    update((d) => ({ ...d, questions: d.questions.filter((_, i) => i !== index) }));
    requestAnimationFrame(() => document.getElementById(fieldId('questions'))?.focus());
  };
  return (
    <div className="cs-sections">
      <PillarsEditor />
      <section className="cs-section" aria-labelledby="cs-questions-title">
        <h2 id="cs-questions-title">{t('customSurveys:questions.title')}</h2>
        <p className="field__hint">{t('customSurveys:questions.hint')}</p>
        {errorFor('questions') && (
          <p className="field__error" role="alert">
            {errorFor('questions')}
          </p>
        )}
        {draft.questions.length === 0 && <p className="muted">{t('customSurveys:questions.none')}</p>}
        <ol className="cs-items">
          {draft.questions.map((question, index) => (
            <QuestionCard
              key={question.question_id}
              question={question}
              index={index}
              count={draft.questions.length}
              onMove={(to) => update((d) => ({ ...d, questions: moved(d.questions, index, to) }))}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
        {!readOnly && (
          <button type="button" id={fieldId('questions')} className="button" onClick={add} disabled={draft.questions.length >= SURVEY_LIMITS.questions}>
            {t('customSurveys:questions.add')}
          </button>
        )}
      </section>
    </div>
  );
}
