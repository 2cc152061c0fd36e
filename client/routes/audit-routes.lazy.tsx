import { createLazyRoute } from '@tanstack/react-router';
import { AuditLog } from '../features/audit/audit-log';

// The audit log's screen, loaded with its route (see audit-routes.tsx).
export const auditLogsScreen = createLazyRoute('/app/audit-logs')({ component: AuditLog });
