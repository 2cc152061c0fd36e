import { createLazyRoute } from '@tanstack/react-router';
import { Dashboard } from '../features/dashboard/dashboard';

// The dashboard's screen, loaded with its route (see app-routes.tsx).
export const dashboardScreen = createLazyRoute('/app/dashboard')({ component: Dashboard });
