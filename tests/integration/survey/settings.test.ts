import { describe, expect, it } from 'vitest';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { sessionFor, v1 } from '../auth/helpers.js';
import { auditRows } from '../users/helpers.js';
import { doneInput, expectAppError, surveyCaller, surveyTeam, today } from './helpers.js';

describe('survey settings', () => {
  it('lets an administrator change the cycle, applied from the next cycle, with an audit row', async () => {
    const team = await surveyTeam({ interval: 7, anchorOffsetDays: -2 });
    const caller = await surveyCaller(team.user);
    const { survey } = await caller.survey.current();
    expect(survey!.date).toBe(addDays(today(), -2));

    const changed = await team.asAdmin.company.updateSettings({ settings: { surveyIntervalDays: 30, deliverySurveyDate: addDays(today(), -1) } });
    expect(changed.settings).toEqual({ surveyIntervalDays: 30, deliverySurveyDate: addDays(today(), -1) });
    // The cycle under way is not cut: the same survey, the same end.
    expect(changed.currentCycle).toEqual({ startsOn: addDays(today(), -2), endsOn: addDays(today(), 5) });
    expect((await caller.survey.current()).survey!.cycleId).toBe(survey!.cycleId);
    await caller.survey.send(doneInput(survey!));
    // The next cycle starts when this one ends and runs to the monthly date after it.
    const next = await (await surveyCaller(team.user, addDays(today(), 5))).survey.current();
    expect(next.survey!.date).toBe(addDays(today(), 5));

    const audit = await auditRows(team.companyId);
    expect(audit.find((r) => r.action === 'update-settings')).toMatchObject({ entity: 'company', actor_id: team.admin.id });
  });

  it('refuses bad settings with field errors, and people who are not administrators', async () => {
    const team = await surveyTeam();
    const bad = await expectAppError(team.asAdmin.company.updateSettings({ settings: { surveyIntervalDays: 10 as 7, deliverySurveyDate: '2026-02-30' } }), 'BAD_INPUT');
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(['settings.deliverySurveyDate', 'settings.surveyIntervalDays']);
    const token = await sessionFor(team.manager);
    const res = await v1('PUT', '/company/account/settings', { token, body: { settings: { surveyIntervalDays: 14, deliverySurveyDate: today() } } });
    expect(res.status).toBe(403);
    const adminToken = await sessionFor(team.admin);
    const ok = await v1('PUT', '/company/account/settings', { token: adminToken, body: { settings: { surveyIntervalDays: 14, deliverySurveyDate: today() } } });
    expect(ok.status).toBe(200);
  });
});
