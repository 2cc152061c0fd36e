import type { TFunction } from 'i18next';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';

export type UserItem = inferRouterOutputs<AppRouter>['users']['list']['users'][number];
// The list's filters, as the server's ZListUsersInput takes them.
export type StatusFilter = 'unconfirmed' | 'confirmed' | 'deactivated' | 'inactive' | 'activated';
export type RoleFilter = UserItem['role'];

export const STATUS_FILTERS: StatusFilter[] = ['activated', 'inactive', 'unconfirmed', 'confirmed', 'deactivated'];
export const ROLES: RoleFilter[] = ['admin', 'manager', 'user'];
export const PAGE_SIZE = 25;

/** The status actions of people §4, as the server names them. */
export type StatusAction = 'disconfirm' | 'inactivate' | 'undoInactivate' | 'remove' | 'reactivate' | 'anonymize';

/** One word for where a person stands: anonymized, deleted, inactive, invited or active. */
export function stateOf(u: Pick<UserItem, 'anonymized' | 'status' | 'inactive'>): 'anonymized' | 'deactivated' | 'inactive' | 'unconfirmed' | 'activated' {
  if (u.anonymized) return 'anonymized';
  if (u.status === 'deactivated') return 'deactivated';
  if (u.inactive) return 'inactive';
  if (u.status === 'unconfirmed') return 'unconfirmed';
  return 'activated';
}

/** The actions a person's state allows; none on oneself, none after anonymization. */
export function actionsFor(u: UserItem, selfId: string): StatusAction[] {
  if (u.id === selfId || u.anonymized) return [];
  if (u.status === 'deactivated') return ['reactivate', 'anonymize'];
  const out: StatusAction[] = [];
  if (u.status === 'confirmed') out.push('disconfirm');
  out.push(u.inactive ? 'undoInactivate' : 'inactivate', 'remove', 'anonymize');
  return out;
}

export function nameOf(t: TFunction, u: Pick<UserItem, 'anonymized' | 'profile' | 'email' | 'code'>): string {
  if (u.anonymized) return t('users:table.anonymous');
  return `${u.profile.firstname} ${u.profile.lastname}`.trim() || u.email || u.code || '—';
}

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
