import { useTranslation } from 'react-i18next';
import { POLL_LIMITS, POLL_QUESTION_TYPES, POLL_SCALE, questionValid, type PollQuestion } from '../../../domain/poll';
import { SelectField, TextField } from '../../components/form';
import { CheckField, ItemTools } from '../custom-surveys/fields';
import { fieldId, retype } from './wizard-model';

interface Props {
  question: PollQuestion;
  index: number;
  count: number;
  onChange: (change: (q: PollQuestion) => PollQuestion) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  errorFor: (path: string) => string | null;
}

/** One question: its type, text, options or scale labels, and the optional comment after it; valid or not as it is typed. */
export function QuestionEditor({ question: q, index, count, onChange, onMove, onRemove, errorFor }: Props) {
  const { t } = useTranslation();
  const n = index + 1;
  const path = `questions.${index}`;
  const valid = questionValid(q);
  const name = t('polls:questions.name', { n });
  const setOption = (i: number, text: string) => onChange((x) => ({ ...x, options: x.options.map((o, j) => (j === i ? text : o)) }));
  return (
    <article className={`pl-question${valid ? '' : ' pl-question--invalid'}`} aria-labelledby={`${fieldId(path)}-name`}>
      <header className="pl-question__header">
        <h3 id={`${fieldId(path)}-name`}>{name}</h3>
        <span className={`pl-validity pl-validity--${valid ? 'valid' : 'invalid'}`} role="status">
          {t(valid ? 'polls:questions.valid' : 'polls:questions.invalid')}
        </span>
        <ItemTools idBase={fieldId(path)} index={index} count={count} name={name} onMove={onMove} onRemove={onRemove} />
      </header>
      {errorFor(path) && (
        <p className="field__error" role="alert">
          {errorFor(path)}
        </p>
      )}
      <SelectField
        label={t('polls:questions.type')}
        value={q.question_type}
        options={POLL_QUESTION_TYPES.map((type) => ({ value: type, label: t(`polls:types.${type}`) }))}
        onChange={(e) => onChange((x) => retype(x, e.target.value as PollQuestion['question_type']))}
      />
      <TextField
        id={fieldId(`${path}.question_text`)}
        label={t('polls:questions.text')}
        value={q.question_text}
        maxLength={POLL_LIMITS.questionText}
        required
        error={errorFor(`${path}.question_text`)}
        onChange={(e) => onChange((x) => ({ ...x, question_text: e.target.value }))}
      />
      {q.question_type === 'radio-string' && (
        <fieldset className="pl-options">
          <legend>{t('polls:questions.options')}</legend>
          <p className="field__hint">{t('polls:questions.optionsHint')}</p>
          <ol>
            {q.options.map((option, i) => (
              <li key={i} className="pl-options__option">
                <TextField
                  id={fieldId(`${path}.options.${i}`)}
                  label={t('polls:questions.option', { n: i + 1 })}
                  value={option}
                  maxLength={POLL_LIMITS.option}
                  required
                  error={errorFor(`${path}.options.${i}`)}
                  onChange={(e) => setOption(i, e.target.value)}
                />
                <button
                  type="button"
                  className="icon-button"
                  disabled={q.options.length <= 2}
                  aria-label={t('polls:questions.removeOption', { n: i + 1, question: name })}
                  onClick={() => onChange((x) => ({ ...x, options: x.options.filter((_, j) => j !== i) }))}
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
          {q.options.length < POLL_LIMITS.options && (
            <button type="button" className="button" onClick={() => onChange((x) => ({ ...x, options: [...x.options, ''] }))}>
              {t('polls:questions.addOption')}
            </button>
          )}
        </fieldset>
      )}
      {q.question_type === 'slide-number' && (
        <div className="pl-labels">
          <TextField
            id={fieldId(`${path}.lower_label`)}
            label={t('polls:questions.lower', { value: POLL_SCALE.min })}
            value={q.lower_label}
            maxLength={POLL_LIMITS.label}
            required
            error={errorFor(`${path}.lower_label`)}
            onChange={(e) => onChange((x) => ({ ...x, lower_label: e.target.value }))}
          />
          <TextField
            id={fieldId(`${path}.upper_label`)}
            label={t('polls:questions.upper', { value: POLL_SCALE.max })}
            value={q.upper_label}
            maxLength={POLL_LIMITS.label}
            required
            error={errorFor(`${path}.upper_label`)}
            onChange={(e) => onChange((x) => ({ ...x, upper_label: e.target.value }))}
          />
        </div>
      )}
      <CheckField
        id={fieldId(`${path}.withComment`)}
        label={t('polls:questions.withComment')}
        checked={q.comment !== null}
        onChange={(on) => onChange((x) => ({ ...x, comment: on ? '' : null }))}
      />
      {q.comment !== null && (
        <TextField
          id={fieldId(`${path}.comment`)}
          label={t('polls:questions.comment')}
          hint={t('polls:questions.commentHint')}
          value={q.comment}
          maxLength={POLL_LIMITS.questionText}
          required
          error={errorFor(`${path}.comment`)}
          onChange={(e) => onChange((x) => ({ ...x, comment: e.target.value }))}
        />
      )}
    </article>
  );
}
