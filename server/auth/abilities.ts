import type { Role } from '../db/types.js';

// Abilities are pairs of action and subject, as the session carries them (spec, people §6).
export interface Rule {
  action: string;
  subject: string;
}

const access = (subject: string): Rule => ({ action: 'access', subject });
const menu = (subject: string): Rule => ({ action: 'show', subject });
const use = (subject: string): Rule => ({ action: 'use', subject });

const BY_ROLE: Record<Role, Rule[]> = {
  admin: [
    access('page.admin-access'),
    access('page.admin-manager-access'),
    access('page.users'),
    menu('menu.reports'),
    menu('menu.manager'),
    menu('menu.groups'),
    menu('menu.admin'),
  ],
  manager: [access('page.admin-manager-access'), menu('menu.reports'), menu('menu.manager'), menu('menu.groups')],
  user: [],
};

export function rulesFor(user: { role: Role; isSuper: boolean; readOnly: boolean }): Rule[] {
  const rules = [access('page.user-access'), use('engagement'), ...BY_ROLE[user.role]];
  if (user.readOnly) rules.push({ action: 'read-only', subject: 'all' });
  else rules.push(use('performance'), use('growth'));
  if (user.isSuper) rules.push({ action: 'super', subject: 'user' });
  return rules;
}

export function can(rules: Rule[], action: string, subject: string): boolean {
  return rules.some((r) => r.action === action && r.subject === subject);
}
