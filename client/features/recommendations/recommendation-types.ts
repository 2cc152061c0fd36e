import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';

// A recommendation as recommendations.list and .get give it (measurement §3).
type Out = inferRouterOutputs<AppRouter>['recommendations'];
export type Recommendation = NonNullable<Out['list']>['recommendations'][number];

/**
 * Card titles stop at 30 characters (measurement §9): at the last whole word that fits (a word cut
 * in two is neither read nor heard as one), on whole characters, never half an emoji; a first word
 * longer than that is cut where the limit falls. The ellipsis is drawn by CSS.
 */
export function cutTitle(title: string, max = 30): { shown: string; cut: boolean } {
  const characters = [...title];
  if (characters.length <= max) return { shown: title, cut: false };
  // One character more than fits: a space there means the last word shown ends right at the limit.
  const head = characters.slice(0, max + 1).join('');
  const end = head.lastIndexOf(' ');
  return { shown: (end > 0 ? head.slice(0, end) : characters.slice(0, max).join('')).trimEnd(), cut: true };
}
