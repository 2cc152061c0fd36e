import { z } from 'zod';
import { PERIODS, PLAN_LIMITS, PRICES, parseExpiry, validDocument, validPostalCode } from '../../../domain/billing.js';
import { ZCount, ZDateInstant, ZDay, ZPlan, ZUuid, zId } from '../../lib/schemas.js';

// The account, plans, licences, subscription and notices calls (people §3 "Company / account",
// "Subscription"; §7 "Company and billing"). Money travels as integer cents (`…Cents`); the v1
// fields the legacy client reads as reais (pricePerUser 8.9) are sent beside them.

export const ZPeriod = z.enum(PERIODS, { error: 'Choose monthly or annual' });
const ZLicenses = z.coerce
  .number({ error: 'Enter the number of licences' })
  .int('Enter a whole number of licences')
  .min(PLAN_LIMITS.freeMinUsers, `At least ${PLAN_LIMITS.freeMinUsers} licences`)
  .max(PLAN_LIMITS.contactSalesAbove, `For more than ${PLAN_LIMITS.contactSalesAbove} users, contact our sales team`);

const today = () => new Date().toISOString().slice(0, 10);

/**
 * What the payment provider answered the browser for the card (people §7: id, bin, brand,
 * display_number, holder_name, month, year). The id is a one-time token: the server trades it for
 * the provider's card id and stores neither it nor, ever having seen them, the number or the code.
 */
export const ZCardToken = z
  .object({
    id: z
      .string()
      .trim()
      .min(8, 'Please, check your card information.')
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'Please, check your card information.'),
    bin: z.string().regex(/^\d{6}$/, 'Please, check your card information.'),
    brand: z.string().trim().min(2).max(30),
    display_number: z.string().regex(/^[\d*•X ]{4,23}$/, 'Please, check your card information.'),
    holder_name: z.string().trim().min(2, 'Enter the name on the card').max(100),
    month: z.coerce.number().int().min(1).max(12),
    year: z.coerce.number().int().min(2000).max(2100),
  })
  .refine((c) => parseExpiry(`${String(c.month).padStart(2, '0')}/${String(c.year % 100).padStart(2, '0')}`, today()) !== null, {
    message: 'The card has expired',
    path: ['month'],
  });
export type TCardToken = z.infer<typeof ZCardToken>;

export const ZAddress = z.object({
  zip: z.string().trim().refine(validPostalCode, 'Enter a postal code of 8 digits'),
  address: z.string().trim().min(2, 'Enter the street').max(200),
  number: z.string().trim().min(1, 'Enter the number').max(20),
  complement: z.string().trim().max(100).default(''),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Enter the state (two letters)')
    .toUpperCase(),
  city: z.string().trim().min(2, 'Enter the city').max(100),
});

export const ZSubscribeInput = z
  .object({
    planId: z.literal('enterprise', { error: 'Choose the paid plan' }).default('enterprise'),
    licenses: ZLicenses,
    period: ZPeriod,
    /** Annual charges may be split in up to 12 card instalments. */
    instalments: z.coerce.number().int().min(1).max(PRICES.maxInstalments).default(1),
    method: z.enum(['credit_card', 'boleto']).default('credit_card'),
    promotionalCode: z.string().trim().max(50).optional(),
    name: z.string().trim().min(2, 'Enter the name for the invoice').max(200),
    doc: z.string().trim().refine(validDocument, 'Invalid CPF or CNPJ'),
    /** Required for a card payment; a boleto needs none. */
    card: ZCardToken.optional(),
    address: ZAddress,
  })
  .refine((s) => s.method === 'boleto' || s.card, { message: 'Please, check your card information.', path: ['card'] })
  .refine((s) => s.method === 'credit_card' || s.period === 'annuity', { message: 'Boleto is for annual plans', path: ['method'] })
  .refine((s) => s.period === 'annuity' || s.instalments === 1, { message: 'Instalments are for annual plans', path: ['instalments'] });
export type TSubscribeInput = z.infer<typeof ZSubscribeInput>;

export const ZLicencesInput = z.object({ licenses: ZLicenses });
export const ZChangeSubscriptionInput = z.object({ licenses: ZLicenses, period: ZPeriod });
export const ZCardInput = ZCardToken;
export const ZSimulationInput = z.object({ period: ZPeriod.optional(), licenses: ZLicenses.optional() });
export const ZPostalCodeInput = z.object({ zip: z.string().trim().refine(validPostalCode, 'Enter a postal code of 8 digits') });
export const ZNoticeIdInput = z.object({ id: zId('Not found') });

// Answers.

const ZPaymentMethod = z.strictObject({
  type: z.enum(['credit_card', 'boleto']),
  displayNumber: z.string().nullable(),
  holderName: z.string().nullable(),
  month: z.number().int().nullable(),
  year: z.number().int().nullable(),
  brand: z.string().nullable(),
});
export const ZAddressOut = z.strictObject({ zip: z.string(), address: z.string(), number: z.string(), complement: z.string(), state: z.string(), city: z.string() });

