import type { UserItem } from './user-state';

// The users page's address (read by its route, which loads before the page itself): apart from
// user-state.ts, whose texts belong to the page.

// The list's filters, as the server's ZListUsersInput takes them.
export type StatusFilter = 'unconfirmed' | 'confirmed' | 'deactivated' | 'inactive' | 'activated';
export type RoleFilter = UserItem['role'];

export const STATUS_FILTERS: StatusFilter[] = ['activated', 'inactive', 'unconfirmed', 'confirmed', 'deactivated'];
export const ROLES: RoleFilter[] = ['admin', 'manager', 'user'];

/** The users page's filters and page, kept in the address so a reload or Back keeps them. */
export interface UsersSearch {
  status?: StatusFilter;
  role?: RoleFilter;
  name?: string;
  /** A group id: people of that group and its subgroups. */
  group?: string;
  page?: number;
}

export function parseUsersSearch(search: Record<string, unknown>): UsersSearch {
  const out: UsersSearch = {};
  if (STATUS_FILTERS.includes(search.status as StatusFilter)) out.status = search.status as StatusFilter;
  if (ROLES.includes(search.role as RoleFilter)) out.role = search.role as RoleFilter;
  if (typeof search.name === 'string' && search.name.trim()) out.name = search.name.trim().slice(0, 100);
  if (typeof search.group === 'string' && /^[0-9a-f-]{36}$/i.test(search.group)) out.group = search.group.toLowerCase();
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}
