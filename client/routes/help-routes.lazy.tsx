import { createLazyRoute } from '@tanstack/react-router';
import { anonymityRules } from '../features/help/anonymity-docs';
import { cultureMethod } from '../features/help/culture-docs';
import { HelpDocPage } from '../features/help/help-doc-page';
import { HelpPage } from '../features/help/help-page';

// The help screens, loaded with their route (see help-routes.tsx): /help/anonymity is the published
// anonymity rules (analytics/ANONYMITY*.md), /help/culture how culture is measured (domain/CULTURE*.md).
export const helpScreen = createLazyRoute('/app/help')({ component: HelpPage });
export const anonymityScreen = createLazyRoute('/app/help/anonymity')({ component: () => <HelpDocPage document={anonymityRules} /> });
export const cultureHelpScreen = createLazyRoute('/app/help/culture')({ component: () => <HelpDocPage document={cultureMethod} /> });
