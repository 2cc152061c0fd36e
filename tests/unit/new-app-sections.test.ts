import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../server/auth/abilities.js';
import { parseEnv } from '../../server/env.js';
import { visibleMenu } from '../../client/features/shell/menu.js';
import type { SessionInfo } from '../../client/lib/session.js';

// Performance and growth exist only as redirects to the newer application (people §1): the menu
// shows them only when their layout rule is on and the application's address is configured.

const sessionOf = (over: { layoutRules?: string[]; newAppUrl?: string | null; readOnly?: boolean } = {}) =>
  ({
    rules: rulesFor({ role: 'manager', isSuper: false, readOnly: over.readOnly ?? false }),
    layoutRules: over.layoutRules ?? [],
    newAppUrl: over.newAppUrl ?? null,
  }) as unknown as SessionInfo;

const keys = (s: SessionInfo) => visibleMenu(s).map((e) => e.key);

describe('performance and growth in the menu', () => {
  it('are hidden without a layout rule or without the newer application', () => {
    expect(keys(sessionOf())).not.toContain('performance');
    expect(keys(sessionOf({ layoutRules: ['performance', 'growth'] }))).not.toContain('performance');
    expect(keys(sessionOf({ newAppUrl: 'https://next.clima.test' }))).not.toContain('growth');
  });

  it('each shows once its own rule is on and the address is known', () => {
    const menu = keys(sessionOf({ layoutRules: ['performance'], newAppUrl: 'https://next.clima.test' }));
    expect(menu).toContain('performance');
    expect(menu).not.toContain('growth');
    expect(keys(sessionOf({ layoutRules: ['performance', 'growth'], newAppUrl: 'https://next.clima.test' }))).toEqual(expect.arrayContaining(['performance', 'growth']));
  });

  it('stay hidden for read-only people', () => {
    expect(keys(sessionOf({ layoutRules: ['performance', 'growth'], newAppUrl: 'https://next.clima.test', readOnly: true }))).not.toContain('performance');
  });
});

describe('NEW_APP_LAYOUT_RULES', () => {
  it('is a comma-separated list of rules, none by default', () => {
    expect(parseEnv({}).NEW_APP_LAYOUT_RULES).toEqual([]);
    expect(parseEnv({ NEW_APP_LAYOUT_RULES: 'performance,growth', NEW_APP_URL: 'https://next.clima.test' })).toMatchObject({
      NEW_APP_LAYOUT_RULES: ['performance', 'growth'],
      NEW_APP_URL: 'https://next.clima.test',
    });
    expect(() => parseEnv({ NEW_APP_LAYOUT_RULES: 'performance, growth' })).toThrow(/NEW_APP_LAYOUT_RULES/);
  });
});
