import { attributesMatrix } from './attributes.js';
import { auditMatrix } from './audit.js';
import { authMatrix } from './auth.js';
import { customSurveysMatrix } from './custom-surveys.js';
import { groupsMatrix } from './groups.js';
import { importsMatrix } from './imports.js';
import { invitesMatrix } from './invites.js';
import { reportsMatrix } from './reports.js';
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
  reports: reportsMatrix,
  survey: surveyMatrix,
  customSurveys: customSurveysMatrix,
  tickets: ticketsMatrix,
};
