import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../lib/modals';
import { errorCodeOf, useTRPC } from '../../lib/trpc';
import { loadDefaultScope } from './scope';

// A report outside the viewer's reach answers NOT_FOUND, exactly like one that does not exist
// (DESIGN: access). The screen shows the unauthorised modal (measurement §2, §6) and goes back to
// a scope the leader may read.

function Text({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}

export type UnauthorisedKind = 'report' | 'benchmark';

export function showUnauthorised(kind: UnauthorisedKind): void {
  openModal({
    key: `unauthorised-${kind}`,
    title: <Text k="reports:unauthorised.title" />,
    body: (
      <p>
        <Text k={`reports:unauthorised.${kind}`} />
      </p>
    ),
  });
}

/**
 * On a NOT_FOUND `error`: the modal, then the viewer's default scope through `to` (e.g.
 * (scope) => `/reports/${scope}`), or the dashboard when that is where they already are.
 * Says whether the error was one.
 */
export function useUnauthorised(error: unknown, to: (scope: string) => string, kind: UnauthorisedKind = 'report'): boolean {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data: session } = useQuery(trpc.auth.session.queryOptions());
  const refused = errorCodeOf(error) === 'NOT_FOUND';
  // Read at the moment of leaving: `to` is usually an inline function, new on every render.
  const where = useRef({ to, pathname });
  where.current = { to, pathname };
  useEffect(() => {
    if (!refused || !session) return;
    let live = true;
    showUnauthorised(kind);
    void loadDefaultScope({ trpc, queryClient }, session)
      .catch(() => null)
      .then((scope) => {
        if (!live) return;
        const target = scope ? where.current.to(scope) : null;
        void navigate({ href: target && target !== where.current.pathname ? target : '/dashboard', replace: true });
      });
    return () => {
      live = false;
    };
  }, [refused, error, session, kind, navigate, queryClient, trpc]);
  return refused;
}
