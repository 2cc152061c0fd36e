import { describe, expect, it } from 'vitest';
import { can, rulesFor, type Rule } from '../../server/auth/abilities.js';
import type { Role } from '../../server/db/types.js';

const key = (r: Rule) => `${r.action}:${r.subject}`;
const keys = (role: Role, extra: { isSuper?: boolean; readOnly?: boolean } = {}) =>
  rulesFor({ role, isSuper: extra.isSuper ?? false, readOnly: extra.readOnly ?? false })
    .map(key)
    .sort();

describe('abilities', () => {
  it('a user may reach the user pages and use the modules, nothing of managers or admins', () => {
    expect(keys('user')).toEqual(['access:page.user-access', 'use:engagement', 'use:growth', 'use:performance'].sort());
  });

  it('a manager adds the manager pages and menus, without admin or users pages', () => {
    expect(keys('manager')).toEqual(
      [
        'access:page.user-access',
        'access:page.admin-manager-access',
        'show:menu.reports',
        'show:menu.manager',
        'show:menu.groups',
        'use:engagement',
        'use:growth',
        'use:performance',
      ].sort(),
    );
  });

  it('an admin adds the admin pages, the users page and the admin menu', () => {
    const admin = keys('admin');
    for (const k of [
      'access:page.admin-access',
      'access:page.admin-manager-access',
      'access:page.users',
      'show:menu.admin',
      'show:menu.reports',
      'show:menu.manager',
      'show:menu.groups',
    ]) {
      expect(admin).toContain(k);
    }
    expect(admin).toHaveLength(new Set(admin).size);
  });

  it('read-only access hides performance and growth and says so', () => {
    for (const role of ['admin', 'manager', 'user'] as const) {
      const rules = keys(role, { readOnly: true });
      expect(rules, role).toContain('read-only:all');
      expect(rules, role).not.toContain('use:performance');
      expect(rules, role).not.toContain('use:growth');
      expect(rules, role).toContain('use:engagement');
      expect(keys(role), role).not.toContain('read-only:all');
    }
  });

  it('only a super user gets super on user', () => {
    expect(keys('admin', { isSuper: true })).toContain('super:user');
    expect(keys('user', { isSuper: true })).toContain('super:user');
    for (const role of ['admin', 'manager', 'user'] as const) expect(keys(role)).not.toContain('super:user');
  });

  it('can() matches action and subject together', () => {
    const rules = rulesFor({ role: 'manager', isSuper: false, readOnly: false });
    expect(can(rules, 'show', 'menu.groups')).toBe(true);
    expect(can(rules, 'access', 'menu.groups')).toBe(false);
    expect(can(rules, 'access', 'page.admin-access')).toBe(false);
    expect(can(rulesFor({ role: 'admin', isSuper: false, readOnly: false }), 'access', 'page.admin-access')).toBe(true);
  });
});
