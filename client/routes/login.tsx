import { createRoute, redirect } from '@tanstack/react-router';
import { loadSession, takeRedirect } from '../lib/session';
import { lazyScreens } from './lazy-screens';
import { loginLayoutRoute } from './login-layout';

// The login area (people §2): children of /login; screens live in features/login, each route's
// in login.lazy.tsx, loaded with the route.

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

const child = { getParentRoute: () => loginLayoutRoute };
const screens = lazyScreens(() => import('./login.lazy'), ['login']);

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
}).lazy(() => screens().then((m) => m.signInScreen));

const signUpRoute = createRoute({ ...child, path: 'new' }).lazy(() => screens().then((m) => m.signUpScreen));

const signUpSuccessRoute = createRoute({ ...child, path: 'new/success' }).lazy(() => screens().then((m) => m.signUpSuccessScreen));

const confirmEmailRoute = createRoute({ ...child, path: 'new/confirm/$token' }).lazy(() => screens().then((m) => m.confirmEmailScreen));

const confirmInviteRoute = createRoute({ ...child, path: 'confirm-invite/$token' }).lazy(() => screens().then((m) => m.confirmInviteScreen));

const confirmAccountRoute = createRoute({ ...child, path: 'confirm-account/$token' }).lazy(() => screens().then((m) => m.confirmAccountScreen));

const passwordRoute = createRoute({
  ...child,
  path: 'password',
  validateSearch: (search: Record<string, unknown>): { code?: string } => ({ code: text(search.code) }),
}).lazy(() => screens().then((m) => m.passwordScreen));

const secretQuestionRoute = createRoute({ ...child, path: 'secret-question' }).lazy(() => screens().then((m) => m.secretQuestionScreen));

const passwordSentRoute = createRoute({ ...child, path: 'password/sent' }).lazy(() => screens().then((m) => m.passwordSentScreen));

const resetPasswordRoute = createRoute({ ...child, path: 'reset-password/$token' }).lazy(() => screens().then((m) => m.resetPasswordScreen));

const passwordSuccessRoute = createRoute({ ...child, path: 'password/success' }).lazy(() => screens().then((m) => m.passwordSuccessScreen));

const invitedRoute = createRoute({ ...child, path: 'invited' }).lazy(() => screens().then((m) => m.invitedScreen));

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
