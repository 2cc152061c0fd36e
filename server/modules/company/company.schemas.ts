import { z } from 'zod';

/** The survey settings an administrator chooses (people §3, company settings). */
export const ZSurveySettings = z.object({
  surveyIntervalDays: z.union([z.literal(7), z.literal(14), z.literal(30)], { error: 'Choose weekly, biweekly or monthly' }),
  deliverySurveyDate: z.iso.date('Invalid date'),
});
export type TSurveySettings = z.infer<typeof ZSurveySettings>;

export const ZUpdateSettingsInput = z.object({ settings: ZSurveySettings });
export type TUpdateSettingsInput = z.infer<typeof ZUpdateSettingsInput>;
