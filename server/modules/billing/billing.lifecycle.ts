import { sql } from 'kysely';
import { daysBetween, dueDay, formatMoney, periodCharge, periodEnd, TERMS } from '../../../domain/billing.js';
import { withSystem, withTenant, type Tx } from '../../db/tenant.js';
import type { Language } from '../../db/types.js';
import type { MailTemplate } from '../../mail/templates.js';
import type { AppDeps } from '../../trpc/context.js';
import { toDay } from '../survey/survey.cycles.js';
import { countLicensedUsers } from '../users/users.queries.js';
import { attemptCharge, insertCharge, recordPaid, resumeCharge, suspends, type Outcome } from './billing.charging.js';
import { onPaid, paidPeriod } from './billing.effects.js';
import { payBack } from './billing.paying.js';
import {
  billingRecipients,
  chargesToFollow,
  claimRefundsOwed,
  companiesDue,
  insertNotice,
  lockAccount,
  markChargeFailed,
  markPastDue,
  TRIAL_NOTICE_DAYS,
  trialPurchase,
} from './billing.lifecycle.queries.js';
import { dropUnpaidCharges, endPaidPeriod, setPlan, updateSubscription } from './billing.queries.js';

// The billing day (people §1, the terms): once a day, per company, trials end, renewals are noticed
// and charged, refused payments are tried again with their late fee and interest, and a company too
// long late loses its paid features until it pays. Every step reads the state and acts on it, so a
// pass run twice on one day (two servers, a retry after a crash) does nothing twice: a notice is
// unique per subject, a renewal is made in the transaction that advances the period, and a charge
// is tried at most once a day. Each company runs in its own transactions: one failing stops no other.

export interface BillingDayResult {
  companies: number;
  /** What went wrong, per company (the rest of its steps and the other companies went on). */
  failures: { companyId: string; step: string; error: string }[];
}

const STEPS = [
  ['trial', endTrial],
  ['renewal notice', noticeRenewal],
  ['cancel at period end', cancelAtPeriodEnd],
  ['renewal', renew],
  ['retries', followCharges],
  ['suspension', suspendLate],
  ['refunds', followRefunds],
] as const;

