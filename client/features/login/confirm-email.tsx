import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/messages';
import { useTRPC } from '../../lib/trpc';
import { LinkProblem, LoadingCard } from './auth-card';
import { isBadLink, loginErrorText } from './login-errors';
import { useEnterApp } from './use-enter-app';

/** The sign-up confirmation link: confirms on arrival, then signs the person in with the one-time token. */
export function ConfirmEmail({ token }: { token: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const enter = useEnterApp();
  const confirm = useMutation(trpc.auth.confirmEmail.mutationOptions());
  const exchange = useMutation(trpc.auth.loginToken.mutationOptions());
  const [failure, setFailure] = useState<unknown>(null);
  // The link works once: never send it twice, not even when React mounts the screen twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const { loginToken } = await confirm.mutateAsync({ token });
        await exchange.mutateAsync({ token: loginToken });
        notify(t('login:confirmEmail.done'), 'success');
        await enter('/dashboard');
      } catch (error) {
        setFailure(error ?? new Error('failed'));
      }
    })();
    // Runs once per visit to the link; the token is fixed for this screen (keyed by it).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit, as said above
  }, []);

  if (failure) {
    return <LinkProblem message={isBadLink(failure) ? t('login:confirmEmail.invalid') : loginErrorText(t, failure)} />;
  }
  return <LoadingCard title={t('login:confirmEmail.working')} />;
}
