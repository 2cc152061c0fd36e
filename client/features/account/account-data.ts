import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Period } from '../../../domain/billing';
import type { AppRouter } from '../../lib/trpc';

// What the account screens read from the billing calls, and the one way they show money.

type Billing = inferRouterOutputs<AppRouter>['billing'];
export type Account = Billing['account'];
export type LicencesView = Billing['licences'];
export type Plans = Billing['plans'];
export type Simulation = Billing['simulation'];
export type Charge = Billing['charges']['charges'][number];
export type { Period };

/** Money in the language shown (`R$ 1.234,56` in Portuguese), from integer cents. */
export function useMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  return (cents) => formatMoney(cents, i18n.language);
}

/** Today's UTC day, as the server counts days. */
export const todayDay = () => new Date().toISOString().slice(0, 10);

/** Whole days from now until an instant (a trial's end), never negative. */
export const daysUntil = (instant: string) => Math.max(0, Math.ceil((Date.parse(instant) - Date.now()) / 86_400_000));
