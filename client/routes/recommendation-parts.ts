import { lazyScreens } from './lazy-screens';

// The recommendation cards of home and of a metric's detail: a chunk of their own with their
// texts, loaded when a card is about to show, so neither page's first visit carries them.
export const recommendationParts = lazyScreens(() => import('../features/recommendations/recommendation-parts'), ['recommendations', 'reports']);
