import { sql } from 'kysely';
import { withSystem, withTenant } from '../../db/tenant.js';
import type { AppDeps } from '../../trpc/context.js';
import { addDays, toDay } from './survey.cycles.js';
import { ensureCycle } from './survey.service.js';

const formatDay = (day: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * Opens the cycle of every company whose delivery date has come and, once per cycle, e-mails the
 * survey to each person who can answer it, in their language. Paid and trial plans only: the free
 * plan gets the survey in the app. Safe to run from several processes: the cycle is claimed.
 * `only`: these companies alone (a pass for one company need not walk every other).
 */
export async function deliverSurveys(deps: AppDeps, only?: readonly string[]): Promise<{ cycles: number; mails: number }> {
  if (only?.length === 0) return { cycles: 0, mails: 0 };
  const today = toDay(deps.clock());
  const due = await withSystem(deps.db, (tx) =>
    tx
      .selectFrom('companies as c')
      .select(['c.id'])
      .where('c.survey_delivery_date', '<=', today)
      .$if(only !== undefined, (qb) => qb.where('c.id', 'in', [...only!]))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('survey_cycles as s')
              .select('s.id')
              .whereRef('s.company_id', '=', 'c.id')
              .where('s.starts_on', '<=', today)
              .where('s.ends_on', '>', today)
              .where('s.delivered_at', 'is not', null),
          ),
        ),
      )
      .execute(),
  );
  let cycles = 0;
  let mails = 0;
  for (const { id: companyId } of due) {
    mails += await withTenant(deps.db, companyId, async (tx) => {
      const found = await ensureCycle(tx, companyId, today);
      if ('scheduledFor' in found) return 0;
      const claimed = await tx
        .updateTable('survey_cycles')
        .set({ delivered_at: sql`now()` })
        .where('company_id', '=', companyId)
        .where('id', '=', found.cycle.id)
        .where('delivered_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return 0;
      cycles++;
      const company = await tx.selectFrom('companies').select(['name', 'plan', 'suspended_at']).where('id', '=', companyId).executeTakeFirstOrThrow();
      // Notifications are paid-only (people §6): the free plan's cycle opens without mail, and so
      // does a suspended company's, whose paid features are paused until it pays.
      if (company.plan === 'basic' || company.suspended_at !== null) return 0;
      const people = await tx
        .selectFrom('users')
        .select(['email', 'first_name', 'language'])
        .where('status', '=', 'confirmed')
        .where('inactive', '=', false)
        .where('anonymized_at', 'is', null)
        .where('email', 'is not', null)
        .execute();
      // Cycles end the day before the next one starts: that is the last day to answer.
      for (const person of people) {
        await deps.mailer.enqueue(tx, {
          companyId,
          to: person.email!,
          template: 'surveyDelivery',
          language: person.language,
          vars: { name: person.first_name, company: company.name, date: formatDay(addDays(found.cycle.ends_on, -1), person.language), link: `${deps.appUrl}/survey` },
        });
      }
      return people.length;
    });
  }
  return { cycles, mails };
}
