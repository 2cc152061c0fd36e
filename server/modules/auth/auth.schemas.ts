import { z } from 'zod';
import { ZCount, ZInstant, ZLanguage, ZPasswordRules, ZPlan, ZRole, ZUuid } from '../../lib/schemas.js';

// Shapes of the sign-in and account-confirmation calls, with the legacy (v1) field names.
export { ZLanguage };
export const ZSizeBand = z.enum(['3-11', '12-200', '201-1000', '1000+']);
export const ZPosition = z.enum(['executive', 'hr-manager', 'manager', 'hr-consultant', 'employee', 'other']);

const name = z.string().trim().min(2, 'Must have at least 2 characters').max(100);
export const ZEmail = z.string().trim().toLowerCase().pipe(z.email('Invalid e-mail address').max(254));
// Area code plus 8 or 9 digits, masked or not.
export const ZPhone = z
  .string()
  .trim()
  .refine((v) => /^\d{10,11}$/.test(v.replace(/\D/g, '')), 'Invalid phone: area code plus 8 or 9 digits');
// Only the shape here: how long and of what a password must be is the rule set's (auth/password-rules.ts),
// checked by the service against the company's rules, so a short one is named by the broken rules as any other.
export const ZPassword = z.string().min(1, 'Required').max(200);
const token = z.string().trim().min(10, 'Invalid token').max(200);
export const ZSecretAnswer = z.string().trim().min(2, 'Must have at least 2 characters').max(200);
// DD/MM/YYYY as typed, or YYYY-MM-DD; always a real calendar date.
export const ZBirthDate = z
  .string()
  .trim()
  .transform((v) => (/^\d{2}\/\d{2}\/\d{4}$/.test(v) ? `${v.slice(6)}-${v.slice(3, 5)}-${v.slice(0, 2)}` : v))
  .refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() < Date.now();
  }, 'Invalid birth date!');

export const ZSignUpInput = z.object({
  companyName: name,
  companySize: ZSizeBand,
  firstName: name,
  lastName: name,
  role: ZPosition,
  phone: ZPhone,
  email: ZEmail,
  password: ZPassword,
  language: ZLanguage.optional(),
});
export type TSignUpInput = z.infer<typeof ZSignUpInput>;

export const ZLoginInput = z.object({
  email: z.string().trim().min(1, 'Required').max(254),
  password: z.string().min(1, 'Required').max(200),
  googleRecaptcha: z.string().optional(),
  token: z.string().optional(),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZTokenInput = z.object({ token });
export const ZOptionalTokenInput = z.object({ token: token.optional() });

export const ZPasswordRulesInput = z.object({
  token: z.string().trim().min(1).max(200),
  action: z.enum(['signup', 'invite', 'account', 'reset', 'change']).optional(),
});

const secretPair = {
  secretQuestion: z.string().trim().min(1).max(64).optional(),
  secretQuestionAnswer: ZSecretAnswer.optional(),
};
const requireBothOrNeither = (v: { secretQuestion?: string; secretQuestionAnswer?: string }) => Boolean(v.secretQuestion) === Boolean(v.secretQuestionAnswer);
const pairMessage = { message: 'Choose a question and answer it', path: ['secretQuestionAnswer'] };

export const ZConfirmInviteInput = z.object({ authToken: token, password: ZPassword, ...secretPair }).refine(requireBothOrNeither, pairMessage);
export type TConfirmInviteInput = z.infer<typeof ZConfirmInviteInput>;

export const ZConfirmAccountInput = z
  .object({
    token,
    code: z
      .string()
      .transform((v) => v.replace(/[.\-/\s]/g, '').trim())
      .pipe(z.string().min(1, 'Required').max(64)),
    birthDate: ZBirthDate,
    password: ZPassword,
    ...secretPair,
  })
  .refine(requireBothOrNeither, pairMessage);
export type TConfirmAccountInput = z.infer<typeof ZConfirmAccountInput>;

export const ZResetRequestInput = z.object({ email: ZEmail, ...secretPair }).refine(requireBothOrNeither, pairMessage);
export type TResetRequestInput = z.infer<typeof ZResetRequestInput>;

export const ZResetPasswordInput = z.object({ token, password: ZPassword });

export const ZSignLanguageInput = z.object({ language: ZLanguage });

// The current password is asked for: a secret question opens password recovery, so a borrowed
// session must not be able to plant one.
export const ZSetSecretQuestionInput = z.object({
  currentPassword: z.string().min(1, 'Required').max(200),
  secretQuestion: z.string().trim().min(1).max(64),
  secretQuestionAnswer: ZSecretAnswer,
});

// The shell tells the server the full prompt was shown (later sign-ins get the reminder) or the reminder dismissed for good.
export const ZSecretQuestionReminderInput = z.object({ step: z.enum(['shown', 'dismissed']) });

// Answers of the sign-in and account calls (people §3: the session's claims; §7).

export const ZSessionInfo = z.strictObject({
  userId: ZUuid,
  email: z.string().nullable(),
  role: ZRole,
  /** Abilities as pairs of action and subject (people §6). */
  rules: z.array(z.strictObject({ action: z.string(), subject: z.string() })),
  plan: ZPlan,
  language: ZLanguage,
  tenantName: z.string(),
  reportMinUsers: ZCount,
  profile: z.strictObject({ firstname: z.string(), lastname: z.string() }),
  earlyAccessTrial: z.boolean(),
  layoutRules: z.array(z.string()),
  trialEndsAt: ZInstant.nullable(),
  termsAccepted: z.boolean(),
  hasSecretQuestion: z.boolean(),
  /** What the shell shows a person without a secret question: the full prompt once, then a reminder, until dismissed. */
  secretQuestionPrompt: z.enum(['ask', 'remind', 'none']),
});

/** A session opened: the bearer token for v1 clients (the web client gets an HttpOnly cookie instead) and its claims. */
export const ZSignedInOutput = z.strictObject({ token: z.string().optional(), session: ZSessionInfo });
export const ZSignUpOutput = z.strictObject({ id: ZUuid, email: z.string() });
/** A one-time token for POST /auth/login-token. */
export const ZConfirmEmailOutput = z.strictObject({ loginToken: z.string() });
export const ZPasswordRulesOutput = z.strictObject({ rules: ZPasswordRules, specials: z.string() });
export const ZSecretQuestionsOutput = z.strictObject({ secretQuestions: z.array(z.strictObject({ id: z.string(), label: z.string() })) });
/** The id of the person's secret question, or null. */
export const ZPersonSecretOutput = z.strictObject({ personSecret: z.strictObject({ secretQuestion: z.string().nullable() }) });
/** `token` only when the secret question was answered: the reset token itself; otherwise a link was mailed (if the address is known). */
export const ZResetRequestOutput = z.strictObject({ sent: z.boolean(), token: z.string().optional() });
export const ZAccountTokenOutput = z.strictObject({
  kind: z.enum(['account', 'invite']),
  email: z.string().nullable(),
  firstName: z.string(),
  companyName: z.string(),
  /** Account confirmation asks for code and birth date. */
  needsIdentity: z.boolean(),
  passwordRules: ZPasswordRules,
});
export const ZSignLanguageOutput = z.strictObject({ language: ZLanguage });
