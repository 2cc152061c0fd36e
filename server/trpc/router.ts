import { actionPlansRouter } from '../modules/action-plans/action-plans.router.js';
import { analyticsRouter } from '../modules/analytics/analytics.router.js';
import { attributesRouter } from '../modules/attributes/attributes.router.js';
import { auditRouter } from '../modules/audit/audit.router.js';
import { authRouter } from '../modules/auth/auth.router.js';
import { billingRouter } from '../modules/billing/billing.router.js';
import { benchmarkRouter } from '../modules/benchmark/benchmark.router.js';
import { companyRouter } from '../modules/company/company.router.js';
import { cultureRouter } from '../modules/culture/culture.router.js';
import { customSurveysRouter } from '../modules/custom-surveys/custom-surveys.router.js';
import { pollsRouter } from '../modules/polls/polls.router.js';
import { groupsRouter } from '../modules/groups/groups.router.js';
import { importsRouter } from '../modules/imports/imports.router.js';
import { invitesRouter } from '../modules/invites/invites.router.js';
import { psychosocialRouter } from '../modules/psychosocial/psychosocial.router.js';
import { recommendationsRouter } from '../modules/recommendations/recommendations.router.js';
import { reportsRouter } from '../modules/reports/reports.router.js';
import { surveyRouter } from '../modules/survey/survey.router.js';
import { ticketsRouter } from '../modules/tickets/tickets.router.js';
import { usersRouter } from '../modules/users/users.router.js';
import { router } from './init.js';

export const appRouter = router({
  auth: authRouter,
  company: companyRouter,
  billing: billingRouter,
  users: usersRouter,
  invites: invitesRouter,
  imports: importsRouter,
  groups: groupsRouter,
  attributes: attributesRouter,
  audit: auditRouter,
  survey: surveyRouter,
  customSurveys: customSurveysRouter,
  polls: pollsRouter,
  tickets: ticketsRouter,
  reports: reportsRouter,
  psychosocial: psychosocialRouter,
  benchmark: benchmarkRouter,
  culture: cultureRouter,
  analytics: analyticsRouter,
  actionPlans: actionPlansRouter,
  recommendations: recommendationsRouter,
});

export type AppRouter = typeof appRouter;
