import { router } from '../../trpc/init.js';
import { publicProcedure, tenantProcedure } from '../../trpc/procedures.js';
import { ZOk } from '../../lib/schemas.js';
import {
  ZAccountTokenOutput,
  ZConfirmAccountInput,
  ZConfirmEmailOutput,
  ZConfirmInviteInput,
  ZLoginInput,
  ZOptionalTokenInput,
  ZPasswordRulesInput,
  ZPasswordRulesOutput,
  ZPersonSecretOutput,
  ZResetPasswordInput,
  ZResetRequestInput,
  ZResetRequestOutput,
  ZSecretQuestionReminderInput,
  ZSecretQuestionsOutput,
  ZSetSecretQuestionInput,
  ZSignedInOutput,
  ZSignLanguageInput,
  ZSignLanguageOutput,
  ZSignUpInput,
  ZSignUpOutput,
  ZTokenInput,
} from './auth.schemas.js';
import { accountTokenInfo, confirmAccount, confirmEmail, confirmInvite } from './confirm.service.js';
import {
  passwordRules,
  personSecret,
  requestPasswordReset,
  resetPassword,
  secretQuestionReminder,
  secretQuestions,
  setSecretQuestion,
  signLanguage,
} from './recovery.service.js';
import { loadSessionInfo } from './session-info.js';
import { login, loginWithToken, logout, refreshSession } from './sign-in.service.js';
import { signUp } from './sign-up.service.js';

export const authRouter = router({
  signUp: publicProcedure
    .meta({ v1: { method: 'POST', path: '/users', status: 201, summary: 'Sign a company up; sends the e-mail confirmation link' } })
    .input(ZSignUpInput)
    .output(ZSignUpOutput)
    .mutation(({ ctx, input }) => signUp(ctx, input)),

  confirmEmail: publicProcedure
    .meta({ v1: { method: 'GET', path: '/users/confirm/:token', summary: 'Confirm the e-mail of a new company; returns a one-time sign-in token' } })
    .input(ZTokenInput)
    .output(ZConfirmEmailOutput)
    .mutation(({ ctx, input }) => confirmEmail(ctx, input.token)),

  login: publicProcedure
    .meta({ v1: { method: 'POST', path: '/auth/login', summary: 'Sign in by e-mail or code and password' } })
    .input(ZLoginInput)
    .output(ZSignedInOutput)
    .mutation(({ ctx, input }) => login(ctx, input)),

  loginToken: publicProcedure
    .meta({ v1: { method: 'POST', path: '/auth/login-token', summary: 'Exchange a one-time sign-in token for a session' } })
    .input(ZTokenInput)
    .output(ZSignedInOutput)
    .mutation(({ ctx, input }) => loginWithToken(ctx, input.token)),

  refreshToken: publicProcedure
    .meta({ v1: { method: 'POST', path: '/auth/refresh-token', summary: 'Replace a session token by one with current claims' } })
    .input(ZOptionalTokenInput)
    .output(ZSignedInOutput)
    .mutation(({ ctx, input }) => refreshSession(ctx, input.token)),

  logout: publicProcedure
    .meta({ v1: { method: 'POST', path: '/auth/logout', summary: 'End the current session' } })
    .output(ZOk)
    .mutation(({ ctx }) => logout(ctx)),

  // The web client's session, plus where the newer application lives for layout-rule redirects.
  session: tenantProcedure.query(async ({ ctx }) => {
    const info = await loadSessionInfo(ctx.tx, ctx.auth.companyId, ctx.auth.userId);
    return { ...info, layoutRules: [...new Set([...info.layoutRules, ...ctx.deps.newAppLayoutRules])], newAppUrl: ctx.deps.newAppUrl };
  }),

  passwordRules: publicProcedure
    .meta({ v1: { method: 'GET', path: '/auth/password-rules/:token', summary: "The password rules for a link's company ('default' for sign-up)" } })
    .input(ZPasswordRulesInput)
    .output(ZPasswordRulesOutput)
    .query(({ ctx, input }) => passwordRules(ctx, input.token)),

  secretQuestions: publicProcedure
    .meta({ v1: { method: 'GET', path: '/auth/secret-questions', summary: 'The secret questions, in the language asked for' } })
    .output(ZSecretQuestionsOutput)
    .query(({ ctx }) => secretQuestions(ctx)),

  personSecret: tenantProcedure
    .meta({ v1: { method: 'GET', path: '/auth/person-secret', summary: "The signed-in person's secret question, if any" } })
    .output(ZPersonSecretOutput)
    .query(({ ctx }) => personSecret(ctx.tx, ctx.auth.companyId, ctx.auth.userId)),

  setSecretQuestion: tenantProcedure
    .meta({ v1: { method: 'PUT', path: '/users/secret-question', summary: "Set the signed-in person's secret question and answer" } })
    .input(ZSetSecretQuestionInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => setSecretQuestion(ctx.tx, ctx.auth.companyId, ctx.auth.userId, input)),

  // The web shell's prompt only (no v1 call in the spec): the person is the session's, never the input's.
  secretQuestionReminder: tenantProcedure
    .input(ZSecretQuestionReminderInput)
    .mutation(({ ctx, input }) => secretQuestionReminder(ctx.tx, ctx.auth.companyId, ctx.auth.userId, input.step)),

  requestPasswordReset: publicProcedure
    .meta({ v1: { method: 'POST', path: '/reset-password', summary: 'Send a reset link, or answer the secret question for a reset token' } })
    .input(ZResetRequestInput)
    .output(ZResetRequestOutput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input)),

  resetPassword: publicProcedure
    .meta({ v1: { method: 'PUT', path: '/reset-password', summary: 'Choose a new password with a reset token' } })
    .input(ZResetPasswordInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),

  accountToken: publicProcedure
    .meta({ v1: { method: 'GET', path: '/accounts/token', summary: 'What an invite or account-confirmation link is for' } })
    .input(ZTokenInput)
    .output(ZAccountTokenOutput)
    .query(({ ctx, input }) => accountTokenInfo(ctx, input.token)),

  confirmInvite: publicProcedure
    .meta({ v1: { method: 'PUT', path: '/users/confirm', summary: 'An invited person sets a password; signs them in' } })
    .input(ZConfirmInviteInput)
    .output(ZSignedInOutput)
    .mutation(({ ctx, input }) => confirmInvite(ctx, input)),

  confirmAccount: publicProcedure
    .meta({ v1: { method: 'PUT', path: '/accounts', summary: 'Confirm an account by code and birth date; signs the person in' } })
    .input(ZConfirmAccountInput)
    .output(ZSignedInOutput)
    .mutation(({ ctx, input }) => confirmAccount(ctx, input)),

  signLanguage: tenantProcedure
    .meta({ v1: { method: 'PUT', path: '/users/sign-language', summary: "Set the signed-in person's language" } })
    .input(ZSignLanguageInput)
    .output(ZSignLanguageOutput)
    .mutation(({ ctx, input }) => signLanguage(ctx.tx, ctx.auth.companyId, ctx.auth.userId, input.language)),
});
