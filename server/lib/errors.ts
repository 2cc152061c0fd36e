import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/**
 * The only codes a 403 body may carry (people §8): the legacy client signs the person out on any
 * 403 and routes on this code (password-expired to its screen, x-deny to single sign-on, deny to
 * /login). So 403 is for refusing the person, never for an upgrade prompt (402) or a conflict.
 */
export const AUTH_CODES = ['deny', 'x-deny', 'password-expired'] as const;
export type AuthCode = (typeof AUTH_CODES)[number];

// One enum for every failure a caller may see. Each code maps once to a tRPC code, to the v1
// status and message of the spec's error catalogue, and (by the same name) to client text in
// locales/*/errors.json. 409 only for "already exists": the legacy client shows "User already
// exists, …" for every 409, so other conflicts answer 422 with their own code and message — except
// on custom-surveys calls, whose 409 the client shows with the server's message (CUSTOM_SURVEY_*).
export const APP_ERRORS = {
  BAD_INPUT: { trpc: 'BAD_REQUEST', status: 400, message: 'Fill all the fields correctly' },
  UNAUTHENTICATED: { trpc: 'UNAUTHORIZED', status: 401, message: 'Authentication required' },
  INVALID_CREDENTIALS: { trpc: 'UNAUTHORIZED', status: 401, message: 'Invalid e-mail, code or password' },
  UNCONFIRMED: {
    trpc: 'CONFLICT',
    status: 409,
    message: 'This e-mail is registered but not confirmed yet. We have sent a new confirmation link.',
  },
  ACCOUNT_INACTIVE: { trpc: 'FORBIDDEN', status: 403, message: 'deny', auth: 'deny' },
  PASSWORD_EXPIRED: { trpc: 'FORBIDDEN', status: 403, message: 'password-expired', auth: 'password-expired' },
  FORBIDDEN: { trpc: 'FORBIDDEN', status: 403, message: 'deny', auth: 'deny' },
  CSRF_REJECTED: { trpc: 'FORBIDDEN', status: 403, message: 'deny', auth: 'deny' },
  // 402, not 403: a 403 would sign the person out of the legacy client instead of offering the upgrade.
  PLAN_REQUIRED: { trpc: 'PAYMENT_REQUIRED', status: 402, message: 'This feature needs a paid plan' },
  NOT_FOUND: { trpc: 'NOT_FOUND', status: 404, message: 'Not found' },
  EMAIL_TAKEN: { trpc: 'CONFLICT', status: 409, message: 'User already exists, verify your email or notify account administrator.' },
  EMAIL_NOT_CORPORATE: { trpc: 'BAD_REQUEST', status: 400, message: 'Use your corporate e-mail address' },
  PASSWORD_WEAK: { trpc: 'BAD_REQUEST', status: 400, message: 'The password does not follow the password rules' },
  PASSWORD_WRONG: { trpc: 'BAD_REQUEST', status: 400, message: 'The current password is not correct' },
  TOKEN_INVALID: { trpc: 'BAD_REQUEST', status: 400, message: 'This link is invalid or has expired' },
  SECRET_ANSWER_WRONG: { trpc: 'BAD_REQUEST', status: 400, message: 'The e-mail, question or answer does not match' },
  IDENTITY_MISMATCH: { trpc: 'BAD_REQUEST', status: 400, message: 'The code or birth date does not match our records' },
  TOO_MANY_ATTEMPTS: { trpc: 'TOO_MANY_REQUESTS', status: 429, message: 'Too many attempts, please wait a few minutes and try again' },
  SUBMISSION_CONFLICT: { trpc: 'UNPROCESSABLE_CONTENT', status: 422, message: 'This submission id was already used with other answers' },
  LICENCES_EXCEEDED: { trpc: 'UNPROCESSABLE_CONTENT', status: 422, message: 'There are not enough licences for these users; add more licences' },
  USER_STATUS_CONFLICT: { trpc: 'UNPROCESSABLE_CONTENT', status: 422, message: "This action is not possible for the person's current status" },
  SELF_ACTION: { trpc: 'BAD_REQUEST', status: 400, message: 'You cannot do this to your own account' },
  // Already exists, yet 422: under 409 the legacy client would say "User already exists" about a group name.
  GROUP_NAME_TAKEN: { trpc: 'UNPROCESSABLE_CONTENT', status: 422, message: 'A group with this name already exists' },
  // 409 on custom-surveys calls only (`onlyUnder`, the v1 paths that may answer it): there the legacy
  // client shows the server's message (measurement §8).
  CUSTOM_SURVEY_STARTED: { trpc: 'CONFLICT', status: 409, message: 'This survey has started: duplicate it to change it', onlyUnder: '/custom-surveys' },
  CUSTOM_SURVEY_NOT_LAUNCHED: { trpc: 'CONFLICT', status: 409, message: 'Only a launched survey can be closed', onlyUnder: '/custom-surveys' },
  SURVEY_ALREADY_ANSWERED: { trpc: 'UNPROCESSABLE_CONTENT', status: 422, message: 'You have already answered this survey; the next one comes on the next delivery date' },
  SURVEY_CYCLE_OVER: { trpc: 'UNPROCESSABLE_CONTENT', status: 422, message: 'This survey has closed; a new one is waiting for you' },
  // Polls (measurement §8): the legacy client shows its own texts for 404/400 and for 410 on a poll's load and send.
  POLL_NOT_FOUND: { trpc: 'NOT_FOUND', status: 404, message: "This poll doesn't exist or it's been archived!" },
  POLL_ALREADY_ANSWERED: { trpc: 'PRECONDITION_FAILED', status: 410, message: 'You already answered this poll!' },
  // The account (people §8): the legacy client replaces a 400 of a payment call with the unexpected-error
  // text, so a refused card is 422 with the spec's card text, and an unreachable provider 503.
  CARD_DECLINED: { trpc: 'UNPROCESSABLE_CONTENT', status: 422, message: 'Please, check your card information.' },
  PAYMENT_UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', status: 503, message: 'An unexpected error has occurred, please try again later!' },
  LICENCES_BELOW_USERS: { trpc: 'UNPROCESSABLE_CONTENT', status: 422, message: 'Licences cannot be fewer than users' },
  POSTAL_CODE_NOT_FOUND: { trpc: 'NOT_FOUND', status: 404, message: 'Postal code not found' },
  SUBSCRIPTION_STATE: { trpc: 'UNPROCESSABLE_CONTENT', status: 422, message: "This is not possible for the subscription's current state" },
  METHOD_NOT_ALLOWED: { trpc: 'METHOD_NOT_SUPPORTED', status: 405, message: 'This call does not accept this HTTP method' },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', status: 500, message: 'An unexpected error has occurred, please try again later!' },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; status: number; message: string; auth?: AuthCode; onlyUnder?: string }>;

export type AppErrorCode = keyof typeof APP_ERRORS;
export const APP_ERROR_CODES = Object.keys(APP_ERRORS) as AppErrorCode[];

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly fieldErrors?: FieldErrors,
    // For codes whose v1 answer names a reason the client routes on (password-expired, deny).
    readonly detail?: string,
  ) {
    super(APP_ERRORS[code].message);
    this.name = 'AppError';
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

/**
 * The `code` of a v1 error body: a 403 names its auth code (the error's own when it is one, e.g.
 * x-deny, else the catalogue's); other errors their detail (unconfirmed, invited) or their code.
 */
export function v1CodeOf(error: AppError): string {
  const entry: { status: number; auth?: AuthCode } = APP_ERRORS[error.code];
  if (entry.status !== 403) return error.detail ?? error.code;
  return (AUTH_CODES as readonly string[]).includes(error.detail ?? '') ? error.detail! : (entry.auth ?? 'deny');
}