/** Where the account stands: trial, free, paid (active), a charge unpaid (past-due) or past the days allowed (suspended), leaving at the period's end (canceling). */
export const ZBillingStatus = z.enum(['trial', 'free', 'active', 'past-due', 'suspended', 'canceling']);

export const ZAccount = z.strictObject({
  name: z.string(),
  employeeRange: z.string(),
  since: ZDay,
  billing: z.strictObject({
    plan: ZPlan,
    status: ZBillingStatus,
    period: ZPeriod.nullable(),
    nextPeriod: ZPeriod.nullable(),
    licenses: ZCount,
    pricePerUserCents: ZCount,
    discountPerUserCents: ZCount,
    instalments: z.number().int(),
    periodStart: ZDay.nullable(),
    periodEnd: ZDay.nullable(),
    trialEndsAt: ZDateInstant.nullable(),
    pastDueSince: ZDay.nullable(),
    suspendedAt: ZDateInstant.nullable(),
    /** The next charge: its day and amount (none on the free plan, a trial without a card, or when leaving). */
    nextCharge: z.strictObject({ on: ZDay, amountCents: ZCount }).nullable(),
    /** What is owed now, late fee and interest included. */
    owedCents: ZCount,
    /** A first purchase may be withdrawn until this day (7 days), a charge refunded until the next (30 days). */
    withdrawUntil: ZDay.nullable(),
    refundUntil: ZDay.nullable(),
  }),
  settings: z.strictObject({ surveyIntervalDays: z.union([z.literal(7), z.literal(14), z.literal(30)]), deliverySurveyDate: ZDay }),
  modules: z.strictObject({ engagement: z.boolean(), culture: z.boolean(), customSurvey: z.boolean() }),
  paymentMethod: ZPaymentMethod.nullable(),
  billingName: z.string().nullable(),
  document: z.string().nullable(),
  address: ZAddressOut.nullable(),
});
export type TAccount = z.input<typeof ZAccount>;

export const ZLicencesView = z.strictObject({
  availableLicenses: ZCount,
  remainingLicenses: ZCount,
  activatedUsersCount: ZCount,
  licensesPlan: z.strictObject({
    licenses: ZCount,
    /** Per user per month as bought (8.9 monthly, 5.9 annual), in reais and cents; the annual discount beside it. */
    price: z.number(),
    priceCents: ZCount,
    discountPerUser: z.number(),
    period: ZPeriod,
    planType: ZPlan,
  }),
});

const ZPrice = z.strictObject({ period: ZPeriod, pricePerUser: z.number(), pricePerUserCents: ZCount, periodPricePerUserCents: ZCount });
export const ZPlans = z.strictObject({
  plans: z.array(z.strictObject({ id: z.enum(['basic', 'enterprise']), prices: z.array(ZPrice), minUsers: ZCount, maxUsers: ZCount })),
  contactSalesAbove: ZCount,
  maxInstalments: ZCount,
});

export const ZSimulation = z.strictObject({
  period: ZPeriod,
  /** Per user for the rest of the period under way (what adding a licence costs today). */
  partialPricePerUser: z.number(),
  partialPricePerUserCents: ZCount,
  pricePerUser: z.number(),
  pricePerUserCents: ZCount,
  /** The next charge's day. */
  nextCharge: ZDay,
  licenses: ZCount,
  /** What a purchase (or the licences added) costs today, and each period after. */
  todayCents: ZCount,
  periodCents: ZCount,
  instalments: z.array(z.number().int()),
});

export const ZCharge = z.strictObject({
  _id: ZUuid,
  kind: z.enum(['purchase', 'renewal', 'licences']),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  period: ZPeriod,
  licenses: ZCount,
  coversFrom: ZDay,
  coversTo: ZDay,
  amountCents: ZCount,
  feeCents: ZCount,
  interestCents: ZCount,
  instalments: z.number().int(),
  method: z.enum(['credit_card', 'boleto']),
  dueOn: ZDay,
  boletoUrl: z.string().nullable(),
  paidAt: ZDateInstant.nullable(),
});
export const ZCharges = z.strictObject({ charges: z.array(ZCharge) });

export const ZSubscribeOutput = z.strictObject({ account: ZAccount, charge: ZCharge });
export const ZCancelOutput = z.strictObject({ outcome: z.enum(['withdrawn', 'refunded', 'at-period-end']), refundedCents: ZCount, account: ZAccount });

export const ZPaymentConfig = z.strictObject({ tokenUrl: z.string(), publicKey: z.string() });
export const ZPostalAddress = z.strictObject({ zip: z.string(), address: z.string(), state: z.string(), city: z.string() });

export const ZNoticeKind = z.enum(['renewal', 'payment-failed', 'suspended', 'trial-ending', 'trial-ended']);
export const ZNotices = z.strictObject({
  notices: z.array(z.strictObject({ _id: ZUuid, kind: ZNoticeKind, params: z.record(z.string(), z.union([z.string(), z.number()])), createdAt: ZDateInstant })),
});
