import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyticsEngine } from '../../../analytics/engine.js';
import { makeCompany, makeUser } from '../../../seeds/factories.js';
import { buildApp } from '../../../server/app.js';
import { createSession } from '../../../server/auth/sessions.js';
import { makeDeps } from '../../../server/boot.js';
import type { Database } from '../../../server/db/connect.js';
import { withTenant } from '../../../server/db/tenant.js';
import { testPayments } from '../../setup/payments.js';
import { APP_URL, isolatedDatabase, TEST_ENV } from '../../setup/test-context.js';
import { allTables } from '../../security/bad-input/database.js';
import { v1On } from '../auth/helpers.js';
import { CARDS, checkout } from './helpers.js';

// No card number, security code or one-time token is ever stored or logged (issue 17). A company
// buys by card, changes its card and has one refused, through the v1 paths a client uses; then
// every row of every table of a database of this file's own (so nothing else blurs the search),
// the mail outbox among them, and every line the server logged, are searched for them.

const CVV = '7391';

/** Whether `text` holds `needle` as a value of its own (not inside a longer run of letters and digits, as in a hash). */
const holds = (text: string, needle: string) => new RegExp(`(^|[^0-9A-Za-z])${needle}([^0-9A-Za-z]|$)`).test(text);

describe('the card never rests with us', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let analytics: AnalyticsEngine;
  const logged: string[] = [];

  beforeAll(async () => {
    ({ db, drop } = await isolatedDatabase('billing_secrets'));
    analytics = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB' });
    const { gateway } = await testPayments();
    const deps = makeDeps(db, { ...TEST_ENV, payments: gateway }, APP_URL, (line) => logged.push(line), analytics);
    app = await buildApp({ deps, logLevel: 'silent', serveClient: false, trustProxy: true });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await analytics?.close();
    await drop?.();
  });

  it('after a purchase, a change of card and a refused card: no number, CVV or token anywhere', async () => {
    const company = await makeCompany(db, { plan: 'trial' });
    const admin = await makeUser(db, company.id, { role: 'admin', password: null });
    const { token } = await withTenant(db, company.id, (tx) => createSession(tx, { companyId: company.id, userId: admin.id, kind: 'api' }));
    const payments = await testPayments();
    const first = await payments.tokenise({ number: CARDS.pays, cvv: CVV });
    const second = await payments.tokenise({ number: CARDS.pays2, cvv: CVV });
    const refused = await payments.tokenise({ number: CARDS.declined, cvv: CVV });

    const bought = await v1On(app, 'POST', '/subscription', { token, body: { ...(await checkout()), card: first } });
    expect(bought.status).toBe(201);
    expect((await v1On(app, 'PUT', '/subscription/credit-card', { token, body: second })).status).toBe(200);
    // A late renewal makes the refused card's change try it: refused, the second card stays.
    await withTenant(db, company.id, (tx) =>
      tx
        .insertInto('charges')
        .values({
          company_id: company.id,
          id: crypto.randomUUID(),
          kind: 'renewal',
          period: 'annuity',
          licenses: 10,
          covers_from: '2020-01-01',
          covers_to: '2021-01-01',
          amount_cents: 100,
          method: 'credit_card',
          due_on: '2020-01-01',
          status: 'failed',
          attempts: 1,
        })
        .execute(),
    );
    expect((await v1On(app, 'PUT', '/subscription/credit-card', { token, body: refused })).status).toBe(422);

    const secrets = {
      numbers: [CARDS.pays, CARDS.pays2, CARDS.declined].flatMap((n) => [n, n.replace(/(\d{4})(?=\d)/g, '$1 ')]),
      tokens: [first.id, second.id, refused.id],
    };
    const found: string[] = [];
    for (const table of await allTables(db)) {
      const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t`.execute(db);
      for (const { row } of rows) {
        for (const s of [...secrets.numbers, ...secrets.tokens]) if (row.includes(s)) found.push(`${table}: ${s}`);
        if (holds(row, CVV)) found.push(`${table}: the CVV`);
      }
    }
    for (const line of logged) {
      for (const s of [...secrets.numbers, ...secrets.tokens]) if (line.includes(s)) found.push(`log: ${s}`);
      if (holds(line, CVV)) found.push('log: the CVV');
    }
    expect(found).toEqual([]);

    // The search is real: what the screens show of the card is there, and the provider's card id.
    const { rows } = await sql<{ card: string }>`select card::text as card from subscriptions where company_id = ${company.id}`.execute(db);
    expect(rows[0]!.card).toContain('4444');
    expect(rows[0]!.card).toContain('card_');
    expect(holds(`(${CVV},x)`, CVV)).toBe(true);
  });
});
