import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionInfo } from '../../lib/session';
import { openModal } from '../../lib/modals';
import { BillingSlot } from './billing-slot';
import { Icon } from './icons';
import { usePlanGateOnActions } from './plan-gate-watch';
import { Sidebar, useUnreadOpinions } from './sidebar';
import { useSecretQuestionPrompt } from './secret-question-modal';
import { TermsModalBody, TermsModalActions } from './terms-modal';
import { Translated } from '../../components/translated';

const COLLAPSE_KEY = 'clima.sidebarCollapsed';
// Swipe gesture of people §9: 30 px across, 20 px vertical tolerance, opening from the left 21 %.
const SWIPE_X = 30;
const SWIPE_Y = 20;
const OPEN_ZONE = 0.21;

export function Shell({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSE_KEY) === '1');
  const [mobileOpen, setMobileOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const touch = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => setMobileOpen(false), [pathname]);
  useEffect(() => localStorage.setItem(COLLAPSE_KEY, collapsed ? '1' : '0'), [collapsed]);
  useEffect(() => {
    if (!session.termsAccepted) {
      openModal({
        key: 'terms',
        priority: true,
        blocking: true,
        title: <Translated k="shell:terms.title" />,
        body: <TermsModalBody />,
        actions: (close) => <TermsModalActions close={close} />,
      });
    }
  }, [session.termsAccepted]);
  useSecretQuestionPrompt(session);
  usePlanGateOnActions(session.role);
  // On a phone the sidebar is folded away: the menu button carries its unread dot.
  const unreadOpinions = useUnreadOpinions(session);

  const onTouchStart = (e: React.TouchEvent) => {
    const p = e.touches[0];
    if (p) touch.current = { x: p.clientX, y: p.clientY };
  };
  const onTouchEnd = (e: React.TouchEvent) => {
    const start = touch.current;
    const p = e.changedTouches[0];
    touch.current = null;
    if (!start || !p) return;
    const dx = p.clientX - start.x;
    if (Math.abs(p.clientY - start.y) > SWIPE_Y || Math.abs(dx) < SWIPE_X) return;
    if (dx > 0 && !mobileOpen && start.x <= window.innerWidth * OPEN_ZONE) setMobileOpen(true);
    if (dx < 0 && mobileOpen) setMobileOpen(false);
  };

  return (
    <div className={`shell${collapsed ? ' shell--collapsed' : ''}${mobileOpen ? ' shell--menu-open' : ''}`} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <a href="#main-content" className="skip-link">
        {t('shell:skipToContent')}
      </a>
      <header className="mobile-bar">
        <button
          type="button"
          className="icon-button"
          onClick={() => setMobileOpen(true)}
          aria-label={unreadOpinions ? `${t('shell:openMenu')} (${t('shell:unreadOpinions')})` : t('shell:openMenu')}
          aria-expanded={mobileOpen}
          aria-controls="sidebar"
        >
          <Icon name="menu" />
          {unreadOpinions && <span className="mobile-bar__dot" aria-hidden="true" />}
        </button>
        <Link to="/dashboard" className="brand">
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">Clima</span>
        </Link>
      </header>
      {mobileOpen && <div className="shell__scrim" onClick={() => setMobileOpen(false)} aria-hidden="true" />}
      <Sidebar session={session} collapsed={collapsed} onToggleCollapsed={() => setCollapsed((c) => !c)} onCloseMobile={() => setMobileOpen(false)} />
      <main className="shell__content" id="main-content" tabIndex={-1}>
        <BillingSlot session={session} />
        <Outlet />
      </main>
    </div>
  );
}
