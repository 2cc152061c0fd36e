import { loadNamespaces } from '../lib/i18n';

/**
 * The loader of a route's screens (a `*.lazy.tsx` module, a chunk of its own) together with the
 * namespaces of their texts, side by side: the route renders once both are in, so a screen never
 * shows a key. `namespaces` are those the module's code uses beyond BASE_NAMESPACES (lib/i18n.ts);
 * tests/unit/client-bundle-namespaces.test.ts fails when one is missing.
 */
export function lazyScreens<T>(load: () => Promise<T>, namespaces: readonly string[]): () => Promise<T> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([screens]) => screens);
}
