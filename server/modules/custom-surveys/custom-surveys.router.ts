import { router } from '../../trpc/init.js';
import { paidComputeProcedure, scopedComputeProcedure, scopedProcedure, tenantProcedure } from '../../trpc/procedures.js';
import { ZFileOutput } from '../reports/reports.schemas.js';
import { exportSurvey } from './custom-surveys.export.js';
import { surveyFeedbacks } from './custom-surveys.feedbacks.js';
import {
  ZExportSurveyInput,
  ZFeedbacksInput,
  ZNpsScores,
  ZResultsGroups,
  ZResultsInput,
  ZResultsTree,
  ZSurveyFeedbacks,
  ZSurveyParticipation,
  ZSurveyReport,
  ZSurveyResultsIdInput,
  ZSurveySummary,
} from './custom-surveys.results.schemas.js';
import { resultsGroups, resultsTree, surveyNpsScores, surveyParticipation, surveyReport, surveySummary } from './custom-surveys.results.js';
import { ZAnswerSurveyInput, ZAnswerSurveyOutput, ZSendAnswersInput, ZSendAnswersOutput, ZWaitingSurveysOutput } from './custom-surveys.answering.schemas.js';
import { sendAnswers, surveyToAnswer, waitingSurveys } from './custom-surveys.answering.js';
import {
  ZCreateSurveyInput,
  ZDeleteSurveyOutput,
  ZListSurveysInput,
  ZListSurveysOutput,
  ZSurveyIdInput,
  ZSurveyView,
  ZUpdateSurveyInput,
} from './custom-surveys.schemas.js';
import { closeSurvey, createSurvey, deleteSurvey, duplicateSurvey, getSurvey, listSurveys, updateSurvey } from './custom-surveys.service.js';

// Custom surveys (measurement §2–§7): administrators and managers build, launch, close, duplicate
// and delete them; who may do what with one survey is the service's (custom-surveys.access.ts).
const builders = scopedProcedure('admin', 'manager');
// Results compute in the analytics engine: no transaction is held meanwhile (trpc/procedures.ts).
const readers = scopedComputeProcedure('admin', 'manager');

