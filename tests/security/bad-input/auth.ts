import { validSignUp, type BadInputDomain } from './shared.js';

export const authBadInput: BadInputDomain = {
  cases: {
    'POST /users': [
      { name: 'empty body', input: () => ({}), fields: ['companyName', 'companySize', 'firstName', 'lastName', 'role', 'phone', 'email', 'password'] },
      {
        name: 'wrong types',
        input: () => ({ ...validSignUp, companyName: 42, firstName: true, phone: 11987654321, password: ['Strong#Pass1'] }),
        fields: ['companyName', 'firstName', 'phone', 'password'],
      },
      { name: 'names too short', input: () => ({ ...validSignUp, companyName: 'A', firstName: ' B ', lastName: '' }), fields: ['companyName', 'firstName', 'lastName'] },
      { name: 'invalid e-mail', input: () => ({ ...validSignUp, email: 'paula.badinput.test' }), fields: ['email'] },
      { name: 'unknown size band and position', input: () => ({ ...validSignUp, companySize: '1-2', role: 'ceo' }), fields: ['companySize', 'role'] },
      { name: 'bad phone', input: () => ({ ...validSignUp, phone: '12345' }), fields: ['phone'] },
      { name: 'unknown language', input: () => ({ ...validSignUp, language: 'fr-FR' }), fields: ['language'] },
      { name: 'malformed JSON', input: () => '{"companyName": "Acme",', fields: ['_'] },
    ],
    'GET /users/confirm/:token': [{ name: 'token too short', input: () => ({ token: 'short' }), fields: ['token'] }],
    'POST /auth/login': [
      { name: 'empty body', input: () => ({}), fields: ['email', 'password'] },
      { name: 'wrong types', input: () => ({ email: 12, password: false }), fields: ['email', 'password'] },
      { name: 'blank fields', input: () => ({ email: '   ', password: '' }), fields: ['email', 'password'] },
    ],
    'POST /auth/login-token': [
      { name: 'missing token', input: () => ({}), fields: ['token'] },
      { name: 'token of wrong type', input: (fx) => ({ token: [fx.tokens.login] }), fields: ['token'] },
    ],
    'POST /auth/refresh-token': [
      { name: 'token too short', input: () => ({ token: 'abc' }), fields: ['token'] },
      { name: 'token of wrong type', input: () => ({ token: 12345678901 }), fields: ['token'] },
    ],
    'GET /auth/password-rules/:token': [{ name: 'unknown action', input: (fx) => ({ token: fx.tokens.invite, action: 'delete' }), fields: ['action'] }],
    'PUT /users/secret-question': [
      { name: 'empty body', input: () => ({}), fields: ['currentPassword', 'secretQuestion', 'secretQuestionAnswer'], signedIn: true },
      {
        name: 'answer too short',
        input: () => ({ currentPassword: 'Secret#123', secretQuestion: 'first-pet', secretQuestionAnswer: 'x' }),
        fields: ['secretQuestionAnswer'],
        signedIn: true,
      },
      {
        name: 'wrong types',
        input: () => ({ currentPassword: 7, secretQuestion: 1, secretQuestionAnswer: { a: 1 } }),
        fields: ['currentPassword', 'secretQuestion', 'secretQuestionAnswer'],
        signedIn: true,
      },
    ],
    'POST /reset-password': [
      { name: 'missing e-mail', input: () => ({}), fields: ['email'] },
      { name: 'invalid e-mail', input: () => ({ email: 'nobody@' }), fields: ['email'] },
      { name: 'question without answer', input: () => ({ email: 'someone@acme.test', secretQuestion: 'first-pet' }), fields: ['secretQuestionAnswer'] },
    ],
    'PUT /reset-password': [
      { name: 'password too long', input: (fx) => ({ token: fx.tokens.reset, password: 'Ab#1'.repeat(60) }), fields: ['password'] },
      { name: 'missing fields', input: () => ({}), fields: ['token', 'password'] },
    ],
    'GET /accounts/token': [{ name: 'missing token', input: () => ({}), fields: ['token'] }],
    'PUT /users/confirm': [
      { name: 'missing fields', input: () => ({}), fields: ['authToken', 'password'] },
      { name: 'password too long', input: (fx) => ({ authToken: fx.tokens.invite, password: 'Ab#1'.repeat(60) }), fields: ['password'] },
      {
        name: 'answer too short',
        input: (fx) => ({ authToken: fx.tokens.invite, password: 'Strong#Pass1', secretQuestion: 'first-pet', secretQuestionAnswer: 'x' }),
        fields: ['secretQuestionAnswer'],
      },
    ],
    'PUT /accounts': [
      {
        name: 'invalid birth date',
        input: (fx) => ({ token: fx.tokens.account, code: '123.456.789-00', birthDate: '31/02/1990', password: 'Strong#Pass1' }),
        fields: ['birthDate'],
      },
      {
        name: 'birth date in the future',
        input: (fx) => ({ token: fx.tokens.account, code: '12345678900', birthDate: '01/01/2990', password: 'Strong#Pass1' }),
        fields: ['birthDate'],
      },
      { name: 'missing fields', input: () => ({}), fields: ['token', 'code', 'birthDate', 'password'] },
      { name: 'code of dots only', input: (fx) => ({ token: fx.tokens.account, code: '..--', birthDate: '15/03/1990', password: 'Strong#Pass1' }), fields: ['code'] },
    ],
    'PUT /users/sign-language': [
      { name: 'unknown language', input: () => ({ language: 'fr-FR' }), fields: ['language'], signedIn: true },
      { name: 'missing language', input: () => ({}), fields: ['language'], signedIn: true },
    ],
  },
  procedures: {
    'auth.secretQuestionReminder': [
      { name: 'unknown step', input: () => ({ step: 'forget' }), fields: ['step'], signedIn: true },
      { name: 'missing step', input: () => ({}), fields: ['step'], signedIn: true },
    ],
  },
};
