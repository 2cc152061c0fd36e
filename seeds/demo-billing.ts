import { randomUUID } from 'node:crypto';
import { addMonths, monthlyPricePerUser, periodCharge, PRICES } from '../domain/billing.js';
import type { Tx } from '../server/db/tenant.js';
import { DEMO_CARD } from '../server/dev/fake-payment-provider.js';
import { countLicensedUsers } from '../server/modules/users/users.queries.js';

// The demo's account: on the paid plan, annual, bought sixteen months ago and renewed four months
// ago, both paid by card, with licences for its people and room to grow. Its card is the one the
// local provider of development keeps saved (DEMO_CARD), so adding licences charges it there.
export async function seedDemoBilling(tx: Tx, o: { companyId: string; today: string }) {
  const users = await countLicensedUsers(tx, o.companyId);
  const licenses = Math.ceil((users * 1.1) / 10) * 10;
  const renewed = addMonths(o.today, -4);
  const bought = addMonths(renewed, -PRICES.monthsPerYear);
  const periodEnd = addMonths(renewed, PRICES.monthsPerYear);
  await tx
    .updateTable('subscriptions')
    .set({
      licenses,
      period: 'annuity',
      price_per_user_cents: monthlyPricePerUser('annuity'),
      discount_per_user_cents: PRICES.annualDiscountPerUserCents,
      period_start: renewed,
      period_end: periodEnd,
      first_paid_at: new Date(`${bought}T13:00:00Z`),
      payment_method: 'credit_card',
      instalments: 12,
      card: JSON.stringify({
        providerCardId: DEMO_CARD.id,
        bin: DEMO_CARD.bin,
        brand: DEMO_CARD.brand,
        displayNumber: DEMO_CARD.display_number,
        holderName: DEMO_CARD.holder_name,
        month: DEMO_CARD.month,
        year: DEMO_CARD.year,
      }),
      billing_name: 'Clima Demonstração Ltda.',
      document: '11222333000181',
      address: JSON.stringify({ zip: '01310100', address: 'Avenida Paulista', number: '1000', complement: '10º andar', state: 'SP', city: 'São Paulo' }),
    })
    .where('company_id', '=', o.companyId)
    .execute();
  const charge = (kind: 'purchase' | 'renewal', from: string, to: string) => ({
    company_id: o.companyId,
    id: randomUUID(),
    kind,
    period: 'annuity' as const,
    licenses,
    covers_from: from,
    covers_to: to,
    amount_cents: periodCharge('annuity', licenses),
    instalments: 12,
    method: 'credit_card' as const,
    status: 'paid' as const,
    due_on: from,
    attempts: 1,
    last_attempt_on: from,
    provider_id: `ch_demo_${kind}`,
    paid_at: new Date(`${from}T13:00:00Z`),
  });
  await tx
    .insertInto('charges')
    .values([charge('purchase', bought, renewed), charge('renewal', renewed, periodEnd)])
    .execute();
}
