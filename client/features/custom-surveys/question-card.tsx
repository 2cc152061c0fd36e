import { useTranslation } from 'react-i18next';
import { CHOICE_TYPES, QUESTION_TYPES, scorable, SURVEY_LIMITS, withType, type QuestionType, type SurveyQuestionDraft } from '../../../domain/custom-survey';
import { SelectField, TextField } from '../../components/form';
import { AnswersEditor } from './answers-editor';
import { useBuilder } from './builder-context';
import { fieldId } from './builder-errors';
import { CheckField, ItemTools, LanguageTexts } from './fields';
import { textIn } from './survey-text';

interface Props {
  question: SurveyQuestionDraft;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One question: its type, pillar, scoring, text per language, and the answers of a choice question. */
export function QuestionCard({ question, index, count, onMove, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const { draft, update, readOnly, errorFor } = useBuilder();
  const number = index + 1;
  const name = t('customSurveys:questions.number', { number });
  const path = `questions.${index}`;
  const set = (change: (q: SurveyQuestionDraft) => SurveyQuestionDraft, ...paths: string[]) =>
    update((d) => ({ ...d, questions: d.questions.map((q, i) => (i === index ? change(q) : q)) }), ...paths);
  const canScore = scorable(question.type);

  return (
    <li className="cs-item cs-item--question" aria-label={name}>
      <div className="cs-item__head">
        <h3 className="cs-item__title">{name}</h3>
        <ItemTools idBase={question.question_id} index={index} count={count} name={name} onMove={onMove} onRemove={onRemove} />
      </div>
      <fieldset className="cs-plain" disabled={readOnly}>
        <div className="cs-grid cs-grid--3">
          <SelectField
            id={fieldId(`${path}.type`)}
            label={t('customSurveys:questions.type', { number })}
            value={question.type}
            options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`customSurveys:type.${type}`) }))}
            onChange={(e) => set((q) => withType(q, e.target.value as QuestionType), `${path}.maxChoices`, `${path}.answers`)}
          />
          <SelectField
            id={fieldId(`${path}.category`)}
            label={t('customSurveys:questions.pillar', { number })}
            value={question.category ?? ''}
            placeholder={t('customSurveys:questions.noPillar')}
            options={draft.pillars.map((p, i) => ({
              value: p.category_id,
              label: textIn(p.label, i18n.language) || t('customSurveys:pillars.number', { number: i + 1 }),
            }))}
            onChange={(e) => set((q) => ({ ...q, category: e.target.value || null }))}
          />
          <CheckField
            id={fieldId(`${path}.enableScore`)}
            label={t('customSurveys:questions.scoreOf', { number })}
            hint={canScore ? t(`customSurveys:scale.${question.type}`) : t('customSurveys:questions.noScore')}
            checked={question.enableScore}
            disabled={!canScore}
            onChange={(on) => set((q) => ({ ...q, enableScore: on }))}
          />
        </div>
        <LanguageTexts
          path={`${path}.text`}
          label={name}
          value={question.text}
          maxLength={SURVEY_LIMITS.questionText}
          multiline
          onChange={(l, text) => set((q) => ({ ...q, text: { ...q.text, [l]: text } }), `${path}.text.${l}`)}
        />
        {question.type === 'multi-select' && (
          <TextField
            id={fieldId(`${path}.maxChoices`)}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.max(1, question.answers.length)}
            label={t('customSurveys:questions.maxChoices', { number })}
            value={question.maxChoices ?? ''}
            error={errorFor(`${path}.maxChoices`)}
            onChange={(e) =>
              set((q) => ({ ...q, maxChoices: e.target.value === '' ? null : Math.max(1, Math.trunc(Number(e.target.value)) || 1) }), `${path}.maxChoices`)
            }
          />
        )}
      </fieldset>
      {CHOICE_TYPES.includes(question.type) && <AnswersEditor question={question} index={index} />}
    </li>
  );
}
