import { createRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/placeholder/coming-soon';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';

// Screens inside the shell. Each declares the permission it needs (page.user-access by default);
// capabilities still being built show a placeholder that says so.
export function page<P extends string>(path: P, titleKey: string, permission?: string, layout?: string) {
  return createRoute({
    getParentRoute: () => appLayoutRoute,
    path,
    beforeLoad: guard(permission, layout),
    component: () => <ComingSoon titleKey={titleKey} />,
  });
}

export const ADMIN = 'page.admin-access';
export const ADMIN_MANAGER = 'page.admin-manager-access';
