import type { TFunction } from 'i18next';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../lib/trpc';

export type UserItem = inferRouterOutputs<AppRouter>['users']['list']['users'][number];
export { ROLES, STATUS_FILTERS, type RoleFilter, type StatusFilter, type UsersSearch } from './users-search';
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
