import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../survey/choice-group';
import { CommentField } from '../survey/question-card';
import { chooseOne, chooseValue, isAnswered, localized, maxChoicesOf, rangeOf, takesComment, TEXT_MAX, toggleMany, withComment, withText } from './answer-rules';
import type { Given, Question, SurveyToAnswer } from './answer-storage';

interface Props {
  survey: SurveyToAnswer;
  question: Question;
  given: Given | undefined;
  onChange: (given: Given) => void;
  /** What the server said is wrong with this answer. */
  error: string | null;
}

interface InputProps extends Props {
  language: string;
  titleId: string;
  describedBy: string;
}

/** One question of a custom survey: its pillar, text, the input its type calls for, and the optional comment. */
export const AnswerQuestion = forwardRef<HTMLHeadingElement, Props>(function AnswerQuestion(props, headingRef) {
  const { survey, question, given, onChange, error } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const [titleId, hintId, errorId] = [`${id}-title`, `${id}-hint`, `${id}-error`];
  const text = localized(question.text, i18n.language, survey.availableLanguages);
  const pillar = question.pillar ? localized(question.pillar, i18n.language, survey.availableLanguages) : null;
  const hint =
    question.type === 'multi-select'
      ? t('customSurveyAnswer:question.hint.multi-select', { count: maxChoicesOf(question) })
      : t(`customSurveyAnswer:question.hint.${question.type}`);
  const describedBy = error ? `${hintId} ${errorId}` : hintId;

  return (
    <div className={`survey-question answer-question${error ? ' has-error' : ''}`} data-type={question.type} data-question-id={question.question_id}>
      {pillar?.text && (
        <p className="answer-question__pillar" lang={pillar.lang}>
          {pillar.text}
        </p>
      )}
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="survey-question__text" lang={text.lang}>
        {text.text}
      </h2>
      <p id={hintId} className="survey-question__hint">
        {survey.mandatoryQuestions && <span className="answer-question__required">{t('customSurveyAnswer:question.required')}</span>}
        {hint}
      </p>
      <QuestionInput {...props} language={i18n.language} titleId={titleId} describedBy={describedBy} />
      {error && (
        <p id={errorId} className="field__error answer-question__error" role="alert">
          {error}
        </p>
      )}
      {takesComment(survey, question) && isAnswered(question, given) && (
        <CommentField value={given?.feedback ?? ''} onChange={(comment) => onChange(withComment(given, comment))} />
      )}
    </div>
  );
});

function QuestionInput({ survey, question, given, onChange, language, titleId, describedBy, error }: InputProps) {
  const { t } = useTranslation();
  const labelsId = `${titleId}-labels`;
  const range = rangeOf(question);
  const textOf = (texts: Question['text']) => {
    const { text, lang } = localized(texts, language, survey.availableLanguages);
    return <span lang={lang}>{text}</span>;
  };

  if (range && question.type === 'stars') {
    const value = given?.value ?? null;
    return (
      <ChoiceGroup
        variant="stars"
        labelledBy={titleId}
        describedBy={describedBy}
        value={value}
        onChoose={(v) => onChange(chooseValue(given, v))}
        options={range.map((v) => ({
          value: v,
          label: <span aria-hidden="true">★</span>,
          ariaLabel: t('customSurveyAnswer:question.star', { value: v, max: range.length }),
          className: value !== null && v <= value ? 'is-filled' : undefined,
        }))}
      />
    );
  }

  if (range) {
    const kind = question.type === 'nps' ? 'nps' : 'scale';
    return (
      <div className="survey-scale">
        <ChoiceGroup
          variant="scale"
          labelledBy={titleId}
          describedBy={`${describedBy} ${labelsId}`}
          value={given?.value ?? null}
          onChoose={(v) => onChange(chooseValue(given, v))}
          options={range.map((v) => ({ value: v, label: v }))}
        />
        <div id={labelsId} className="survey-scale__labels">
          <span>
            {range[0]} — {t(`customSurveyAnswer:question.${kind}.low`)}
          </span>
          <span>
            {range.at(-1)} — {t(`customSurveyAnswer:question.${kind}.high`)}
          </span>
        </div>
      </div>
    );
  }

  if (question.type === 'select') {
    return (
      <ChoiceGroup
        variant="list"
        labelledBy={titleId}
        describedBy={describedBy}
        value={given?.answer_ids?.[0] ?? null}
        onChoose={(v) => onChange(chooseOne(given, v))}
        options={question.answers.map((a) => ({ value: a.answer_id, label: textOf(a.text) }))}
      />
    );
  }

  if (question.type === 'multi-select') {
    const chosen = given?.answer_ids ?? [];
    const max = maxChoicesOf(question);
    const full = chosen.length >= max;
    return (
      <div className="answer-multi">
        <div role="group" aria-labelledby={titleId} aria-describedby={`${describedBy} ${labelsId}`} className="survey-checks">
          {question.answers.map((a) => {
            const checked = chosen.includes(a.answer_id);
            return (
              <label key={a.answer_id} className={`survey-check${full && !checked ? ' is-unavailable' : ''}`}>
                <input type="checkbox" checked={checked} disabled={full && !checked} onChange={() => onChange(toggleMany(question, given, a.answer_id))} />
                {textOf(a.text)}
              </label>
            );
          })}
        </div>
        <p id={labelsId} className="field__hint" aria-live="polite">
          {full ? t('customSurveyAnswer:question.limitReached', { count: max }) : t('customSurveyAnswer:question.chosen', { chosen: chosen.length, max })}
        </p>
      </div>
    );
  }

  const text = given?.text ?? '';
  return (
    <div className="field answer-text">
      <textarea
        aria-labelledby={titleId}
        aria-describedby={`${describedBy} ${labelsId}`}
        aria-required={survey.mandatoryQuestions || undefined}
        aria-invalid={error ? true : undefined}
        value={text}
        maxLength={TEXT_MAX}
        rows={5}
        onChange={(e) => onChange(withText(given, e.target.value))}
      />
      <p id={labelsId} className="field__hint answer-text__count">
        {t('customSurveyAnswer:question.textCount', { used: text.length, max: TEXT_MAX })}
      </p>
    </div>
  );
}
