import { describe, expect, it } from 'vitest';
import { failureOf } from '../auth/helpers.js';
import { completeSurvey, launchIn, surveyCompany } from './helpers.js';

// Who may see, edit and read the results of a custom survey (measurement §6), and whom a builder
// may send it to: everyone else is told it does not exist.

describe('custom survey access', () => {
  it('the creator and administrators edit; a granted manager reads; anyone else gets 404 and never sees it listed', async () => {
    const t = await surveyCompany();
    const mia = await t.as(t.manager);
    const otto = await t.as(t.other);
    const admin = await t.as(t.admin);
    const survey = await mia.caller.customSurveys.create({ customSurvey: { ...completeSurvey(), surveyPublic: { groupsWithHierarchy: [t.groups.sales.id] } } });

    expect((await admin.caller.customSurveys.get({ id: survey.id })).canEdit).toBe(true);
    expect((await failureOf(otto.caller.customSurveys.get({ id: survey.id }))).code).toBe('NOT_FOUND');
    expect((await otto.caller.customSurveys.list({ offset: 0, limit: 10 })).total).toBe(0);
    expect((await failureOf(otto.caller.customSurveys.update({ id: survey.id, customSurvey: completeSurvey() }))).code).toBe('NOT_FOUND');
    expect((await failureOf(otto.caller.customSurveys.delete({ id: survey.id }))).code).toBe('NOT_FOUND');

    // Given access by name: reads it and its results, edits nothing.
    await mia.caller.customSurveys.update({
      id: survey.id,
      customSurvey: { ...completeSurvey(), surveyPublic: { groupsWithHierarchy: [t.groups.sales.id] }, surveyAccess: { users: [t.other.id] } },
    });
    const read = await otto.caller.customSurveys.get({ id: survey.id });
    expect(read).toMatchObject({ canEdit: false, canReadResults: true });
    expect(read.names[t.other.id]).toBe('Otto Support');
    expect((await otto.caller.customSurveys.list({ offset: 0, limit: 10 })).customSurveys.map((s) => s.id)).toEqual([survey.id]);
    expect((await failureOf(otto.caller.customSurveys.update({ id: survey.id, customSurvey: completeSurvey() }))).code).toBe('NOT_FOUND');
    expect((await failureOf(otto.caller.customSurveys.close({ id: survey.id }))).code).toBe('NOT_FOUND');
    expect((await failureOf(otto.caller.customSurveys.duplicate({ id: survey.id }))).code).toBe('NOT_FOUND');
  });

  it('team managers read a survey sent to their teams when managersPermission is on, and not otherwise', async () => {
    const t = await surveyCompany();
    const admin = await t.as(t.admin);
    const mia = await t.as(t.manager);
    const otto = await t.as(t.other);
    // Sent to East only: Mia leads Sales, East's parent, so East is one of her teams; Otto leads Support.
    const body = { ...completeSurvey(), surveyPublic: { groupsOnly: [t.groups.east.id] } };
    const off = await admin.caller.customSurveys.create({ customSurvey: body });
    expect((await failureOf(mia.caller.customSurveys.get({ id: off.id }))).code).toBe('NOT_FOUND');
    const on = await admin.caller.customSurveys.create({ customSurvey: { ...body, surveyAccess: { managersPermission: true } } });
    expect(await mia.caller.customSurveys.get({ id: on.id })).toMatchObject({ canEdit: false, canReadResults: true });
    expect((await failureOf(otto.caller.customSurveys.get({ id: on.id }))).code).toBe('NOT_FOUND');
    // The whole company: every manager leads a team of it.
    const all = await admin.caller.customSurveys.create({
      customSurvey: { ...completeSurvey(), surveyPublic: { sendToCompany: true }, surveyAccess: { managersPermission: true } },
    });
    expect((await otto.caller.customSurveys.get({ id: all.id })).canReadResults).toBe(true);
  });

  it('a manager sends only within their reach, never to the whole company; access goes to managers only', async () => {
    const t = await surveyCompany();
    const mia = await t.as(t.manager);
    const error = await failureOf(
      mia.caller.customSurveys.create({
        customSurvey: {
          ...completeSurvey(),
          surveyPublic: { sendToCompany: true, groupsWithHierarchy: [t.groups.support.id], groupsOnly: [t.groups.east.id], users: [t.people.cy.id, t.people.bo.id] },
          surveyAccess: { users: [t.people.ana.id, t.other.id] },
        },
      }),
    );
    expect(error.code).toBe('BAD_INPUT');
    expect(error.fieldErrors).toEqual({
      'surveyPublic.sendToCompany': ['Only administrators send a survey to the whole company'],
      // Support is not hers: it reads as unknown, as a group of another company would.
      'surveyPublic.groupsWithHierarchy.0': ['Unknown group'],
      'surveyPublic.users.0': ['Unknown person'],
      'surveyAccess.users.0': ['Only active managers and administrators can be given access'],
    });
    // Within her reach it goes through.
    const ok = await mia.caller.customSurveys.create({
      customSurvey: { ...completeSurvey(), surveyPublic: { groupsOnly: [t.groups.east.id], users: [t.people.bo.id] }, surveyAccess: { users: [t.other.id] } },
    });
    expect(ok.surveyPublic).toEqual({ sendToCompany: false, groupsWithHierarchy: [], groupsOnly: [t.groups.east.id], users: [t.people.bo.id] });
  });

  it('another company never sees the survey, by id or in its list', async () => {
    const a = await surveyCompany();
    const b = await surveyCompany();
    const survey = await (
      await a.as(a.admin)
    ).caller.customSurveys.create({
      customSurvey: { ...completeSurvey(), status: 'scheduled', surveyPublic: { sendToCompany: true }, launchConfiguration: launchIn(1) },
    });
    const other = await b.as(b.admin);
    expect((await failureOf(other.caller.customSurveys.get({ id: survey.id }))).code).toBe('NOT_FOUND');
    expect((await failureOf(other.caller.customSurveys.close({ id: survey.id }))).code).toBe('NOT_FOUND');
    expect((await failureOf(other.caller.customSurveys.duplicate({ id: survey.id }))).code).toBe('NOT_FOUND');
    expect((await other.caller.customSurveys.list({ offset: 0, limit: 10 })).total).toBe(0);
  });
});
