import { z } from 'zod';
import { router } from '../../trpc/init.js';
import { scopedProcedure, tenantProcedure } from '../../trpc/procedures.js';
import { surveyComments } from './survey.comments.js';
import { ZCommentsInput, ZCurrentSurveyOutput, ZSendSurveyInput, ZSendSurveyOutput } from './survey.schemas.js';
import { currentSurvey, sendSurvey } from './survey.service.js';

// Legacy clients wrap the survey in `survey`; newer ones send its fields at the top.
const unwrapSurvey = (raw: Record<string, unknown>) =>
  raw.survey && typeof raw.survey === 'object' && !Array.isArray(raw.survey) ? (raw.survey as Record<string, unknown>) : raw;

export const surveyRouter = router({
  current: tenantProcedure
    .meta({ v1: { method: 'GET', path: '/survey', summary: 'The engagement survey waiting for the person, or when the next one comes (query _ is a cache buster)' } })
    .input(z.object({ _: z.union([z.string().max(40), z.number()]).optional() }).optional())
    .output(ZCurrentSurveyOutput)
    .query(({ ctx }) => currentSurvey(ctx)),

  send: tenantProcedure
    .meta({
      v1: {
        method: 'POST',
        path: '/survey',
        summary:
          'Status preview saves the current page; status done sends the answers once per submissionId (a repeat returns the first result, other answers under the same id get 422)',
        input: unwrapSurvey,
      },
    })
    .input(ZSendSurveyInput)
    .output(ZSendSurveyOutput)
    .mutation(({ ctx, input }) => sendSurvey(ctx, input)),

  comments: scopedProcedure('admin', 'manager')
    .input(ZCommentsInput)
    .query(({ ctx, input }) => surveyComments(ctx, input)),
});
