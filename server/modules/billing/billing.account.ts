import type { z } from 'zod';
import {
  daysBetween,
  instalmentChoices,
  lateCharges,
  monthlyPricePerUser,
  partialPricePerUser,
  periodCharge,
  periodEnd,
  periodPricePerUser,
  PERIODS,
  PLAN_LIMITS,
  PRICES,
} from '../../../domain/billing.js';
import type { Tx } from '../../db/tenant.js';
import type { ChargesTable } from '../../db/types.js';
import type { Selectable } from 'kysely';
import { toDay } from '../survey/survey.cycles.js';
import { countLicensedUsers } from '../users/users.queries.js';
import { leavingTerms } from './billing.terms.js';
import type { BillingTxCtx } from './billing.ctx.js';
import { accountRow, chargesList, unpaidCharges, type AccountRow } from './billing.queries.js';
import type { TAccount, ZCharge, ZCharges, ZLicencesView, ZPlans, ZSimulation, ZSimulationInput } from './billing.schemas.js';

// The account's reads: where the company stands, what it bought, what buying more would cost.
// "Today" is the UTC day of deps.clock(), so tests can move it.

export const todayOf = (clock: () => Date) => toDay(clock());
const reais = (cents: number) => cents / 100;

type Status = TAccount['billing']['status'];

/** Where the account stands (contract: trial, free, then the paid plan's states by precedence). */
export function statusOf(row: Pick<AccountRow, 'plan' | 'suspended_at' | 'past_due_since' | 'cancel_at_period_end'>, today: string): Status {
  if (row.plan === 'trial') return 'trial';
  if (row.plan === 'basic') return 'free';
  if (row.suspended_at) return 'suspended';
  // A boleto is owed from its due day, not from the day it was issued.
  if (row.past_due_since && row.past_due_since <= today) return 'past-due';
  if (row.cancel_at_period_end) return 'canceling';
  return 'active';
}

/** The account as GET /company/account answers it. */
export async function accountView(tx: Tx, companyId: string, today: string): Promise<TAccount> {
  const row = await accountRow(tx, companyId);
  const used = await countLicensedUsers(tx, companyId);
  const unpaid = await unpaidCharges(tx, companyId);
  const leaving = await leavingTerms(tx, companyId, row, today);
  const status = statusOf(row, today);
  const owedCents = unpaid
    .filter((c) => c.due_on <= today)
    .reduce((sum, c) => {
      const late = lateCharges(c.amount_cents, daysBetween(c.due_on, today));
      return sum + c.amount_cents + late.feeCents + late.interestCents;
    }, 0);
  return {
    name: row.name,
    employeeRange: row.size_band,
    since: toDay(row.created_at),
    billing: {
      plan: row.plan,
      status,
      period: row.plan === 'enterprise' ? row.period : null,
      nextPeriod: row.next_period,
      licenses: row.licenses,
      pricePerUserCents: row.price_per_user_cents,
      discountPerUserCents: row.discount_per_user_cents,
      instalments: row.instalments,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      trialEndsAt: row.trial_ends_at,
      pastDueSince: row.past_due_since,
      suspendedAt: row.suspended_at,
      nextCharge: nextChargeOf(row, used, status),
      owedCents,
      withdrawUntil: leaving.withdrawUntil,
      refundUntil: leaving.refundUntil,
    },
    settings: { surveyIntervalDays: row.survey_interval_days, deliverySurveyDate: row.survey_delivery_date },
    // No module is sold apart: every company has the three.
    modules: { engagement: true, culture: true, customSurvey: true },
    paymentMethod: row.payment_method
      ? {
          type: row.payment_method,
          displayNumber: row.card?.displayNumber ?? null,
          holderName: row.card?.holderName ?? null,
          month: row.card?.month ?? null,
          year: row.card?.year ?? null,
          brand: row.card?.brand ?? null,
        }
      : null,
    billingName: row.billing_name,
    document: row.document,
    address: row.address,
  };
}

/** The renewal (or a trial's purchase with a card on file) and its amount; none when nothing will be charged. */
function nextChargeOf(row: AccountRow, used: number, status: Status): TAccount['billing']['nextCharge'] {
  if (status === 'trial') {
    if (!row.card || !row.trial_ends_at) return null;
    return { on: toDay(row.trial_ends_at), amountCents: periodCharge(row.period, Math.max(row.licenses, used)) };
  }
  if (status === 'free' || status === 'canceling' || !row.period_end) return null;
  const period = row.next_period ?? row.period;
  // A monthly plan follows the people: the renewal counts everyone who holds a licence then.
  const licenses = period === 'monthly' ? Math.max(row.licenses, used) : row.licenses;
  return { on: row.period_end, amountCents: periodCharge(period, licenses) };
}

