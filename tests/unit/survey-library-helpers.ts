import { QUESTIONS } from '../../seeds/survey-library/index.js';

// Shared by the survey library's tests (survey-library.test.ts, survey-library-languages.test.ts).

/** The questions that list their answers (select and multi-select). */
export const withAnswers = QUESTIONS.filter((q) => q.answers !== undefined);
