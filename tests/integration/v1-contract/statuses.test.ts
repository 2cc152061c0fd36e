import { describe, expect, it } from 'vitest';
import { APP_ERRORS } from '../../../server/lib/errors.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { expectV1Error, sessionFor, trpc, v1 } from '../auth/helpers.js';
import { doneInput, surveyCaller, surveyTeam, today } from '../survey/helpers.js';
import { makeTeam, setLicences } from '../users/helpers.js';

// 409 only for "already exists" (people §8): the legacy client shows "User already exists, verify
// your email or notify account administrator." for every 409, whatever the body says. Every other
// conflict answers 422 with its own code and message, which that client shows as they are; the web
// client translates the same code (errors:<code>), whatever the status.

const ALREADY_EXISTS = 'User already exists, verify your email or notify account administrator.';

describe('v1 statuses of conflicts', () => {
  it('an e-mail already in use answers 409 with the already-exists message', async () => {
    const team = await makeTeam();
    const res = await v1('GET', `/users/available/${encodeURIComponent(team.user.email!)}`, { token: team.adminToken });
    expectV1Error(res, 409, 'EMAIL_TAKEN', ALREADY_EXISTS);
  });

  it('licences exceeded answers 422 LICENCES_EXCEEDED with its own message, never 409', async () => {
    const team = await makeTeam();
    await team.asAdmin.users.remove({ id: team.user.id });
    await setLicences(team.companyId, (await team.asAdmin.users.licences()).used);
    const res = await v1('PUT', '/users/reactivate', { token: team.adminToken, body: { id: team.user.id } });
    expectV1Error(res, 422, 'LICENCES_EXCEEDED', APP_ERRORS.LICENCES_EXCEEDED.message);
    expect(res.body.errors).toEqual({ missingLicences: ['1'] });
  });

  it("an action the person's status does not allow answers 422 USER_STATUS_CONFLICT", async () => {
    const team = await makeTeam();
    const res = await v1('PUT', '/users/reactivate', { token: team.adminToken, body: { id: team.user.id } });
    expectV1Error(res, 422, 'USER_STATUS_CONFLICT', APP_ERRORS.USER_STATUS_CONFLICT.message);
  });

  it('a group name already taken answers 422 GROUP_NAME_TAKEN with the group message, not "User already exists"', async () => {
    const team = await makeTeam();
    const name = `Sales ${Date.now()}`;
    expect((await v1('POST', '/groups', { token: team.adminToken, body: { name } })).status).toBe(201);
    const res = await v1('POST', '/groups', { token: team.adminToken, body: { name } });
    expectV1Error(res, 422, 'GROUP_NAME_TAKEN', 'A group with this name already exists');
  });

  it('a survey already answered answers 422 SURVEY_ALREADY_ANSWERED', async () => {
    const team = await surveyTeam();
    const caller = await surveyCaller(team.user);
    const { survey } = await caller.survey.current();
    await caller.survey.send(doneInput(survey!));
    const res = await v1('POST', '/survey', { token: await sessionFor(team.user), body: { survey: doneInput(survey!) } });
    expectV1Error(res, 422, 'SURVEY_ALREADY_ANSWERED', APP_ERRORS.SURVEY_ALREADY_ANSWERED.message);
  });

  it('a survey whose cycle is over answers 422 SURVEY_CYCLE_OVER', async () => {
    // The cycle opened two weeks ago and closed a week ago (weekly survey).
    const team = await surveyTeam({ anchorOffsetDays: -14 });
    const { survey } = await (await surveyCaller(team.user, addDays(today(), -14))).survey.current();
    const res = await v1('POST', '/survey', { token: await sessionFor(team.user), body: { survey: doneInput(survey!) } });
    expectV1Error(res, 422, 'SURVEY_CYCLE_OVER', APP_ERRORS.SURVEY_CYCLE_OVER.message);
  });

  it('the web client gets the same code (its text is errors:<code>) with status 422 over tRPC', async () => {
    const team = await makeTeam();
    const cookie = await sessionFor(team.admin, 'web');
    const name = `Support ${Date.now()}`;
    expect((await trpc('mutation', 'groups.create', { cookie, input: { name } })).status).toBe(200);
    const res = await trpc('mutation', 'groups.create', { cookie, input: { name } });
    expect(res.status).toBe(422);
    expect(res.body.error.data).toMatchObject({ appCode: 'GROUP_NAME_TAKEN', httpStatus: 422 });
  });
});
