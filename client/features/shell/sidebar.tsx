import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageList } from '../../components/language-list';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { Icon } from './icons';
import { LanguageMenu } from './language-menu';
import { hasOpinions, visibleMenu } from './menu';

interface Props {
  session: SessionInfo;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  onCloseMobile: () => void;
}

/**
 * Whether the person has unread opinions, read every minute and when the window regains focus. A
 * failure (the free plan's PLAN_REQUIRED among them) shows no dot and says nothing.
 */
export function useUnreadOpinions(session: SessionInfo): boolean {
  const trpc = useTRPC();
  const { data } = useQuery({
    ...trpc.tickets.unread.queryOptions(),
    enabled: hasOpinions(session),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
    staleTime: 0,
  });
  return (data?.unread ?? 0) > 0;
}

export function Sidebar({ session, collapsed, onToggleCollapsed, onCloseMobile }: Props) {
  const { t } = useTranslation();
  const menu = visibleMenu(session);
  const unreadOpinions = useUnreadOpinions(session);
  const dotOf = (entry: (typeof menu)[number]) => (entry.dot === 'unreadOpinions' && unreadOpinions ? t('shell:unreadOpinions') : null);

  return (
    <nav id="sidebar" className="sidebar" aria-label={t('shell:mainMenu')}>
      <div className="sidebar__top">
        <Link to="/dashboard" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">Clima</span>
        </Link>
        <button type="button" className="icon-button sidebar__close" onClick={onCloseMobile} aria-label={t('shell:closeMenu')}>
          <Icon name="close" />
        </button>
      </div>
      <div className="sidebar__tenant" title={session.tenantName}>
        {session.tenantName}
      </div>
      <ul className="sidebar__menu">
        {menu.map((entry) => {
          const dot = dotOf(entry);
          const label = t(`shell:menu.${entry.key}`);
          return (
            <li key={entry.key}>
              <Link
                to={entry.to}
                className="sidebar__link"
                activeProps={{ className: 'sidebar__link is-active', 'aria-current': 'page' }}
                activeOptions={{ exact: !entry.children }}
                data-tooltip={collapsed ? label : undefined}
                aria-label={collapsed ? (dot ? `${label} (${dot})` : label) : undefined}
              >
                <Icon name={entry.icon} />
                <span className="sidebar__label">{label}</span>
                {dot && <span className="sidebar__dot" role="img" aria-label={dot} />}
              </Link>
              {entry.children && entry.children.length > 0 && !collapsed && (
                <ul className="sidebar__submenu">
                  {entry.children.map((child) => (
                    <li key={child.key}>
                      <Link
                        to={child.to}
                        className="sidebar__sublink"
                        activeProps={{ className: 'sidebar__sublink is-active', 'aria-current': 'page' }}
                        activeOptions={{ exact: true }}
                      >
                        {t(`shell:menu.${child.key}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <div className="sidebar__footer">
        {/* Collapsed to icons, the list sits behind a button of its own so it stays reachable. */}
        {collapsed ? <LanguageMenu /> : <LanguageList signedIn />}
        <Link
          to="/users/profile"
          className="sidebar__link"
          data-tooltip={collapsed ? t('shell:profile') : undefined}
          aria-label={collapsed ? t('shell:profile') : undefined}
        >
          <Icon name="profile" />
          <span className="sidebar__label">
            {session.profile.firstname} {session.profile.lastname}
          </span>
        </Link>
        {/* Help is a screen of the product: the anonymity rules, and the external help centre. */}
        <Link
          to="/help"
          className="sidebar__link"
          activeProps={{ className: 'sidebar__link is-active', 'aria-current': 'page' }}
          data-tooltip={collapsed ? t('shell:help') : undefined}
          aria-label={collapsed ? t('shell:help') : undefined}
        >
          <Icon name="help" />
          <span className="sidebar__label">{t('shell:help')}</span>
        </Link>
        <Link
          to="/logout"
          search={{ redirectUrl: undefined }}
          className="sidebar__link"
          data-tooltip={collapsed ? t('shell:logout') : undefined}
          aria-label={collapsed ? t('shell:logout') : undefined}
        >
          <Icon name="logout" />
          <span className="sidebar__label">{t('shell:logout')}</span>
        </Link>
        <button
          type="button"
          className="sidebar__collapse icon-button"
          onClick={onToggleCollapsed}
          aria-label={collapsed ? t('shell:expandMenu') : t('shell:collapseMenu')}
          aria-pressed={collapsed}
        >
          <Icon name={collapsed ? 'expand' : 'collapse'} />
        </button>
      </div>
    </nav>
  );
}
