import { router } from '../../trpc/init.js';
import { roleProcedure, tenantProcedure } from '../../trpc/procedures.js';
import { ZAcceptTermsOutput, ZSurveySettingsOutput, ZUpdateSettingsInput } from './company.schemas.js';
import { acceptTerms } from './company.service.js';
import { surveySettings, updateSettings } from './company.settings.js';

const admin = roleProcedure('admin');

export const companyRouter = router({
  acceptTerms: tenantProcedure
    .meta({ v1: { method: 'PATCH', path: '/company/terms', summary: 'Accept the terms of use' } })
    .output(ZAcceptTermsOutput)
    .mutation(({ ctx }) => acceptTerms(ctx.tx, ctx.auth.companyId, ctx.auth.userId)),

  settings: admin.query(({ ctx }) => surveySettings(ctx)),

  updateSettings: admin
    .meta({
      v1: {
        method: 'PUT',
        path: '/company/account/settings',
        summary: 'Change the survey cycle (surveyIntervalDays 7, 14 or 30; deliverySurveyDate); applies from the next cycle',
      },
    })
    .input(ZUpdateSettingsInput)
    .output(ZSurveySettingsOutput)
    .mutation(({ ctx, input }) => updateSettings(ctx, input)),
});
