import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { LinkProblem, LoadingCard } from './auth-card';
import { isBadLink, loginErrorText } from './login-errors';

/** What an invite or account link is for; asked once, never retried (a bad link stays bad). */
export function useAccountToken(token: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.auth.accountToken.queryOptions({ token }), retry: false, staleTime: Infinity });
}

export type AccountLinkInfo = NonNullable<ReturnType<typeof useAccountToken>['data']>;

const PATHS = { invite: '/login/confirm-invite/$token', account: '/login/confirm-account/$token' } as const;

/**
 * The invite and account-confirmation screens share their link handling: loading, a bad or used
 * link, and a link of the other kind sent to its own screen. `render` gets the link's details and
 * a way to report that the link failed on submit.
 */
export function AccountLink({
  token,
  kind,
  render,
}: {
  token: string;
  kind: 'invite' | 'account';
  render: (info: AccountLinkInfo, onLinkFailure: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const info = useAccountToken(token);
  const [linkFailure, setLinkFailure] = useState(false);
  if (info.isPending) return <LoadingCard />;
  if (linkFailure || (info.isError && isBadLink(info.error))) return <LinkProblem message={t('login:confirm.invalid')} />;
  if (info.isError) return <LinkProblem message={loginErrorText(t, info.error)} />;
  const actual = info.data.needsIdentity ? 'account' : 'invite';
  if (actual !== kind) return <Navigate to={PATHS[actual]} params={{ token }} replace />;
  return <>{render(info.data, () => setLinkFailure(true))}</>;
}
