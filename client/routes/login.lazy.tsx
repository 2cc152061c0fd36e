import { createLazyRoute } from '@tanstack/react-router';
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

// The login area's screens, one chunk loaded with any of its routes (see login.tsx): they share
// most of their code (forms, password rules, masks).

export const signInScreen = createLazyRoute('/login/')({
  component: function SignInScreen() {
    const { ref, code } = signInScreen.useSearch();
    return <SignIn redirectTo={ref} code={code} />;
  },
});

export const signUpScreen = createLazyRoute('/login/new')({ component: SignUp });

export const signUpSuccessScreen = createLazyRoute('/login/new/success')({ component: SignUpSuccess });

export const confirmEmailScreen = createLazyRoute('/login/new/confirm/$token')({
  component: function ConfirmEmailScreen() {
    const { token } = confirmEmailScreen.useParams();
    // A new link is a new confirmation: remount rather than reuse the screen.
    return <ConfirmEmail key={token} token={token} />;
  },
});

export const confirmInviteScreen = createLazyRoute('/login/confirm-invite/$token')({
  component: function ConfirmInviteScreen() {
    const { token } = confirmInviteScreen.useParams();
    return <ConfirmInvite key={token} token={token} />;
  },
});

export const confirmAccountScreen = createLazyRoute('/login/confirm-account/$token')({
  component: function ConfirmAccountScreen() {
    const { token } = confirmAccountScreen.useParams();
    return <ConfirmAccount key={token} token={token} />;
  },
});

export const passwordScreen = createLazyRoute('/login/password')({
  component: function PasswordScreen() {
    const { code } = passwordScreen.useSearch();
    return <PasswordRequest key={code ?? ''} code={code} />;
  },
});

export const secretQuestionScreen = createLazyRoute('/login/secret-question')({ component: SecretQuestionReset });

export const passwordSentScreen = createLazyRoute('/login/password/sent')({ component: PasswordSent });

export const resetPasswordScreen = createLazyRoute('/login/reset-password/$token')({
  component: function ResetPasswordScreen() {
    const { token } = resetPasswordScreen.useParams();
    return <ResetPassword key={token} token={token} />;
  },
});

export const passwordSuccessScreen = createLazyRoute('/login/password/success')({ component: PasswordSuccess });

export const invitedScreen = createLazyRoute('/login/invited')({ component: Invited });
