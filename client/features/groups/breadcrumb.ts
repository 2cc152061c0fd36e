// The group breadcrumb lives in session storage (people §9): the trail of the last group opened,
// shown at once when coming back to it and offered on the groups page, for this tab only.

export interface Crumb {
  id: string;
  name: string;
}

const KEY = 'clima.groups.breadcrumb';

export function saveBreadcrumb(trail: Crumb[]) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(trail.map(({ id, name }) => ({ id, name }))));
  } catch {
    // Storage full or disabled: the breadcrumb is a convenience, the page works without it.
  }
}

export function loadBreadcrumb(): Crumb[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((c: Partial<Crumb> | null): c is Crumb => typeof c?.id === 'string' && typeof c?.name === 'string') : [];
  } catch {
    return [];
  }
}

export function forgetGroup(id: string) {
  const trail = loadBreadcrumb();
  if (trail.some((c) => c.id === id)) sessionStorage.removeItem(KEY);
}
