import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { POLL_SCALE } from '../../../domain/poll';
import { ChoiceGroup } from '../survey/choice-group';
import { POLL_TEXT_MAX } from './poll-answer-rules';
import { EMPTY_GIVEN, type PollGiven, type PollQuestion } from './poll-answer-storage';

const SCALE = Array.from({ length: POLL_SCALE.max - POLL_SCALE.min + 1 }, (_, i) => POLL_SCALE.min + i);

interface Props {
  question: PollQuestion;
  index: number;
  total: number;
  given: PollGiven | undefined;
  onChange: (given: PollGiven) => void;
}

/** One question of a poll, all of them on one page: its text, the input its type calls for, and its optional comment. */
export function PollQuestionCard({ question, index, total, given, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const current = given ?? EMPTY_GIVEN;
  const set = (patch: Partial<PollGiven>) => onChange({ ...current, ...patch });

  return (
    <li className="card poll-question" data-type={question.question_type} data-question-id={question.question_id}>
      <p className="poll-question__count">{t('pollAnswer:question.count', { n: index + 1, total })}</p>
      <h2 id={titleId} className="poll-question__text">
        {question.question_text}
      </h2>
      <p id={hintId} className="field__hint poll-question__hint">
        {t(`pollAnswer:question.hint.${question.question_type}`)}
      </p>
      {question.question_type === 'radio-string' && (
        <ChoiceGroup
          variant="list"
          labelledBy={titleId}
          describedBy={hintId}
          value={typeof current.answer === 'string' ? current.answer : null}
          onChoose={(v) => set({ answer: v === current.answer ? null : v })}
          options={question.options.map((o) => ({ value: o.id, label: o.text }))}
        />
      )}
      {question.question_type === 'slide-number' && (
        <Scale question={question} titleId={titleId} hintId={hintId} value={current.answer} onChoose={(answer) => set({ answer })} />
      )}
      {question.question_type === 'paragraph' && (
        <TextWithIdentity
          labelledBy={titleId}
          describedBy={hintId}
          text={typeof current.answer === 'string' ? current.answer : ''}
          anonymous={current.isAnonymous}
          onText={(answer) => set({ answer: answer === '' ? null : answer })}
          onAnonymous={(isAnonymous) => set({ isAnonymous })}
        />
      )}
      {question.comment !== null && (
        <div className="poll-question__comment">
          <p id={`${id}-comment`} className="poll-question__comment-prompt">
            {question.comment} <span className="muted">{t('pollAnswer:question.optional')}</span>
          </p>
          <TextWithIdentity
            labelledBy={`${id}-comment`}
            text={current.comment}
            anonymous={current.commentAnonymous}
            rows={3}
            onText={(comment) => set({ comment })}
            onAnonymous={(commentAnonymous) => set({ commentAnonymous })}
          />
        </div>
      )}
    </li>
  );
}

/** 0–10 with the poll's labels at the ends, and what is chosen said in words ("not answered yet" until then). */
function Scale({
  question,
  titleId,
  hintId,
  value,
  onChoose,
}: {
  question: PollQuestion;
  titleId: string;
  hintId: string;
  value: PollGiven['answer'];
  onChoose: (value: number | null) => void;
}) {
  const { t } = useTranslation();
  const chosen = typeof value === 'number' ? value : null;
  const labelsId = `${titleId}-labels`;
  return (
    <div className="survey-scale poll-scale">
      <ChoiceGroup
        variant="scale"
        labelledBy={titleId}
        describedBy={`${hintId} ${labelsId}`}
        value={chosen}
        onChoose={(v) => onChoose(v === chosen ? null : v)}
        options={SCALE.map((v) => ({ value: v, label: v }))}
      />
      <div id={labelsId} className="survey-scale__labels">
        <span>
          {POLL_SCALE.min} — {question.lower_label}
        </span>
        <span>
          {POLL_SCALE.max} — {question.upper_label}
        </span>
      </div>
      <p className={`poll-scale__state${chosen === null ? ' is-empty' : ''}`} aria-live="polite">
        {chosen === null ? t('pollAnswer:question.notAnswered') : t('pollAnswer:question.chosen', { value: chosen })}
      </p>
    </div>
  );
}

/** A text and the choice to send it anonymously (the default) or with the person's name; only that text is signed. */
function TextWithIdentity({
  labelledBy,
  describedBy,
  text,
  anonymous,
  rows = 5,
  onText,
  onAnonymous,
}: {
  labelledBy: string;
  describedBy?: string;
  text: string;
  anonymous: boolean;
  rows?: number;
  onText: (text: string) => void;
  onAnonymous: (anonymous: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field answer-text">
      <textarea
        aria-labelledby={labelledBy}
        aria-describedby={[describedBy, `${id}-count`].filter(Boolean).join(' ')}
        value={text}
        maxLength={POLL_TEXT_MAX}
        rows={rows}
        onChange={(e) => onText(e.target.value)}
      />
      <p id={`${id}-count`} className="field__hint answer-text__count">
        {t('pollAnswer:question.textCount', { used: text.length, max: POLL_TEXT_MAX })}
      </p>
      <fieldset className="poll-identity" aria-describedby={`${id}-explain`}>
        <legend className="sr-only">{t('pollAnswer:identity.legend')}</legend>
        <label className="poll-identity__option">
          <input type="radio" name={`${id}-identity`} checked={anonymous} onChange={() => onAnonymous(true)} />
          {t('pollAnswer:identity.anonymous')}
        </label>
        <label className="poll-identity__option">
          <input type="radio" name={`${id}-identity`} checked={!anonymous} onChange={() => onAnonymous(false)} />
          {t('pollAnswer:identity.named')}
        </label>
        <p id={`${id}-explain`} className="field__hint poll-identity__explain">
          {t(anonymous ? 'pollAnswer:identity.explainAnonymous' : 'pollAnswer:identity.explainNamed')}
        </p>
      </fieldset>
    </div>
  );
}
