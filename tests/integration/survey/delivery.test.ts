import { describe, expect, it } from 'vitest';
import { withTenant } from '../../../server/db/tenant.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { deliverSurveys } from '../../../server/modules/survey/survey.delivery.js';
import { testDeps } from '../../setup/test-context.js';
import { mailsTo } from '../auth/helpers.js';
import { surveyTeam, today } from './helpers.js';

// Only the test's company: a pass over every company of the shared test database on days to come
// would open their cycles too, and take as long as there are companies.
const deliverOn = async (day: string, companyId: string) => {
  const { deps } = await testDeps();
  return deliverSurveys({ ...deps, clock: () => new Date(`${day}T08:00:00Z`) }, [companyId]);
};

describe('survey delivery', () => {
  it('e-mails each person who can answer once per cycle, in their language, on paid plans', async () => {
    const team = await surveyTeam({ interval: 14, anchorOffsetDays: 1 });
    const portuguese = await team.person('user', { language: 'pt-BR' });
    const inactive = await team.person('user', { inactive: true });
    const invited = await team.person('user', { status: 'unconfirmed' });

    await deliverOn(today(), team.companyId);
    expect(await mailsTo(team.user.email!)).toHaveLength(0);

    const firstDay = addDays(today(), 1);
    await deliverOn(firstDay, team.companyId);
    await deliverOn(firstDay, team.companyId);
    const mails = await mailsTo(portuguese.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('surveyDelivery');
    expect(mails[0]!.subject).toMatch(/pesquisa/i);
    expect(mails[0]!.text_body).toContain('/survey');
    expect(await mailsTo(team.user.email!)).toHaveLength(1);
    expect(await mailsTo(inactive.email!)).toHaveLength(0);
    expect(await mailsTo(invited.email!)).toHaveLength(0);

    // The next cycle brings the next e-mail.
    await deliverOn(addDays(firstDay, 14), team.companyId);
    expect(await mailsTo(team.user.email!)).toHaveLength(2);
  });

  it('opens the cycle but sends no e-mail on the free plan', async () => {
    const team = await surveyTeam({ plan: 'basic' });
    await deliverOn(today(), team.companyId);
    expect(await mailsTo(team.user.email!)).toHaveLength(0);
    const { db } = await testDeps();
    const cycles = await withTenant(db, team.companyId, (tx) => tx.selectFrom('survey_cycles').select(['starts_on', 'delivered_at']).execute());
    expect(cycles).toHaveLength(1);
    expect(cycles[0]!.starts_on).toBe(today());
    expect(cycles[0]!.delivered_at).not.toBeNull();
  });
});
