import { withTenant } from '../../../server/db/tenant.js';
import { ensureCycle } from '../../../server/modules/survey/survey.service.js';
import { toDay } from '../../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../../setup/test-context.js';
import { roles, signedIn, type MatrixDomain } from './shared.js';

// Everyone answers the engagement survey of their own company; a cycle of company A is not found
// for another company's people. Only administrators change the survey settings.
export const surveyMatrix: MatrixDomain = {
  setup: async (fx) => {
    const { db } = await testDeps();
    const found = await withTenant(db, fx.companyA, (tx) => ensureCycle(tx, fx.companyA, toDay(new Date())));
    if (!('cycle' in found)) throw new Error('company A has no survey cycle open');
    return { cycleId: found.cycle.id };
  },
  rows: {
    'survey.current': { who: signedIn },
    'survey.send': {
      who: { ...signedIn, otherAdmin: 'not-found' },
      input: (fx) => ({ status: 'preview', cycleId: fx.extra.survey.cycleId, currentQuestion: 0 }),
    },
    // The company-wide view is for administrators; a manager reads only their groups.
    'survey.comments': { who: { ...roles(['admin', 'manager']), manager: 'not-found' }, input: () => ({ groupId: 'company' }) },
    'company.settings': { who: roles(['admin']) },
    'company.updateSettings': { who: roles(['admin']), input: () => ({ settings: { surveyIntervalDays: 7, deliverySurveyDate: toDay(new Date()) } }) },
  },
};
