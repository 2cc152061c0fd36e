import { createRoute } from '@tanstack/react-router';
import { AnonymityPage } from '../features/help/anonymity-page';
import { HelpPage } from '../features/help/help-page';
import { guard } from '../lib/session';
import { appLayoutRoute } from './app-layout';

// Help is for everyone signed in: the rules matter most to the people who answer.
const helpRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/help', beforeLoad: guard(), component: HelpPage });
const anonymityRoute = createRoute({ getParentRoute: () => appLayoutRoute, path: '/help/anonymity', beforeLoad: guard(), component: AnonymityPage });

export const helpRoutes = [helpRoute, anonymityRoute];