export const customSurveysRouter = router({
  list: builders
    .meta({
      v1: {
        method: 'GET',
        path: '/custom-surveys',
        summary: 'Custom surveys the caller made or may read, filtered by status (template: the ready templates) and title, with the total',
      },
    })
    .input(ZListSurveysInput)
    .output(ZListSurveysOutput)
    .query(({ ctx, input }) => listSurveys(ctx, input)),

  get: builders
    .meta({ v1: { method: 'GET', path: '/custom-surveys/:id', summary: 'One custom survey or ready template, whole, as the builder edits it' } })
    .input(ZSurveyIdInput)
    .output(ZSurveyView)
    .query(({ ctx, input }) => getSurvey(ctx, input.id)),

  create: builders
    .meta({
      v1: { method: 'POST', path: '/custom-surveys', status: 201, summary: 'Save a new draft, or launch it (status scheduled or active) when nothing is missing' },
    })
    .input(ZCreateSurveyInput)
    .output(ZSurveyView)
    .mutation(({ ctx, input }) => createSurvey(ctx, input.customSurvey)),

  update: builders
    .meta({ v1: { method: 'PUT', path: '/custom-surveys/:id', summary: 'Save a draft or a scheduled survey, launch it, or put it back to draft (409 once it started)' } })
    .input(ZUpdateSurveyInput)
    .output(ZSurveyView)
    .mutation(({ ctx, input }) => updateSurvey(ctx, input.id, input.customSurvey)),

  close: builders
    .meta({ v1: { method: 'POST', path: '/custom-surveys/:id/close', summary: 'Close (archive) a launched survey now' } })
    .input(ZSurveyIdInput)
    .output(ZSurveyView)
    .mutation(({ ctx, input }) => closeSurvey(ctx, input.id)),

  duplicate: builders
    .meta({ v1: { method: 'POST', path: '/custom-surveys/:id/duplicate', status: 201, summary: 'A new draft copied from a survey, or from a ready template (its use)' } })
    .input(ZSurveyIdInput)
    .output(ZSurveyView)
    .mutation(({ ctx, input }) => duplicateSurvey(ctx, input.id)),

  delete: builders
    .meta({ v1: { method: 'DELETE', path: '/custom-surveys/:id', summary: 'Delete a survey and everything answered to it' } })
    .input(ZSurveyIdInput)
    .output(ZDeleteSurveyOutput)
    .mutation(({ ctx, input }) => deleteSurvey(ctx, input.id)),

  // Answering: anyone signed in; a survey they are not in the audience of answers 404.
  waiting: tenantProcedure.output(ZWaitingSurveysOutput).query(async ({ ctx }) => ({ customSurveys: await waitingSurveys(ctx.tx, ctx.auth.userId, ctx.deps.clock()) })),

  survey: tenantProcedure
    .meta({
      v1: {
        method: 'GET',
        path: '/custom-surveys/:id/survey',
        summary: "The running cycle's questions for the caller, or that they answered it (404 when it is not theirs to answer)",
      },
    })
    .input(ZAnswerSurveyInput)
    .output(ZAnswerSurveyOutput)
    .query(({ ctx, input }) => surveyToAnswer(ctx, input.id)),

  send: tenantProcedure
    .meta({ v1: { method: 'POST', path: '/custom-surveys/:id/survey', summary: 'Send the answers of the running cycle, once per person; idempotent by submissionId' } })
    .input(ZSendAnswersInput)
    .output(ZSendAnswersOutput)
    .mutation(({ ctx, input }) => sendAnswers(ctx, input)),

  // Results: whoever the builder gave access (custom-surveys.results.ts); 404 to anyone else.
  report: readers
    .meta({
      v1: {
        method: 'GET',
        path: '/custom-surveys/:id/groups/:groupId/reports',
        empty: 204,
        summary: "A cycle's results by pillar and question, gated; groupId consolidate (the default) or an audience group; 204 before any answer",
      },
    })
    .input(ZResultsInput)
    .output(ZSurveyReport.nullable())
    .query(({ ctx, input }) => surveyReport(ctx, input)),

  npsScores: readers
    .meta({
      v1: {
        method: 'GET',
        path: '/custom-surveys/:id/groups/:groupId/npscores',
        summary: "Each nps question's history: promoters, passives, detractors, not answered, score, date",
      },
    })
    .input(ZResultsInput)
    .output(ZNpsScores)
    .query(({ ctx, input }) => surveyNpsScores(ctx, input)),

  participation: readers
    .meta({
      v1: {
        method: 'GET',
        path: '/custom-surveys/:id/groups/:groupId/participation',
        summary: 'Invited, confirmed and active people, the participation rate and its history',
      },
    })
    .input(ZResultsInput)
    .output(ZSurveyParticipation)
    .query(({ ctx, input }) => surveyParticipation(ctx, input)),

  summary: readers
    .meta({ v1: { method: 'GET', path: '/custom-surveys/:id/summary', summary: "The survey's state and its latest cycle's consolidated figures" } })
    .input(ZSurveyResultsIdInput)
    .output(ZSurveySummary)
    .query(({ ctx, input }) => surveySummary(ctx, input.id)),

  groups: readers
    .meta({ v1: { method: 'GET', path: '/custom-surveys/:id/groups', summary: "The audience's groups the caller may read" } })
    .input(ZSurveyResultsIdInput)
    .output(ZResultsGroups)
    .query(({ ctx, input }) => resultsGroups(ctx, input.id)),

  // Texts are read in the web client only (no v1 path in the spec).
  feedbacks: readers
    .input(ZFeedbacksInput)
    .output(ZSurveyFeedbacks)
    .query(({ ctx, input }) => surveyFeedbacks(ctx, input)),

  // The web client downloads it over tRPC ({ filename, contentType, base64 }), as the climate report's.
  // Exports are paid-only (people §6 "CSV/PDF/PPTX/XLSX export"); the results on screen are not.
  exportReport: paidComputeProcedure(['enterprise', 'trial'], 'admin', 'manager')
    .input(ZExportSurveyInput)
    .output(ZFileOutput)
    .mutation(({ ctx, input }) => exportSurvey(ctx, input)),

  groupTree: readers
    .meta({ v1: { method: 'GET', path: '/custom-surveys/:id/groups/tree', summary: "The audience's groups the caller may read, as a tree" } })
    .input(ZSurveyResultsIdInput)
    .output(ZResultsTree)
    .query(({ ctx, input }) => resultsTree(ctx, input.id)),
});
