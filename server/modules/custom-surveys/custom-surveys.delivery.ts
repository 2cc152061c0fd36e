import { sql } from 'kysely';
import { withSystem, withTenant } from '../../db/tenant.js';
import type { AppDeps } from '../../trpc/context.js';
import { Tree } from './custom-surveys.access.js';
import { audienceMailList } from './custom-surveys.audience.queries.js';
import { companyGroups, findSurvey, runningAt } from './custom-surveys.queries.js';
import { cycleAt, statusAt } from './custom-surveys.rules.js';

// Delivery of custom surveys (issue 13) and polls (issue 16, whose one cycle starts when it is
// sent): when a cycle starts, each person of the audience who can answer gets it by e-mail once,
// in their language. The cycle's row claims the delivery, so several
// processes may run this step; the claim and the mails commit together.

const formatInstant = (at: Date, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(at);

/** Every running survey's and poll's new cycle, or only `only`'s (a poll just sent: its mails leave at once, not at the next minute's pass). */
export async function deliverCustomSurveys(deps: AppDeps, only?: { companyId: string; id: string }): Promise<{ cycles: number; mails: number }> {
  const now = deps.clock();
  const launched = only
    ? [{ company_id: only.companyId, id: only.id }]
    : await withSystem(deps.db, async (tx) => {
        const { rows } = await sql<{ company_id: string; id: string }>`
      select s.company_id, s.id from custom_surveys s where ${runningAt(now)}`.execute(tx);
        return rows;
      });
  let [cycles, mails] = [0, 0];
  for (const { company_id: companyId, id } of launched) {
    mails += await withTenant(deps.db, companyId, async (tx) => {
      const survey = await findSurvey(tx, id, false, 'any');
      if (!survey || statusAt(survey, now) !== 'active') return 0;
      const { cycle } = cycleAt(survey, survey.definition.period, now);
      const claimed = await sql`
        insert into custom_survey_deliveries (company_id, survey_id, cycle) values (${companyId}, ${id}, ${cycle})
        on conflict do nothing returning cycle`.execute(tx);
      if (claimed.rows.length === 0) return 0;
      cycles++;
      const company = await tx.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
      const tree = new Tree(await companyGroups(tx));
      const people = await audienceMailList(tx, { ...survey, groups: [...tree.audienceGroups(survey.audience)] });
      const d = survey.definition;
      const until = survey.closed_at ?? survey.ends_at;
      // A poll says who asks: its owner, or the company when it is sent in the company's name.
      const sender: Record<string, string> = survey.poll ? { sender: survey.poll.sender === 'company' ? company.name : (survey.creator_name ?? company.name) } : {};
      for (const person of people) {
        const title = d.title[person.language] ?? d.title[d.availableLanguages[0]!] ?? '';
        await deps.mailer.enqueue(tx, {
          companyId,
          to: person.email,
          template: survey.kind === 'poll' ? 'pollDelivery' : 'customSurveyDelivery',
          language: person.language,
          vars: {
            name: person.first_name,
            company: company.name,
            title,
            ...sender,
            link: survey.kind === 'poll' ? `${deps.appUrl}/custom-poll/${id}/survey` : `${deps.appUrl}/custom-surveys/${id}/survey`,
            ...(until ? { context: 'until', date: formatInstant(until, person.language) } : {}),
          },
        });
      }
      return people.length;
    });
  }
  return { cycles, mails };
}
