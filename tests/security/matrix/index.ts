import { actionPlansMatrix } from './action-plans.js';
import { attributesMatrix } from './attributes.js';
import { auditMatrix } from './audit.js';
import { billingMatrix } from './billing.js';
import { authMatrix } from './auth.js';
import { cultureMatrix } from './culture.js';
import { customSurveysMatrix } from './custom-surveys.js';
import { groupsMatrix } from './groups.js';
import { importsMatrix } from './imports.js';
import { invitesMatrix } from './invites.js';
import { psychosocialMatrix } from './psychosocial.js';
import { reportsMatrix } from './reports.js';
import { recommendationsMatrix } from './recommendations.js';
import { pollsMatrix } from './polls.js';
import type { MatrixDomain } from './shared.js';
import { surveyMatrix } from './survey.js';
import { ticketsMatrix } from './tickets.js';
import { usersMatrix } from './users.js';

// Every domain's rows; a new domain adds its file here.
export const DOMAINS: Record<string, MatrixDomain> = {
  auth: authMatrix,
  users: usersMatrix,
  invites: invitesMatrix,
  imports: importsMatrix,
  groups: groupsMatrix,
  attributes: attributesMatrix,
  audit: auditMatrix,
  billing: billingMatrix,
  reports: reportsMatrix,
  psychosocial: psychosocialMatrix,
  survey: surveyMatrix,
  customSurveys: customSurveysMatrix,
  tickets: ticketsMatrix,
  actionPlans: actionPlansMatrix,
  culture: cultureMatrix,
  recommendations: recommendationsMatrix,
  polls: pollsMatrix,
};
