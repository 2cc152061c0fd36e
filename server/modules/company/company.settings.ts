import type { Tx } from '../../db/tenant.js';
import { AppError } from '../../lib/errors.js';
import type { Plan } from '../../db/types.js';
import type { AuthState, AppDeps } from '../../trpc/context.js';
import { diff, recordAudit } from '../audit/audit.writer.js';
import { toDay } from '../survey/survey.cycles.js';
import { cycleAt, scheduleOf } from '../survey/survey.queries.js';
import type { TSurveySettings, TUpdateSettingsInput } from './company.schemas.js';

const PAID: readonly Plan[] = ['enterprise', 'trial'];

interface SettingsCtx {
  tx: Tx;
  auth: AuthState;
  deps: AppDeps;
}

/** The survey settings, with the cycle under way (a change applies from the next cycle). */
export async function surveySettings(ctx: SettingsCtx) {
  const company = await scheduleOf(ctx.tx, ctx.auth.companyId);
  const current = await cycleAt(ctx.tx, ctx.auth.companyId, toDay(ctx.deps.clock()));
  return {
    settings: { surveyIntervalDays: company.survey_interval_days, deliverySurveyDate: company.survey_delivery_date } satisfies TSurveySettings,
    currentCycle: current ? { startsOn: current.starts_on, endsOn: current.ends_on } : null,
  };
}

export async function updateSettings(ctx: SettingsCtx, input: TUpdateSettingsInput) {
  const after = input.settings;
  // Weekly automated surveys are paid-only (people §6, measurement §1): the free plan chooses
  // biweekly or monthly. The plan is the session's (a suspended company's is 'basic' there too).
  if (after.surveyIntervalDays === 7 && !PAID.includes(ctx.auth.plan)) throw new AppError('PLAN_REQUIRED');
  const before = (await surveySettings(ctx)).settings;
  await ctx.tx
    .updateTable('companies')
    .set({ survey_interval_days: after.surveyIntervalDays, survey_delivery_date: after.deliverySurveyDate })
    .where('id', '=', ctx.auth.companyId)
    .execute();
  const changes = diff(before, after);
  if (Object.keys(changes).length) {
    await recordAudit(
      ctx.tx,
      { companyId: ctx.auth.companyId, userId: ctx.auth.userId },
      {
        entity: 'company',
        action: 'update-settings',
        entityId: ctx.auth.companyId,
        summary: `Changed the survey settings (${Object.keys(changes).join(', ')})`,
        changes,
      },
    );
  }
  return surveySettings(ctx);
}
