import { describe, expect, it } from 'vitest';
import { deliverCustomSurveys } from '../../../server/modules/custom-surveys/custom-surveys.delivery.js';
import { makeUser } from '../../../seeds/factories.js';
import { withTenant } from '../../../server/db/tenant.js';
import { testDeps } from '../../setup/test-context.js';
import { mailsTo } from '../auth/helpers.js';
import { completeSurvey, launchIn, surveyCompany } from './helpers.js';

const deliverAt = async (at: Date) => {
  const { deps } = await testDeps();
  return deliverCustomSurveys({ ...deps, clock: () => at });
};
const DAY = 86_400_000;

describe('custom survey delivery', () => {
  it('e-mails each cycle to the audience who can answer, once, in their language, from the launch on', async () => {
    const t = await surveyCompany();
    const portuguese = await makeUser(t.db, t.company.id, { role: 'user', language: 'pt-BR' });
    const inactive = await makeUser(t.db, t.company.id, { role: 'user', inactive: true });
    await withTenant(t.db, t.company.id, (tx) =>
      tx
        .insertInto('group_members')
        .values([portuguese, inactive].map((p) => ({ company_id: t.company.id, group_id: t.groups.east.id, user_id: p.id })))
        .execute(),
    );
    const { caller } = await t.as(t.admin);
    const launch = launchIn(1, 20);
    const survey = await caller.customSurveys.create({
      customSurvey: {
        ...completeSurvey(),
        period: 'weekly',
        status: 'scheduled',
        surveyPublic: { groupsWithHierarchy: [t.groups.sales.id] },
        launchConfiguration: launch,
      },
    });
    const start = Date.parse(survey.launchAt!);

    await deliverAt(new Date(start - 60_000));
    expect(await mailsTo(t.people.ana.email!)).toHaveLength(0);

    await deliverAt(new Date(start + 60_000));
    await deliverAt(new Date(start + 120_000));
    const mails = await mailsTo(portuguese.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('customSurveyDelivery');
    expect(mails[0]!.subject).toContain('Integração');
    expect(mails[0]!.text_body).toContain(`/custom-surveys/${survey.id}/survey`);
    // The automatic end is said: "Você pode responder até …".
    expect(mails[0]!.text_body).toMatch(/responder até/);
    expect(await mailsTo(t.people.ana.email!)).toHaveLength(1);
    expect(await mailsTo(t.people.bo.email!)).toHaveLength(1);
    // Not sent: the inactive, and those outside the audience.
    expect(await mailsTo(inactive.email!)).toHaveLength(0);
    expect(await mailsTo(t.people.cy.email!)).toHaveLength(0);

    // The next cycle, a week later, brings the next e-mail; none after the survey closed.
    await deliverAt(new Date(start + 7 * DAY + 60_000));
    expect(await mailsTo(t.people.ana.email!)).toHaveLength(2);
    await caller.customSurveys.close({ id: survey.id });
    await deliverAt(new Date(Math.max(Date.now(), start) + 14 * DAY + 60_000));
    expect(await mailsTo(t.people.ana.email!)).toHaveLength(2);
  });
});
