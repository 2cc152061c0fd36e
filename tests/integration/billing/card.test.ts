import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { testPayments } from '../../setup/payments.js';
import { testDeps } from '../../setup/test-context.js';
import { failureOf, sessionFor, v1 } from '../auth/helpers.js';
import { addDays, auditActions, billingCompany, CARDS, cardToken, chargeRows, paidCompany, realToday, subscriptionOf } from './helpers.js';

// The card (people §7 PUT /subscription/credit-card), the charges list, the postal-code look-up
// and where the browser tokenises the card.

/** A renewal that failed three days ago, as the lifecycle leaves it. */
async function lateRenewal(companyId: string) {
  const { db } = await testDeps();
  const due = addDays(realToday(), -3);
  await withTenant(db, companyId, async (tx) => {
    await tx
      .insertInto('charges')
      .values({
        company_id: companyId,
        id: crypto.randomUUID(),
        kind: 'renewal',
        period: 'annuity',
        licenses: 10,
        covers_from: due,
        covers_to: addDays(due, 365),
        amount_cents: 70_800,
        method: 'credit_card',
        due_on: due,
        status: 'failed',
        attempts: 1,
      })
      .execute();
    await tx.updateTable('subscriptions').set({ past_due_since: due }).where('company_id', '=', companyId).execute();
  });
}

describe('change of card', () => {
  it('the new card is kept (never the token); a late charge is tried on it at once and the account is back in order', async () => {
    const t = await paidCompany();
    await lateRenewal(t.company.id);
    expect((await (await t.as()).billing.account()).billing).toMatchObject({ status: 'past-due', owedCents: 70_800 + 1416 + 71 });

    const token = await cardToken(CARDS.pays2);
    const account = await (await t.as()).billing.changeCard(token);
    expect(account.paymentMethod).toMatchObject({ brand: 'mastercard', displayNumber: expect.stringMatching(/4444$/) });
    expect(account.billing).toMatchObject({ status: 'active', owedCents: 0, pastDueSince: null });
    const renewal = (await chargeRows(t.company.id)).find((c) => c.kind === 'renewal')!;
    // Paid with the late fee (2 %) and three days' interest (1 % a month): 14.16 + 0.71.
    expect(renewal).toMatchObject({ status: 'paid', fee_cents: 1416, interest_cents: 71 });
    const stored = JSON.stringify(await subscriptionOf(t.company.id));
    expect(stored).not.toContain(token.id);
    expect(await auditActions(t.company.id)).toEqual(['company.subscribe', 'company.change-card']);
  });

  it('a card refused for the late charge, or a token the provider never issued: the card on file stays; the free plan has no card to change', async () => {
    const t = await paidCompany();
    const before = (await subscriptionOf(t.company.id)).card;
    await lateRenewal(t.company.id);
    expect((await failureOf((await t.as()).billing.changeCard(await cardToken(CARDS.declined)))).code).toBe('CARD_DECLINED');
    expect((await chargeRows(t.company.id)).find((c) => c.kind === 'renewal')).toMatchObject({ status: 'failed', attempts: 2 });
    const res = await v1('PUT', '/subscription/credit-card', { token: await sessionFor(t.admin), body: { ...(await cardToken()), id: 'tok_never_issued' } });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 422, message: 'Please, check your card information.' });
    expect((await subscriptionOf(t.company.id)).card).toEqual(before);

    const free = await billingCompany('basic');
    expect((await failureOf((await free.as()).billing.changeCard(await cardToken()))).code).toBe('SUBSCRIPTION_STATE');
  });

  it('a trial keeps a card for its end: the next charge is then the purchase on the last day', async () => {
    const t = await billingCompany('trial', 5);
    const account = await (await t.as()).billing.changeCard(await cardToken());
    expect(account.billing).toMatchObject({ plan: 'trial', nextCharge: { amountCents: 11 * 890 } });
    expect(account.billing.nextCharge!.on).toBe(account.billing.trialEndsAt!.toString().slice(0, 10));
  });
});

describe('charges, postal codes and the tokenisation address', () => {
  it('lists the charges newest first', async () => {
    const t = await paidCompany();
    await (await t.as(t.admin, addDays(realToday(), 40))).billing.setLicences({ licenses: 11 });
    const { charges } = await (await t.as()).billing.charges();
    expect(charges.map((c) => [c.kind, c.status])).toEqual([
      ['licences', 'paid'],
      ['purchase', 'paid'],
    ]);
    expect(charges[1]).toMatchObject({ amountCents: 70_800, method: 'credit_card', boletoUrl: null, paidAt: expect.any(String) });
  });

  it('finds an address by postal code, or says it was not found', async () => {
    const caller = await (await billingCompany('trial')).as();
    expect(await caller.billing.postalCode({ zip: '01310-100' })).toMatchObject({ state: 'SP', city: 'São Paulo' });
    const missing = await failureOf(caller.billing.postalCode({ zip: '99999-999' }));
    expect(missing.code).toBe('POSTAL_CODE_NOT_FOUND');
    expect((await failureOf(caller.billing.postalCode({ zip: '123' }))).code).toBe('BAD_INPUT');
  });

  it("gives the browser the provider's tokenisation address and public key, nothing secret", async () => {
    const config = await (await (await billingCompany('trial')).as()).billing.paymentConfig();
    const { gateway } = await testPayments();
    expect(config).toEqual({ tokenUrl: gateway.browser.tokenUrl, publicKey: gateway.browser.publicKey });
    expect(config.publicKey).toMatch(/^pk_/);
  });
});
