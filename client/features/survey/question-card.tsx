import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MINIMUMS } from '../../../domain/minimums';
import { ChoiceGroup } from './choice-group';
import { chooseOne, COMMENT_MAX, isAnswered, pickLimit, rangeOf, selectedIds, toggleMany, withComment } from './survey-answers';
import type { Answered, Question } from './survey-storage';

// Comments reach leaders only under the feedback minimum (design, anonymity rule 1).

interface Props {
  question: Question;
  answered: Answered | null | undefined;
  onChange: (answered: Answered) => void;
}

/** One question of the survey: its text, the input its type calls for, and the optional comment. */
export const QuestionCard = forwardRef<HTMLHeadingElement, Props>(function QuestionCard({ question, answered, onChange }, headingRef) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  return (
    <div className="survey-question" data-type={question.type} data-question-id={question.question_id}>
      <p id={hintId} className="survey-question__hint">
        {pickLimit(question) === null ? t(`survey:question.hint.${question.type}`) : t('survey:question.hint.upTo', { count: pickLimit(question)! })}
      </p>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="survey-question__text">
        {question.text}
      </h2>
      <QuestionInput question={question} answered={answered} onChange={onChange} titleId={titleId} hintId={hintId} />
      {question.feedback && isAnswered(question, answered) && (
        <CommentField value={answered?.feedback_answer ?? ''} onChange={(text) => onChange(withComment(answered, text))} />
      )}
    </div>
  );
});

function QuestionInput({ question, answered, onChange, titleId, hintId }: Props & { titleId: string; hintId: string }) {
  const { t } = useTranslation();
  const labelsId = `${titleId}-labels`;
  const score = typeof answered?.score === 'number' ? answered.score : null;

  if (question.type === 'scale' || question.type === 'nps') {
    const low = question.scaleLabels?.low ?? t(`survey:question.${question.type}.low`);
    const high = question.scaleLabels?.high ?? t(`survey:question.${question.type}.high`);
    const values = rangeOf(question);
    return (
      <div className="survey-scale">
        <ChoiceGroup
          variant="scale"
          labelledBy={titleId}
          describedBy={`${hintId} ${labelsId}`}
          value={score}
          onChoose={(v) => onChange(chooseOne(question, answered, v))}
          options={values.map((v) => ({ value: v, label: v }))}
        />
        <div id={labelsId} className="survey-scale__labels">
          <span>
            {values[0]} — {low}
          </span>
          <span>
            {values.at(-1)} — {high}
          </span>
        </div>
      </div>
    );
  }

  if (question.type === 'stars') {
    return (
      <ChoiceGroup
        variant="stars"
        labelledBy={titleId}
        describedBy={hintId}
        value={score}
        onChoose={(v) => onChange(chooseOne(question, answered, v))}
        options={rangeOf(question).map((v) => ({
          value: v,
          label: <span aria-hidden="true">★</span>,
          ariaLabel: t('survey:question.star', { value: v, max: question.max ?? 5 }),
          className: score !== null && v <= score ? 'is-filled' : undefined,
        }))}
      />
    );
  }

  if (question.type === 'select') {
    const chosen = selectedIds(answered)[0] ?? null;
    return (
      <ChoiceGroup
        variant="list"
        labelledBy={titleId}
        describedBy={hintId}
        value={chosen}
        onChoose={(v) => onChange(chooseOne(question, answered, v))}
        options={question.answers.map((a) => ({ value: a.answer_id, label: a.text }))}
      />
    );
  }

  const chosen = selectedIds(answered);
  const limit = pickLimit(question);
  // At the limit, the rest wait until one is taken back (the server refuses more).
  const full = limit !== null && chosen.length >= limit;
  return (
    <div role="group" aria-labelledby={titleId} aria-describedby={hintId} className={`survey-checks${question.answers.length > 12 ? ' survey-checks--many' : ''}`}>
      {question.answers.map((a) => {
        const checked = chosen.includes(a.answer_id);
        return (
          <label key={a.answer_id} className="survey-check">
            <input type="checkbox" checked={checked} disabled={full && !checked} onChange={() => onChange(toggleMany(answered, a.answer_id))} />
            <span>{a.text}</span>
          </label>
        );
      })}
    </div>
  );
}

export function CommentField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field survey-comment">
      <label htmlFor={id}>{t('survey:question.comment')}</label>
      <textarea id={id} value={value} maxLength={COMMENT_MAX} rows={3} onChange={(e) => onChange(e.target.value)} aria-describedby={`${id}-hint`} />
      <div id={`${id}-hint`} className="field__hint survey-comment__hint">
        <span>{t('survey:question.commentHint', { min: MINIMUMS.comments })}</span>
        <span>{t('survey:question.commentCount', { used: value.length, max: COMMENT_MAX })}</span>
      </div>
    </div>
  );
}
