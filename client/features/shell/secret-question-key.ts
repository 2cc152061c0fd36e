/** The secret-question prompt's place in the modal queue. */
export const SECRET_QUESTION_MODAL = 'secret-question';