/** The day's pass over every company with something due on `today`, or only over `only`'s (tests). */
export async function runBillingDay(deps: AppDeps, today: string, only?: readonly string[]): Promise<BillingDayResult> {
  const due = await withSystem(deps.db, (tx) => companiesDue(tx, today, only));
  const failures: BillingDayResult['failures'] = [];
  for (const companyId of due) {
    for (const [step, run] of STEPS) {
      try {
        await run(deps, companyId, today);
      } catch (error) {
        failures.push({ companyId, step, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return { companies: due.length, failures };
}

const formatDay = (day: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Mails the company's administrators, each in their language, when the transaction commits (the outbox). */
async function mailAdmins(deps: AppDeps, tx: Tx, companyId: string, template: MailTemplate, vars: (language: Language) => Record<string, string>) {
  const company = await tx.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  for (const admin of await billingRecipients(tx)) {
    await deps.mailer.enqueue(tx, {
      companyId,
      to: admin.email,
      template,
      language: admin.language,
      vars: { name: admin.first_name, company: company.name, link: `${deps.appUrl}/account`, ...vars(admin.language) },
    });
  }
}

/** A trial ends into the paid plan when a card is on file and pays, otherwise into the free plan. */
async function endTrial(deps: AppDeps, companyId: string, today: string): Promise<void> {
  const next = await withTenant(deps.db, companyId, async (tx) => {
    const account = await lockAccount(tx, companyId);
    if (account.plan !== 'trial' || !account.trial_ends_at) return null;
    const end = toDay(account.trial_ends_at);
    const left = daysBetween(today, end);
    if (left > 0) {
      if (left <= TRIAL_NOTICE_DAYS && (await insertNotice(tx, companyId, 'trial-ending', end, { date: end })))
        await mailAdmins(deps, tx, companyId, 'trialEnding', (language) => ({ date: formatDay(end, language) }));
      return null;
    }
    const charge = await trialPurchase(tx, end);
    if (!charge) {
      if (account.payment_method !== 'credit_card' || !account.card) return trialEnded(deps, tx, companyId, end);
      const licenses = Math.max(account.licenses, await countLicensedUsers(tx, companyId));
      const id = await insertCharge(tx, companyId, {
        kind: 'purchase',
        period: account.period,
        licenses,
        coversFrom: today,
        coversTo: periodEnd(today, account.period),
        amountCents: periodCharge(account.period, licenses),
        instalments: account.period === 'annuity' ? account.instalments : 1,
        method: 'credit_card',
        dueOn: today,
      });
      return { id, end, fresh: true };
    }
    if (charge.status !== 'pending') return trialEnded(deps, tx, companyId, end, charge.id);
    // Asked once already, with no answer recorded (a crash, the provider away): the same key again, once a day.
    if (charge.attempts > 0) return (charge.last_attempt_on ?? '') < today ? { id: charge.id, end, fresh: false } : null;
    return { id: charge.id, end, fresh: true };
  });
  if (!next) return;
  const outcome = await (next.fresh ? attemptCharge : resumeCharge)(deps, companyId, next.id, today, onPaid);
  if (outcome !== 'declined') return;
  await withTenant(deps.db, companyId, async (tx) => {
    if ((await lockAccount(tx, companyId)).plan === 'trial') await trialEnded(deps, tx, companyId, next.end, next.id);
  });
}

/** Into the free plan. A purchase refused bought nothing and is not owed: it goes, as a refused checkout's does. */
async function trialEnded(deps: AppDeps, tx: Tx, companyId: string, end: string, refusedCharge?: string): Promise<null> {
  if (refusedCharge) await dropUnpaidCharges(tx, companyId, [refusedCharge]);
  await setPlan(tx, companyId, 'basic');
  if (await insertNotice(tx, companyId, 'trial-ended', end, { date: end })) await mailAdmins(deps, tx, companyId, 'trialEnded', () => ({}));
  return null;
}

/** What the coming renewal will charge: monthly follows the people, a period change applies from it. */
async function renewalTerms(tx: Tx, companyId: string, account: { period: 'monthly' | 'annuity'; next_period: 'monthly' | 'annuity' | null; licenses: number }) {
  const period = account.next_period ?? account.period;
  const licenses = period === 'monthly' ? Math.max(account.licenses, await countLicensedUsers(tx, companyId)) : account.licenses;
  return { period, licenses, amountCents: periodCharge(period, licenses) };
}

async function noticeRenewal(deps: AppDeps, companyId: string, today: string): Promise<void> {
  await withTenant(deps.db, companyId, async (tx) => {
    const account = await lockAccount(tx, companyId);
    if (account.plan !== 'enterprise' || !account.period_end || account.cancel_at_period_end) return;
    const left = daysBetween(today, account.period_end);
    if (left <= 0 || left > TERMS.renewalNoticeDays) return;
    const { amountCents } = await renewalTerms(tx, companyId, account);
    const date = account.period_end;
    if (await insertNotice(tx, companyId, 'renewal', date, { date, amountCents }))
      await mailAdmins(deps, tx, companyId, 'renewalNotice', (language) => ({ date: formatDay(date, language), amount: formatMoney(amountCents, language) }));
  });
}

async function cancelAtPeriodEnd(deps: AppDeps, companyId: string, today: string): Promise<void> {
  await withTenant(deps.db, companyId, async (tx) => {
    const account = await lockAccount(tx, companyId);
    if (account.plan === 'enterprise' && account.cancel_at_period_end && account.period_end && account.period_end <= today) await endPaidPeriod(tx, companyId);
  });
}

/**
 * A period that ended is renewed: its charge made and the period advanced in one transaction (a
 * second pass finds the period ahead and charges nothing), then the charge tried. A server that was
 * down for a whole period catches up, one charge a period.
 */
async function renew(deps: AppDeps, companyId: string, today: string): Promise<void> {
  const made = await withTenant(deps.db, companyId, async (tx) => {
    const account = await lockAccount(tx, companyId);
    if (account.plan !== 'enterprise' || account.cancel_at_period_end || !account.period_end) return [];
    const ids: string[] = [];
    let current = account;
    while (current.period_end && current.period_end <= today) {
      const start: string = current.period_end;
      const { period, licenses, amountCents } = await renewalTerms(tx, companyId, current);
      const method = account.payment_method ?? 'credit_card';
      const end = periodEnd(start, period);
      ids.push(
        await insertCharge(tx, companyId, {
          kind: 'renewal',
          period,
          licenses,
          coversFrom: start,
          coversTo: end,
          amountCents,
          instalments: period === 'annuity' ? account.instalments : 1,
          method,
          // A boleto is issued on the renewal day and paid in the days after, as at the purchase.
          dueOn: dueDay(method, start),
        }),
      );
      await updateSubscription(tx, companyId, paidPeriod({ period, licenses, covers_from: start, covers_to: end }));
      current = { ...current, period, next_period: null, licenses, period_end: end };
    }
    return ids;
  });
  for (const id of made) await settle(deps, companyId, id, await attemptCharge(deps, companyId, id, today, onPaid, 0));
}

/** A charge owed and refused: the company is late from its due day, and its administrators are told once. */
async function settle(deps: AppDeps, companyId: string, chargeId: string, outcome: Outcome): Promise<void> {
  if (outcome !== 'declined') return;
  await withTenant(deps.db, companyId, (tx) => lateCharge(deps, tx, companyId, chargeId));
}

async function lateCharge(deps: AppDeps, tx: Tx, companyId: string, chargeId: string): Promise<void> {
  const charge = await tx.selectFrom('charges').selectAll().where('id', '=', chargeId).executeTakeFirstOrThrow();
  if (!owed(charge)) return;
  await markPastDue(tx, companyId, charge.due_on);
  const amountCents = charge.amount_cents + charge.fee_cents + charge.interest_cents;
  if (await insertNotice(tx, companyId, 'payment-failed', charge.id, { amountCents, date: charge.due_on }))
    await mailAdmins(deps, tx, companyId, 'paymentFailed', (language) => ({ amount: formatMoney(amountCents, language), date: formatDay(charge.due_on, language) }));
}

/**
 * Unpaid charges, looked at again: a refused renewal (or boleto purchase) is tried once a day, its
 * late fee and interest brought to the day; a card attempt a crash left without its answer is asked
 * again with the same key; a renewal a crash left untried is tried; a boleto is asked about.
 */
async function followCharges(deps: AppDeps, companyId: string, today: string): Promise<void> {
  const { plan, charges } = await withTenant(deps.db, companyId, async (tx) => ({
    plan: (await lockAccount(tx, companyId)).plan,
    charges: await chargesToFollow(tx),
  }));
  for (const charge of charges) {
    const triedToday = (charge.last_attempt_on ?? '') >= today;
    if (charge.method === 'boleto' && charge.status === 'pending' && charge.provider_id) {
      await followBoleto(deps, companyId, { ...charge, provider_id: charge.provider_id }, today);
    } else if (charge.status === 'pending' && charge.attempts > 0 && !triedToday) {
      await settle(deps, companyId, charge.id, await resumeCharge(deps, companyId, charge.id, today, onPaid));
    } else if (charge.status === 'pending' && charge.attempts === 0 && charge.kind === 'renewal' && charge.due_on <= today) {
      await settle(deps, companyId, charge.id, await attemptCharge(deps, companyId, charge.id, today, onPaid, charge.attempts));
    } else if (charge.status === 'failed' && plan === 'enterprise' && !triedToday && owed(charge)) {
      await settle(deps, companyId, charge.id, await attemptCharge(deps, companyId, charge.id, today, onPaid, charge.attempts));
    }
  }
}

/** A card purchase refused bought nothing (the plan starts when it is paid): only what the plan runs on is owed. */
const owed = (charge: { kind: string; method: string }) => charge.kind === 'renewal' || (charge.kind === 'purchase' && charge.method === 'boleto');

async function followBoleto(deps: AppDeps, companyId: string, charge: { id: string; provider_id: string; due_on: string }, today: string): Promise<void> {
  const status = await deps.payments.chargeStatus(charge.provider_id);
  if (status === 'paid') {
    await recordPaid(deps, companyId, charge.id, onPaid);
    return;
  }
  if (status !== 'declined' && charge.due_on >= today) return;
  await withTenant(deps.db, companyId, async (tx) => {
    // A boleto the bank cancelled is issued again tomorrow, with what being late adds.
    if (status === 'declined') await markChargeFailed(tx, charge.id);
    await lateCharge(deps, tx, companyId, charge.id);
  });
}

/** More than the terms' days late: the paid features stop (the plan stays) until the company pays (settleArrears). */
async function suspendLate(deps: AppDeps, companyId: string, today: string): Promise<void> {
  await withTenant(deps.db, companyId, async (tx) => {
    const account = await lockAccount(tx, companyId);
    const since = account.past_due_since;
    if (account.plan !== 'enterprise' || !since || account.suspended_at || !suspends(daysBetween(since, today))) return;
    await tx
      .updateTable('companies')
      .set({ suspended_at: deps.clock(), claims_changed_at: sql`now()` })
      .where('id', '=', companyId)
      .execute();
    if (await insertNotice(tx, companyId, 'suspended', since, { date: since }))
      await mailAdmins(deps, tx, companyId, 'accountSuspended', (language) => ({ date: formatDay(since, language) }));
  });
}

/** Refunds a cancel decided that the provider did not confirm (unreachable, or the server stopped): asked once a day until made. */
async function followRefunds(deps: AppDeps, companyId: string, today: string): Promise<void> {
  const owed = await withTenant(deps.db, companyId, (tx) => claimRefundsOwed(tx, today));
  for (const charge of owed) await payBack(deps, companyId, charge);
}
