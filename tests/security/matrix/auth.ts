import { unique } from '../../../seeds/factories.js';
import { sessionFor, signUpInput, STRONG } from '../../integration/auth/helpers.js';
import { everyone, linkToken, signedIn, type MatrixDomain } from './shared.js';

export const authMatrix: MatrixDomain = {
  rows: {
    'auth.signUp': { who: everyone, input: () => signUpInput(`${unique('matrix')}@acme.test`) },
    'auth.confirmEmail': { who: everyone, input: async (fx) => ({ token: await linkToken(fx, 'confirm-email') }) },
    'auth.login': { who: everyone, input: () => ({ email: `${unique('nobody')}@acme.test`, password: 'Wrong#123' }) },
    'auth.loginToken': { who: everyone, input: () => ({ token: 'z'.repeat(43) }) },
    // Public, but proves a session by the token it is given (a bearer, or this body field).
    'auth.refreshToken': { who: everyone, input: async (fx) => ({ token: await sessionFor(fx.users.user) }) },
    'auth.logout': { who: everyone },
    'auth.session': { who: signedIn },
    'auth.passwordRules': { who: everyone, input: () => ({ token: 'default' }) },
    'auth.secretQuestions': { who: everyone },
    'auth.personSecret': { who: signedIn },
    'auth.secretQuestionReminder': { who: signedIn, input: () => ({ step: 'shown' }) },
    'auth.setSecretQuestion': { who: signedIn, input: () => ({ currentPassword: STRONG, secretQuestion: 'first-pet', secretQuestionAnswer: 'Rex' }) },
    'auth.requestPasswordReset': { who: everyone, input: () => ({ email: `${unique('nobody')}@acme.test` }) },
    'auth.resetPassword': { who: everyone, input: () => ({ token: 'z'.repeat(43), password: STRONG }) },
    'auth.accountToken': { who: everyone, input: async (fx) => ({ token: await linkToken(fx, 'invite') }) },
    'auth.confirmInvite': { who: everyone, input: () => ({ authToken: 'z'.repeat(43), password: STRONG }) },
    'auth.confirmAccount': { who: everyone, input: () => ({ token: 'z'.repeat(43), code: '123', birthDate: '01/01/1990', password: STRONG }) },
    'auth.signLanguage': { who: signedIn, input: () => ({ language: 'en-US' }) },
    'company.acceptTerms': { who: signedIn },
  },
};
