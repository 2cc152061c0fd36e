import { router } from '../../trpc/init.js';
import { calloutProcedure, roleProcedure, tenantProcedure } from '../../trpc/procedures.js';
import { ZOk } from '../../lib/schemas.js';
import { accountOf, chargesOf, licencesView, plansList, simulate } from './billing.account.js';
import { dismissNotice, noticesOf } from './billing.notices.js';
import { cancelSubscription } from './billing.cancel.js';
import { changeSubscription, setLicences } from './billing.licences.js';
import { changeCard, paymentConfig, postalCode, subscribe } from './billing.subscription.js';
import {
  ZAccount,
  ZCancelOutput,
  ZCardInput,
  ZChangeSubscriptionInput,
  ZCharges,
  ZLicencesInput,
  ZLicencesView,
  ZNoticeIdInput,
  ZNotices,
  ZPaymentConfig,
  ZPlans,
  ZPostalAddress,
  ZPostalCodeInput,
  ZSimulation,
  ZSimulationInput,
  ZSubscribeInput,
  ZSubscribeOutput,
} from './billing.schemas.js';

// The account, plans, licences, subscription and notices (people §2 "account", §7 "Company and
// billing", issue 17). Administrators only, on every plan: the free plan is where one buys.
// Calls that reach the payment provider hold no transaction across it (calloutProcedure).
const admin = roleProcedure('admin');
const paying = calloutProcedure('admin');

export const billingRouter = router({
  account: admin
    .meta({ v1: { method: 'GET', path: '/company/account', summary: 'The company, its plan and billing, settings, modules and payment method' } })
    .output(ZAccount)
    .query(({ ctx }) => accountOf(ctx)),

  licences: admin
    .meta({ v1: { method: 'GET', path: '/company/licenses', summary: 'Licences available, remaining and used, with the plan they were bought on' } })
    .output(ZLicencesView)
    .query(({ ctx }) => licencesView(ctx)),

  plans: admin
    .meta({ v1: { method: 'GET', path: '/plans', summary: 'The plans and their prices per user and period' } })
    .output(ZPlans)
    .query(() => plansList()),

  simulation: admin
    .meta({ v1: { method: 'GET', path: '/subscription/upgrade-simulation', summary: 'What buying or adding licences costs today and each period after' } })
    .input(ZSimulationInput)
    .output(ZSimulation)
    .query(({ ctx, input }) => simulate(ctx, input)),

  charges: admin.output(ZCharges).query(({ ctx }) => chargesOf(ctx)),

  subscribe: paying
    .meta({
      v1: { method: 'POST', path: '/subscription', status: 201, summary: 'Buy the paid plan: licences, period, invoice details, card token (or boleto, annual only)' },
    })
    .input(ZSubscribeInput)
    .output(ZSubscribeOutput)
    .mutation(({ ctx, input }) => subscribe(ctx, input)),

  changeCard: paying
    .meta({ v1: { method: 'PUT', path: '/subscription/credit-card', summary: 'Pay with another card (its token data); a late charge is tried on it at once' } })
    .input(ZCardInput)
    .output(ZAccount)
    .mutation(({ ctx, input }) => changeCard(ctx, input)),

  setLicences: paying
    .meta({
      v1: {
        method: 'PUT',
        path: '/subscription/licenses',
        summary: 'Change the number of licences (never fewer than users); added ones are charged for the rest of the period',
      },
    })
    .input(ZLicencesInput)
    .output(ZAccount)
    .mutation(({ ctx, input }) => setLicences(ctx, input)),

  changeSubscription: paying
    .meta({ v1: { method: 'PUT', path: '/subscription', summary: 'Change licences and period (a new period applies from the renewal)' } })
    .input(ZChangeSubscriptionInput)
    .output(ZAccount)
    .mutation(({ ctx, input }) => changeSubscription(ctx, input)),

  cancel: paying.output(ZCancelOutput).mutation(({ ctx }) => cancelSubscription(ctx)),

  postalCode: paying
    .input(ZPostalCodeInput)
    .output(ZPostalAddress)
    .query(({ ctx, input }) => postalCode(ctx, input.zip)),

  paymentConfig: admin.output(ZPaymentConfig).query(({ ctx }) => paymentConfig(ctx)),

  // Everyone's shell asks for the notices: a 403 would sign a legacy client out, so the service
  // answers the billing notices to administrators and an empty list to anyone else.
  notices: tenantProcedure
    .meta({ v1: { method: 'GET', path: '/notices', summary: "The company's notices (renewal, payment failed, suspension, trial ending) for administrators" } })
    .output(ZNotices)
    .query(({ ctx }) => noticesOf(ctx)),

  dismissNotice: admin
    .meta({ v1: { method: 'DELETE', path: '/notices/:id', summary: 'Dismiss a notice' } })
    .input(ZNoticeIdInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => dismissNotice(ctx, input.id)),
});
