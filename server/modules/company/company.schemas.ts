import { z } from 'zod';
import { ZDay } from '../../lib/schemas.js';

/** The survey settings an administrator chooses (people §3, company settings). */
export const ZSurveySettings = z.object({
  surveyIntervalDays: z.union([z.literal(7), z.literal(14), z.literal(30)], { error: 'Choose weekly, biweekly or monthly' }),
  deliverySurveyDate: z.iso.date('Invalid date'),
});
export type TSurveySettings = z.infer<typeof ZSurveySettings>;

export const ZUpdateSettingsInput = z.object({ settings: ZSurveySettings });
export type TUpdateSettingsInput = z.infer<typeof ZUpdateSettingsInput>;

// Answers of the company calls.

export const ZAcceptTermsOutput = z.strictObject({ termsAccepted: z.literal(true) });
/** The survey settings, with the cycle under way (a change applies from the next cycle). */
export const ZSurveySettingsOutput = z.strictObject({
  settings: z.strictObject({ surveyIntervalDays: z.union([z.literal(7), z.literal(14), z.literal(30)]), deliverySurveyDate: ZDay }),
  currentCycle: z.strictObject({ startsOn: ZDay, endsOn: ZDay }).nullable(),
});
