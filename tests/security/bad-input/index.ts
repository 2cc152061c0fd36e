import { actionPlansBadInput } from './action-plans.js';
import { authBadInput } from './auth.js';
import { usersBadInput } from './users.js';
import { groupsBadInput } from './groups.js';
import { importsBadInput } from './imports.js';
import { invitesBadInput } from './invites.js';
import { attributesBadInput } from './attributes.js';
import { auditBadInput } from './audit.js';
import { billingBadInput } from './billing.js';
import { cultureBadInput } from './culture.js';
import { customSurveysBadInput } from './custom-surveys.js';
import { reportsBadInput } from './reports.js';
import { psychosocialBadInput } from './psychosocial.js';
import { recommendationsBadInput } from './recommendations.js';
import { pollsBadInput } from './polls.js';
import type { BadInputDomain } from './shared.js';
import { surveyBadInput } from './survey.js';
import { ticketsBadInput } from './tickets.js';

// Every domain's cases; a new domain adds its file here.
export const DOMAINS: Record<string, BadInputDomain> = {
  auth: authBadInput,
  users: usersBadInput,
  invites: invitesBadInput,
  imports: importsBadInput,
  groups: groupsBadInput,
  attributes: attributesBadInput,
  audit: auditBadInput,
  billing: billingBadInput,
  reports: reportsBadInput,
  psychosocial: psychosocialBadInput,
  survey: surveyBadInput,
  customSurveys: customSurveysBadInput,
  tickets: ticketsBadInput,
  actionPlans: actionPlansBadInput,
  culture: cultureBadInput,
  recommendations: recommendationsBadInput,
  polls: pollsBadInput,
};
