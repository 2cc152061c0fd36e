import { runBillingDay } from '../modules/billing/billing.lifecycle.js';
import type { AppDeps } from '../trpc/context.js';
import { JobRunner, type NewJob } from './job-runner.js';

// The application's scheduled jobs and what runs them.

/** The day's billing pass, at 00:05 UTC: one key a day, so however many servers queue it, it runs once. */
export function billingDayJob(now: Date): NewJob {
  const day = now.toISOString().slice(0, 10);
  return { kind: 'billing-day', key: `billing-day:${day}`, runAt: new Date(`${day}T00:05:00Z`), payload: { day } };
}

export function appJobRunner(deps: AppDeps, log: (line: string) => void): JobRunner {
  return new JobRunner(deps.db, {
    clock: deps.clock,
    log,
    schedule: (now) => [billingDayJob(now)],
    handlers: {
      'billing-day': async (payload) => {
        const day = String(payload.day);
        const { companies, failures } = await runBillingDay(deps, day);
        // One company's failure is its own: logged, and its state is looked at again tomorrow.
        for (const f of failures) log(`billing day ${day}: company ${f.companyId}, ${f.step}: ${f.error}`);
        log(`billing day ${day}: ${companies} compan${companies === 1 ? 'y' : 'ies'} looked at`);
      },
    },
  });
}
