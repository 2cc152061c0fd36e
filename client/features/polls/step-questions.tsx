import { useTranslation } from 'react-i18next';
import { POLL_LIMITS, POLL_QUESTION_TYPES, type PollQuestion } from '../../../domain/poll';
import { QuestionEditor } from './question-editor';
import { fieldId, newQuestion, useWizard } from './wizard-model';

/** Step 3: the questions, added by type, reordered and removed. */
export function StepQuestions() {
  const { t } = useTranslation();
  const { poll, update, errorFor } = useWizard();
  const count = poll.questions.length;
  const change = (index: number) => (edit: (q: PollQuestion) => PollQuestion) =>
    update((p) => ({ ...p, questions: p.questions.map((q, i) => (i === index ? edit(q) : q)) }), `questions.${index}`, `questions.${index}.*`);
  const move = (from: number, to: number) =>
    update((p) => {
      const questions = [...p.questions];
      const [moved] = questions.splice(from, 1);
      questions.splice(to, 0, moved!);
      return { ...p, questions };
    }, 'questions.*');
  const add = (type: PollQuestion['question_type']) => {
    update((p) => ({ ...p, questions: [...p.questions, newQuestion(type)] }), 'questions');
    // The new question's text is where the person goes on typing.
    requestAnimationFrame(() => document.getElementById(fieldId(`questions.${count}.question_text`))?.focus());
  };
  return (
    <section className="pl-step" aria-labelledby="pl-step-title">
      <h2 id="pl-step-title">{t('polls:steps.3')}</h2>
      <p className="field__hint">{t('polls:questions.hint')}</p>
      {errorFor('questions') && (
        <p className="field__error" role="alert">
          {errorFor('questions')}
        </p>
      )}
      {count === 0 ? (
        <p className="muted" id={fieldId('questions')} tabIndex={-1}>
          {t('polls:questions.none')}
        </p>
      ) : (
        <ol className="pl-questions" aria-label={t('polls:steps.3')} id={fieldId('questions')} tabIndex={-1}>
          {poll.questions.map((q, i) => (
            <li key={q.question_id}>
              <QuestionEditor
                question={q}
                index={i}
                count={count}
                onChange={change(i)}
                onMove={(to) => move(i, to)}
                onRemove={() => update((p) => ({ ...p, questions: p.questions.filter((_, j) => j !== i) }), 'questions', 'questions.*')}
                errorFor={errorFor}
              />
            </li>
          ))}
        </ol>
      )}
      {count < POLL_LIMITS.questions && (
        <div className="pl-add" role="group" aria-label={t('polls:questions.add')}>
          {POLL_QUESTION_TYPES.map((type) => (
            <button key={type} type="button" className="button" onClick={() => add(type)}>
              {t('polls:questions.addType', { type: t(`polls:types.${type}`) })}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
