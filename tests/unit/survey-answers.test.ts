import { describe, expect, it } from 'vitest';
import { chooseOne, donePayload, isAnswered, toggleMany, withComment } from '../../client/features/survey/survey-answers.js';
import type { Question } from '../../client/features/survey/survey-storage.js';

// The answering rules of measurement §4 as the survey screens apply them.
const question = (type: Question['type'], extra: Partial<Question> = {}): Question => ({
  question_id: `${type}.1`,
  type,
  pillar: 'happiness',
  submetric: null,
  text: 'A question',
  answers: ['a1', 'a2', 'a3'].map((answer_id) => ({ answer_id, text: answer_id, classification: null })),
  min: type === 'stars' ? 1 : ['scale', 'nps'].includes(type) ? 0 : null,
  max: type === 'stars' ? 5 : ['scale', 'nps'].includes(type) ? 10 : null,
  scaleLabels: null,
  feedback: true,
  answered: null,
  ...extra,
});

describe('survey answers', () => {
  it('single choice replaces the answer, and choosing the same one again takes it back', () => {
    const q = question('select');
    const first = chooseOne(q, null, 'a1');
    expect(first.answer_id).toBe('a1');
    expect(chooseOne(q, first, 'a2').answer_id).toBe('a2');
    const undone = chooseOne(q, first, 'a1');
    expect(undone.answer_id).toBeNull();
    expect(isAnswered(q, undone)).toBe(false);
  });

  it('numbers toggle the same way and keep the comment', () => {
    const q = question('scale');
    const chosen = withComment(chooseOne(q, null, 7), 'why');
    expect(chosen).toMatchObject({ score: 7, feedback_answer: 'why' });
    expect(chooseOne(q, chosen, 7)).toEqual({ score: null, feedback_answer: 'why' });
  });

  it('multi-choice toggles membership and is null once empty', () => {
    const two = toggleMany(toggleMany(null, 'a1'), 'a3');
    expect(two.answer_id).toEqual(['a1', 'a3']);
    const one = toggleMany(two, 'a1');
    expect(one.answer_id).toEqual(['a3']);
    expect(toggleMany(one, 'a3').answer_id).toBeNull();
  });

  it('the done payload sends ids and answers only, null when unanswered, comments only where offered', () => {
    const questions = [question('stars'), question('select', { feedback: false }), question('multi-select'), question('nps')];
    const payload = donePayload(questions, {
      'stars.1': { score: 4, feedback_answer: '  good  ' },
      'select.1': { answer_id: 'a2', feedback_answer: 'not offered' },
      'multi-select.1': { answer_id: null, feedback_answer: 'no answer, no comment' },
    });
    expect(payload).toEqual([
      { question_id: 'stars.1', answered: { score: 4, feedback_answer: 'good' } },
      { question_id: 'select.1', answered: { answer_id: 'a2' } },
      { question_id: 'multi-select.1', answered: null },
      { question_id: 'nps.1', answered: null },
    ]);
  });

  it('a comment is cut at 2000 characters', () => {
    expect(withComment(null, 'x'.repeat(2100)).feedback_answer).toHaveLength(2000);
  });
});
