import type { SessionInfo } from '../../lib/session';
import { can, hasPermission, isReadOnly, movedToNewApp } from '../../lib/session';

export type IconName = 'home' | 'engagement' | 'performance' | 'growth' | 'feedback' | 'surveys' | 'settings';

export interface MenuLeaf {
  key: string;
  to: string;
  visible: (s: SessionInfo) => boolean;
}

export interface MenuEntry extends MenuLeaf {
  icon: IconName;
  children?: MenuLeaf[];
  /** A dot beside the entry when there is something new (Feedback: unread opinions). */
  dot?: 'unreadOpinions';
}

const reports = (s: SessionInfo) => hasPermission(s, 'menu.reports');
const admin = (s: SessionInfo) => hasPermission(s, 'menu.admin');
const notReadOnly = (s: SessionInfo) => !isReadOnly(s);
// Performance and growth exist only as redirects to the newer application (people §1): shown
// when their layout rule is on and the application's address is configured, never as dead ends.
const inNewApp = (subject: 'performance' | 'growth') => (s: SessionInfo) => can(s, 'use', subject) && movedToNewApp(s, subject);

const settingsChildren: MenuLeaf[] = [
  { key: 'users', to: '/users', visible: (s) => hasPermission(s, 'page.users') },
  { key: 'groups', to: '/groups', visible: (s) => hasPermission(s, 'menu.groups') },
  { key: 'userAttributes', to: '/user-attributes', visible: admin },
  { key: 'integrations', to: '/integrations', visible: admin },
  { key: 'account', to: '/account', visible: admin },
  { key: 'auditLogs', to: '/audit-logs', visible: admin },
];

// The sidebar of people §2, each entry shown by role and ability.
export const MENU: MenuEntry[] = [
  { key: 'home', to: '/dashboard', icon: 'home', visible: () => true },
  {
    key: 'engagement',
    to: '/reports',
    icon: 'engagement',
    visible: reports,
    children: [
      { key: 'climate', to: '/reports', visible: reports },
      { key: 'culture', to: '/culture', visible: reports },
      { key: 'participation', to: '/participation', visible: reports },
      { key: 'comparison', to: '/reports/comparation', visible: reports },
      { key: 'benchmark', to: '/benchmark', visible: reports },
      { key: 'actionPlan', to: '/action-plan', visible: reports },
      { key: 'analytics', to: '/analytics', visible: reports },
    ],
  },
  { key: 'performance', to: '/performance', icon: 'performance', visible: inNewApp('performance') },
  { key: 'growth', to: '/growth', icon: 'growth', visible: inNewApp('growth') },
  { key: 'feedback', to: '/feedbacks', icon: 'feedback', visible: notReadOnly, dot: 'unreadOpinions' },
  { key: 'customSurveys', to: '/custom-surveys', icon: 'surveys', visible: (s) => notReadOnly(s) && hasPermission(s, 'page.admin-manager-access') },
  // Everyone answers polls on the paid plans; leaders see the entry on the free plan too, where the upgrade is offered.
  { key: 'customPolls', to: '/custom-poll', icon: 'surveys', visible: (s) => (notReadOnly(s) && hasPermission(s, 'page.admin-manager-access')) || hasOpinions(s) },
  {
    key: 'settings',
    to: '/settings',
    icon: 'settings',
    visible: (s) => (hasPermission(s, 'menu.manager') || hasPermission(s, 'menu.admin')) && settingsChildren.some((c) => c.visible(s)),
    children: settingsChildren,
  },
];

export function visibleMenu(session: SessionInfo): MenuEntry[] {
  return MENU.filter((e) => e.visible(session)).map((e) => ({ ...e, children: e.children?.filter((c) => c.visible(session)) }));
}

/** Settings lands on the first section the person may see. */
export function firstSettingsSection(session: SessionInfo): string {
  return settingsChildren.find((c) => c.visible(session))?.to ?? '/dashboard';
}

/** Opinions are on the paid plans only: on the free plan nobody asks for their unread count. */
export const hasOpinions = (s: SessionInfo) => s.plan === 'enterprise' || s.plan === 'trial';
