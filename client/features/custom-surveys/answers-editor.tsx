import { useTranslation } from 'react-i18next';
import { CLASSIFICATIONS, moved, SURVEY_LIMITS, type Classification, type SurveyAnswerDraft, type SurveyQuestionDraft } from '../../../domain/custom-survey';
import { SelectField, TextField } from '../../components/form';
import { useBuilder } from './builder-context';
import { newAnswer } from './builder-draft';
import { fieldId } from './builder-errors';
import { ItemTools, LanguageTexts } from './fields';

/** The choices of a select or multi-select question: text per language, classification and score. */
export function AnswersEditor({ question, index }: { question: SurveyQuestionDraft; index: number }) {
  const { t } = useTranslation();
  const { draft, update, readOnly, errorFor } = useBuilder();
  const path = `questions.${index}.answers`;
  const number = index + 1;
  const setAnswers = (change: (answers: SurveyAnswerDraft[]) => SurveyAnswerDraft[], ...paths: string[]) =>
    update((d) => ({ ...d, questions: d.questions.map((q, i) => (i === index ? { ...q, answers: change(q.answers) } : q)) }), ...paths);
  const setAnswer = (j: number, change: Partial<SurveyAnswerDraft>, ...paths: string[]) =>
    setAnswers((answers) => answers.map((a, k) => (k === j ? { ...a, ...change } : a)), ...paths);
  const add = () => {
    setAnswers((answers) => [...answers, newAnswer(draft.availableLanguages)], path);
    requestAnimationFrame(() => document.getElementById(fieldId(`${path}.${question.answers.length}.text.${draft.availableLanguages[0] ?? 'en-US'}`))?.focus());
  };

  return (
    <fieldset className="cs-answers" disabled={readOnly}>
      <legend>{t('customSurveys:answers.title', { number })}</legend>
      {errorFor(path) && (
        <p className="field__error" role="alert">
          {errorFor(path)}
        </p>
      )}
      <ol className="cs-items" id={`cs-answers-${question.question_id}`}>
        {question.answers.map((answer, j) => {
          const name = t('customSurveys:answers.name', { number, answer: j + 1 });
          const at = `${path}.${j}`;
          return (
            <li key={answer.answer_id} className="cs-item cs-item--answer" aria-label={name}>
              <div className="cs-item__head">
                <h4 className="cs-item__title">{t('customSurveys:answers.number', { answer: j + 1 })}</h4>
                <ItemTools
                  idBase={answer.answer_id}
                  index={j}
                  count={question.answers.length}
                  name={name}
                  onMove={(to) => setAnswers((answers) => moved(answers, j, to))}
                  onRemove={() => {
                    setAnswers((answers) => answers.filter((_, k) => k !== j));
                    requestAnimationFrame(() => document.getElementById(fieldId(path))?.focus());
                  }}
                />
              </div>
              <LanguageTexts
                path={`${at}.text`}
                label={name}
                value={answer.text}
                maxLength={SURVEY_LIMITS.answerText}
                onChange={(l, text) => setAnswer(j, { text: { ...answer.text, [l]: text } }, `${at}.text.${l}`)}
              />
              <div className="cs-grid">
                <SelectField
                  id={fieldId(`${at}.classification`)}
                  label={t('customSurveys:answers.classification', { answer: j + 1 })}
                  value={answer.classification ?? ''}
                  placeholder={t('customSurveys:answers.noClassification')}
                  options={CLASSIFICATIONS.map((c) => ({ value: c, label: t(`customSurveys:classification.${c}`) }))}
                  error={errorFor(`${at}.classification`)}
                  onChange={(e) => setAnswer(j, { classification: (e.target.value || null) as Classification | null }, `${at}.classification`)}
                />
                <TextField
                  id={fieldId(`${at}.score`)}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={10}
                  step={0.5}
                  label={t('customSurveys:answers.score', { answer: j + 1 })}
                  value={answer.score ?? ''}
                  error={errorFor(`${at}.score`)}
                  onChange={(e) => {
                    const n = e.target.value === '' ? null : Math.max(0, Math.min(10, Number(e.target.value)));
                    setAnswer(j, { score: n === null || Number.isNaN(n) ? null : n }, `${at}.score`);
                  }}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <button type="button" className="button" id={fieldId(path)} onClick={add} disabled={question.answers.length >= SURVEY_LIMITS.answers}>
          {t('customSurveys:answers.add')}
        </button>
      )}
    </fieldset>
  );
}
