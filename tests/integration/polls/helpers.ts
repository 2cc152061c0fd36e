import type { PollFields, PollQuestion } from '../../../domain/poll.js';
import { surveyCompany } from '../custom-surveys/helpers.js';

// Custom polls' tests share the custom surveys' company (an administrator, Mia managing Sales and its
// subgroup East, Otto managing Support, three people in each group) and a complete three-question poll.

export { surveyCompany as pollCompany };
export type PollCompany = Awaited<ReturnType<typeof surveyCompany>>;

/** One question of each type: a multiple choice (q1), a 0–10 scale with labels and a comment (q2), a paragraph (q3). */
export function threeQuestionList(): PollQuestion[] {
  return [
    {
      question_id: 'q1',
      question_type: 'radio-string',
      question_text: 'Which day suits the offsite?',
      options: ['Monday', 'Friday'],
      lower_label: '',
      upper_label: '',
      comment: null,
    },
    {
      question_id: 'q2',
      question_type: 'slide-number',
      question_text: 'How clear are our goals?',
      options: [],
      lower_label: 'Not at all',
      upper_label: 'Completely',
      comment: 'Why this score?',
    },
    { question_id: 'q3', question_type: 'paragraph', question_text: 'What should we change?', options: [], lower_label: '', upper_label: '', comment: null },
  ];
}

/** The three questions' poll (open access, sent by its owner); complete once `over` names groups (or company: true). */
export function threeQuestions(over: Partial<PollFields> = {}): PollFields {
  return {
    title: 'Offsite check',
    description: 'Three quick questions',
    sender: 'owner',
    access_level: 'open',
    company: false,
    groups: [],
    viewers: [],
    questions: threeQuestionList(),
    ...over,
  };
}

/** A poll of the three questions sent by Mia (Sales' manager) to Sales (with East), or by `who` with `over`. */
export async function sentPoll(t: PollCompany, over: Partial<PollFields> = {}, who: { company_id: string; id: string } = t.manager) {
  const { caller } = await t.as(who);
  return caller.polls.send(threeQuestions({ groups: [t.groups.sales.id], ...over }));
}
