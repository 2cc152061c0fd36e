import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import type { NoticeKind } from '../../../server/db/types.js';
import { testDeps } from '../../setup/test-context.js';
import { failureOf, sessionFor, v1 } from '../auth/helpers.js';
import { billingCompany } from './helpers.js';

// Notices (people §7 GET /notices, DELETE /notices/{id}): the billing lifecycle's notices are the
// administrators'; everyone else gets an empty list, never a 403 (the legacy client would sign them
// out).

/** A notice of the company, as the lifecycle leaves one, `minutesAgo` minutes ago. */
async function notice(companyId: string, kind: NoticeKind, minutesAgo: number, dismissed = false) {
  const { db } = await testDeps();
  const id = randomUUID();
  await withTenant(db, companyId, (tx) =>
    tx
      .insertInto('notices')
      .values({
        company_id: companyId,
        id,
        kind,
        subject: id,
        params: JSON.stringify({ day: '2027-01-01', amountCents: 7080 }),
        created_at: new Date(Date.now() - minutesAgo * 60_000),
        dismissed_at: dismissed ? new Date() : null,
      })
      .execute(),
  );
  return id;
}

describe('notices', () => {
  it('an administrator sees the open ones newest first; a dismissed one is gone', async () => {
    const t = await billingCompany('enterprise');
    const old = await notice(t.company.id, 'renewal', 60);
    const recent = await notice(t.company.id, 'payment-failed', 5);
    await notice(t.company.id, 'trial-ending', 1, true);
    const caller = await t.as();

    const { notices } = await caller.billing.notices();
    expect(notices.map((n) => [n._id, n.kind])).toEqual([
      [recent, 'payment-failed'],
      [old, 'renewal'],
    ]);
    expect(notices[0]!.params).toEqual({ day: '2027-01-01', amountCents: 7080 });

    expect(await caller.billing.dismissNotice({ id: recent })).toEqual({ ok: true });
    expect((await caller.billing.notices()).notices.map((n) => n._id)).toEqual([old]);
    // Dismissed once: gone.
    expect((await failureOf(caller.billing.dismissNotice({ id: recent }))).code).toBe('NOT_FOUND');

    const token = await sessionFor(t.admin);
    expect((await v1('GET', '/notices', { token })).body.notices).toHaveLength(1);
    expect((await v1('DELETE', `/notices/${old}`, { token })).status).toBe(200);
    expect((await v1('GET', '/notices', { token })).body).toEqual({ notices: [] });
  });

  it("another company's notice, or one that never was, is not found and stays open", async () => {
    const t = await billingCompany('enterprise');
    const other = await billingCompany('enterprise');
    const theirs = await notice(other.company.id, 'suspended', 1);
    const caller = await t.as();
    expect((await failureOf(caller.billing.dismissNotice({ id: theirs }))).code).toBe('NOT_FOUND');
    expect((await failureOf(caller.billing.dismissNotice({ id: randomUUID() }))).code).toBe('NOT_FOUND');
    expect((await v1('DELETE', `/notices/${theirs}`, { token: await sessionFor(t.admin) })).status).toBe(404);
    expect((await (await other.as()).billing.notices()).notices.map((n) => n._id)).toEqual([theirs]);
  });

  it('a manager or a user gets an empty list (200, not 403), and cannot dismiss', async () => {
    const t = await billingCompany('enterprise');
    const id = await notice(t.company.id, 'payment-failed', 1);
    for (const who of [t.manager, t.user]) {
      expect(await (await t.as(who)).billing.notices()).toEqual({ notices: [] });
      const res = await v1('GET', '/notices', { token: await sessionFor(who) });
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { notices: [] } });
      expect((await failureOf((await t.as(who)).billing.dismissNotice({ id }))).code).toBe('FORBIDDEN');
    }
    expect((await (await t.as()).billing.notices()).notices).toHaveLength(1);
  });
});
