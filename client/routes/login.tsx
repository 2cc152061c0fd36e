import { createRoute, redirect } from '@tanstack/react-router';
import { ConfirmAccount } from '../features/login/confirm-account';
import { ConfirmEmail } from '../features/login/confirm-email';
import { ConfirmInvite } from '../features/login/confirm-invite';
import { Invited } from '../features/login/invited';
import { PasswordRequest } from '../features/login/password-request';
import { PasswordSent } from '../features/login/password-sent';
import { PasswordSuccess } from '../features/login/password-success';
import { ResetPassword } from '../features/login/reset-password';
import { SecretQuestionReset } from '../features/login/secret-question-reset';
import { SignIn } from '../features/login/sign-in';
import { SignUp } from '../features/login/sign-up';
import { SignUpSuccess } from '../features/login/sign-up-success';
import { loadSession, takeRedirect } from '../lib/session';
import { loginLayoutRoute } from './login-layout';

// The login area (people §2): children of /login; screens live in features/login.

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const child = { getParentRoute: () => loginLayoutRoute };

const signInRoute = createRoute({
  ...child,
  path: '/',
  validateSearch: (search: Record<string, unknown>): { ref?: string; code?: string } => ({ ref: text(search.ref), code: text(search.code) }),
  // Someone already signed in goes straight on to ?ref= or the dashboard.
  beforeLoad: async ({ context, search, preload }) => {
    if (preload) return;
    const session = await loadSession(context).catch(() => null);
    if (session) throw redirect({ href: takeRedirect(search.ref), replace: true });
  },
  component: function SignInScreen() {
    const { ref, code } = signInRoute.useSearch();
    return <SignIn redirectTo={ref} code={code} />;
  },
});

const signUpRoute = createRoute({ ...child, path: 'new', component: SignUp });

const signUpSuccessRoute = createRoute({ ...child, path: 'new/success', component: SignUpSuccess });

const confirmEmailRoute = createRoute({
  ...child,
  path: 'new/confirm/$token',
  component: function ConfirmEmailScreen() {
    const { token } = confirmEmailRoute.useParams();
    // A new link is a new confirmation: remount rather than reuse the screen.
    return <ConfirmEmail key={token} token={token} />;
  },
});

const confirmInviteRoute = createRoute({
  ...child,
  path: 'confirm-invite/$token',
  component: function ConfirmInviteScreen() {
    const { token } = confirmInviteRoute.useParams();
    return <ConfirmInvite key={token} token={token} />;
  },
});

const confirmAccountRoute = createRoute({
  ...child,
  path: 'confirm-account/$token',
  component: function ConfirmAccountScreen() {
    const { token } = confirmAccountRoute.useParams();
    return <ConfirmAccount key={token} token={token} />;
  },
});

const passwordRoute = createRoute({
  ...child,
  path: 'password',
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({ code: text(search.code) }),
  component: function PasswordScreen() {
    const { code } = passwordRoute.useSearch();
    return <PasswordRequest key={code ?? ''} code={code} />;
  },
});

const secretQuestionRoute = createRoute({ ...child, path: 'secret-question', component: SecretQuestionReset });

const passwordSentRoute = createRoute({ ...child, path: 'password/sent', component: PasswordSent });

const resetPasswordRoute = createRoute({
  ...child,
  path: 'reset-password/$token',
  component: function ResetPasswordScreen() {
    const { token } = resetPasswordRoute.useParams();
    return <ResetPassword key={token} token={token} />;
  },
});

const passwordSuccessRoute = createRoute({ ...child, path: 'password/success', component: PasswordSuccess });

const invitedRoute = createRoute({ ...child, path: 'invited', component: Invited });

export const loginRoutes = [
  signInRoute,
  signUpRoute,
  signUpSuccessRoute,
  confirmEmailRoute,
  confirmInviteRoute,
  confirmAccountRoute,
  passwordRoute,
  secretQuestionRoute,
  passwordSentRoute,
  resetPasswordRoute,
  passwordSuccessRoute,
  invitedRoute,
];
