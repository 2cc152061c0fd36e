import { createRoute } from '@tanstack/react-router';
import { AuditLog } from '../features/audit/audit-log';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';
import { ADMIN } from './page';

const auditLogsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: '/audit-logs',
  beforeLoad: guard(ADMIN),
  component: AuditLog,
});

export const auditRoutes = [auditLogsRoute];