export async function accountOf(ctx: BillingTxCtx): Promise<TAccount> {
  return accountView(ctx.tx, ctx.auth.companyId, todayOf(ctx.deps.clock));
}

export async function licencesView(ctx: BillingTxCtx): Promise<z.input<typeof ZLicencesView>> {
  const row = await accountRow(ctx.tx, ctx.auth.companyId);
  const used = await countLicensedUsers(ctx.tx, ctx.auth.companyId);
  return {
    availableLicenses: row.licenses,
    remainingLicenses: Math.max(0, row.licenses - used),
    activatedUsersCount: used,
    licensesPlan: {
      licenses: row.licenses,
      price: reais(row.price_per_user_cents),
      priceCents: row.price_per_user_cents,
      discountPerUser: reais(row.discount_per_user_cents),
      period: row.period,
      planType: row.plan,
    },
  };
}

export function plansList(): z.input<typeof ZPlans> {
  const price = (period: (typeof PERIODS)[number], free: boolean) => ({
    period,
    pricePerUser: free ? 0 : reais(monthlyPricePerUser(period)),
    pricePerUserCents: free ? 0 : monthlyPricePerUser(period),
    periodPricePerUserCents: free ? 0 : periodPricePerUser(period),
  });
  return {
    plans: [
      { id: 'basic', prices: PERIODS.map((p) => price(p, true)), minUsers: PLAN_LIMITS.freeMinUsers, maxUsers: PLAN_LIMITS.freeMaxUsers },
      { id: 'enterprise', prices: PERIODS.map((p) => price(p, false)), minUsers: PLAN_LIMITS.freeMinUsers, maxUsers: PLAN_LIMITS.contactSalesAbove },
    ],
    contactSalesAbove: PLAN_LIMITS.contactSalesAbove,
    maxInstalments: PRICES.maxInstalments,
  };
}

/**
 * What buying costs: on the paid plan, licences added today for the rest of the period under way
 * (and the period after at the new number); otherwise a purchase of a whole period from today.
 */
export async function simulate(ctx: BillingTxCtx, input: z.infer<typeof ZSimulationInput>): Promise<z.input<typeof ZSimulation>> {
  const today = todayOf(ctx.deps.clock);
  const row = await accountRow(ctx.tx, ctx.auth.companyId);
  const used = await countLicensedUsers(ctx.tx, ctx.auth.companyId);
  const paying = row.plan === 'enterprise' && row.period_start && row.period_end;
  const period = input.period ?? (paying ? (row.next_period ?? row.period) : row.period);
  const licenses = input.licenses ?? (paying ? row.licenses : Math.max(row.licenses, used, PLAN_LIMITS.freeMinUsers));
  const partialCents = paying ? partialPricePerUser(row.period, row.period_start!, row.period_end!, today) : periodPricePerUser(period);
  const todayCents = paying ? partialCents * Math.max(0, licenses - row.licenses) : periodCharge(period, licenses);
  return {
    period,
    partialPricePerUser: reais(partialCents),
    partialPricePerUserCents: partialCents,
    pricePerUser: reais(monthlyPricePerUser(period)),
    pricePerUserCents: monthlyPricePerUser(period),
    nextCharge: paying ? row.period_end! : periodEnd(today, period),
    licenses,
    todayCents,
    periodCents: periodCharge(period, licenses),
    instalments: instalmentChoices(period),
  };
}

export function chargeOut(c: Selectable<ChargesTable>): z.input<typeof ZCharge> {
  return {
    _id: c.id,
    kind: c.kind,
    status: c.status,
    period: c.period,
    licenses: c.licenses,
    coversFrom: c.covers_from,
    coversTo: c.covers_to,
    amountCents: c.amount_cents,
    feeCents: c.fee_cents,
    interestCents: c.interest_cents,
    instalments: c.instalments,
    method: c.method,
    dueOn: c.due_on,
    boletoUrl: c.boleto_url,
    paidAt: c.paid_at,
  };
}

export async function chargesOf(ctx: BillingTxCtx): Promise<z.input<typeof ZCharges>> {
  return { charges: (await chargesList(ctx.tx, ctx.auth.companyId)).map(chargeOut) };
}
