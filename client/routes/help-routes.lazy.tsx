import { createLazyRoute } from '@tanstack/react-router';
import { AnonymityPage } from '../features/help/anonymity-page';
import { HelpPage } from '../features/help/help-page';

// The help screens, loaded with their route (see help-routes.tsx).
export const helpScreen = createLazyRoute('/app/help')({ component: HelpPage });
export const anonymityScreen = createLazyRoute('/app/help/anonymity')({ component: AnonymityPage });
