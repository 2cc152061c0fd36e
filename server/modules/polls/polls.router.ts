import { router } from '../../trpc/init.js';
import { paidComputeProcedure, paidScopedProcedure, tenantProcedure } from '../../trpc/procedures.js';
import { ZOk } from '../../lib/schemas.js';
import { pollToAnswer, sendPollAnswers } from './polls.answering.js';
import { pollGroups, pollReport, sharedPollReport } from './polls.report.js';
import { pollShares, sharePoll } from './polls.shares.js';
import { closePoll, createDraft, deleteDraft, duplicatePoll, getDraft, listPolls, pollReceivers, sendPoll, updateDraft } from './polls.service.js';
import {
  ZClosePollInput,
  ZListPollsInput,
  ZPollFields,
  ZPollGroups,
  ZPollIdInput,
  ZPollList,
  ZPollReport,
  ZPollReportInput,
  ZPollSharedReportInput,
  ZPollShares,
  ZPollSurvey,
  ZPollSurveyInput,
  ZPollView,
  ZReceivers,
  ZReceiversInput,
  ZSendPollAnswersInput,
  ZSendPollAnswersOutput,
  ZSendPollInput,
  ZSharePollInput,
  ZUpdateDraftInput,
} from './polls.schemas.js';

// Custom polls (measurement §2–§8, issue 16): managers and administrators write, send, duplicate
// and close them on paid plans; anyone of a poll's audience answers it; its results are read by
// whom its access level names (polls.access.ts), 404 for everyone else.
const PAID = ['enterprise', 'trial'] as const;
const authors = paidScopedProcedure([...PAID], 'admin', 'manager');
// Results compute in the analytics engine: no transaction is held meanwhile (trpc/procedures.ts).
const readers = paidComputeProcedure([...PAID], 'admin', 'manager');
// A group's people, whatever their role, read what was shared with them (the service checks the share).
const sharedReaders = paidComputeProcedure([...PAID], 'admin', 'manager', 'user');

export const pollsRouter = router({
  createDraft: authors
    .meta({ v1: { method: 'POST', path: '/polls/drafts', status: 201, summary: 'Save a new draft poll (every field complete, measurement §5)' } })
    .input(ZPollFields)
    .output(ZPollView)
    .mutation(({ ctx, input }) => createDraft(ctx, input)),

  updateDraft: authors
    .meta({ v1: { method: 'PUT', path: '/polls/drafts/:id', summary: 'Save a draft poll again (every field complete)' } })
    .input(ZUpdateDraftInput)
    .output(ZPollView)
    .mutation(({ ctx, input }) => updateDraft(ctx, input)),

  getDraft: authors
    .meta({ v1: { method: 'GET', path: '/polls/drafts/:id', summary: 'A draft poll, whole, as the wizard opens it' } })
    .input(ZPollIdInput)
    .output(ZPollView)
    .query(({ ctx, input }) => getDraft(ctx, input.id)),

  deleteDraft: authors
    .meta({ v1: { method: 'DELETE', path: '/polls/drafts/:id', summary: 'Delete a draft poll' } })
    .input(ZPollIdInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => deleteDraft(ctx, input.id)),

  send: authors
    .meta({ v1: { method: 'POST', path: '/polls', status: 201, summary: 'Send a poll now (saved as active, its audience notified), from scratch or from a draft' } })
    .input(ZSendPollInput)
    .output(ZPollView)
    .mutation(({ ctx, input }) => sendPoll(ctx, input)),

  receivers: authors
    .meta({
      v1: { method: 'GET', path: '/polls/receivers', summary: 'Who would read the results and how many would answer, for an access level, the company flag and groups' },
    })
    .input(ZReceiversInput)
    .output(ZReceivers)
    .query(({ ctx, input }) => pollReceivers(ctx, input)),

  // Any role: people who answer read their ongoing and done polls here; leaders their own and others' (the reach says which).
  list: paidScopedProcedure([...PAID], 'admin', 'manager', 'user')
    .meta({
      v1: {
        method: 'GET',
        path: '/polls/:owner/:status',
        summary:
          'Polls by owner (my, others) and status (active, drafts, closed; onGoing and done for people who answer; shared with their groups), paged, with metadata.total',
      },
    })
    .input(ZListPollsInput)
    .output(ZPollList)
    .query(({ ctx, input }) => listPolls(ctx, input)),

  close: authors
    .meta({ v1: { method: 'PATCH', path: '/polls/:id', summary: 'Close (archive) a sent poll' } })
    .input(ZClosePollInput)
    .output(ZPollView)
    .mutation(({ ctx, input }) => closePoll(ctx, input.id)),

  duplicate: authors
    .meta({ v1: { method: 'POST', path: '/polls/:id/duplicate', status: 201, summary: 'A new draft copied from a poll' } })
    .input(ZPollIdInput)
    .output(ZPollView)
    .mutation(({ ctx, input }) => duplicatePoll(ctx, input.id)),

  report: readers
    .meta({
      v1: {
        method: 'GET',
        path: '/polls/:id/reports/groups/:groupId',
        summary: "A poll's report for the whole audience (consolidate) or one of its groups, gated like every figure",
      },
    })
    .input(ZPollReportInput)
    .output(ZPollReport)
    .query(({ ctx, input }) => pollReport(ctx, input)),

  groups: readers
    .meta({ v1: { method: 'GET', path: '/polls/:id/groups', summary: "The audience's groups whose report the caller may read" } })
    .input(ZPollIdInput)
    .output(ZPollGroups)
    .query(({ ctx, input }) => pollGroups(ctx, input.id)),

  // Sharing an open poll's results with its audience's groups (measurement §4 "Access level"); the spec has no v1 path for it.
  shares: authors
    .input(ZPollIdInput)
    .output(ZPollShares)
    .query(({ ctx, input }) => pollShares(ctx, input.id)),

  share: authors
    .input(ZSharePollInput)
    .output(ZPollShares)
    .mutation(({ ctx, input }) => sharePoll(ctx, input)),

  sharedReport: sharedReaders
    .input(ZPollSharedReportInput)
    .output(ZPollReport)
    .query(({ ctx, input }) => sharedPollReport(ctx, input)),

  // Answering: anyone signed in; a poll they are not in the audience of, closed or unknown, answers 404.
  survey: tenantProcedure
    .meta({ v1: { method: 'GET', path: '/polls/:id/survey', summary: 'The poll to answer, or that the caller answered it (404 when unknown, closed or not theirs)' } })
    .input(ZPollSurveyInput)
    .output(ZPollSurvey)
    .query(({ ctx, input }) => pollToAnswer(ctx, input.id)),

  answer: tenantProcedure
    .meta({ v1: { method: 'POST', path: '/polls/:id/survey', summary: 'Send the answers once (410 when already answered); idempotent by submissionId' } })
    .input(ZSendPollAnswersInput)
    .output(ZSendPollAnswersOutput)
    .mutation(({ ctx, input }) => sendPollAnswers(ctx, input)),
});
