import { z } from 'zod';
import {
  POLL_ACCESS_LEVELS,
  POLL_LIMITS as L,
  POLL_LIST_STATUSES,
  POLL_OWNERS,
  POLL_QUESTION_TYPES,
  POLL_SENDERS,
  POLL_STATUSES,
  POLL_SCALE,
} from '../../../domain/poll.js';
import { ZCount, ZDateInstant, zId, zQueryFlag, zQueryList, ZUuid } from '../../lib/schemas.js';
import { ZOffset, zLimit } from '../attributes/attributes.schemas.js';

// The edge of custom polls (measurement §3 "Custom poll", §5, §7 "Custom polls", §8): the poll's
// fields as the wizard and the legacy client send them (snake_case, as the spec names them), the
// lists, receivers, the answer screen and its send, and the report. A poll's completeness (every
// field, drafts included: §5) is domain/poll.ts missingPollFields, checked by the service.

const ZPollId = zId('Unknown poll');
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/** Ids the wizard gives its questions (kept by the server as they come). */
const ZLocalId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Letters, digits, _ and - only (at most 40)');

export const ZPollQuestion = z.object({
  question_id: ZLocalId,
  question_type: z.enum(POLL_QUESTION_TYPES),
  question_text: text(L.questionText).default(''),
  options: z.array(text(L.option)).max(L.options, `At most ${L.options} options`).default([]),
  lower_label: text(L.label).default(''),
  upper_label: text(L.label).default(''),
  comment: text(L.questionText).nullable().default(null),
});

/** Every field of a poll (POST/PUT /polls/drafts, POST /polls). */
export const ZPollFields = z.object({
  title: text(L.title).default(''),
  description: text(L.description).default(''),
  sender: z.enum(POLL_SENDERS).default('owner'),
  access_level: z.enum(POLL_ACCESS_LEVELS).default('open'),
  company: z.boolean().default(false),
  groups: z.array(zId('Unknown group')).max(L.groups).default([]),
  viewers: z.array(zId('Unknown person')).max(L.viewers).default([]),
  questions: z.array(ZPollQuestion).max(L.questions, `At most ${L.questions} questions`).default([]),
});
export type TPollFieldsInput = z.output<typeof ZPollFields>;

export const ZPollIdInput = z.object({ id: ZPollId });
export const ZUpdateDraftInput = ZPollFields.extend({ id: ZPollId });
/** POST /polls: a poll sent now (saved as active), from scratch or from a draft (`draft_id`, which it replaces); `groups_input` is the legacy name of `groups`. */
export const ZSendPollInput = ZPollFields.extend({
  status: z.literal('active').default('active'),
  draft_id: ZPollId.optional(),
  groups_input: z.array(zId('Unknown group')).max(L.groups).optional(),
});
/** PATCH /polls/:id: closing is the one change a sent poll takes. */
export const ZClosePollInput = z.object({ id: ZPollId, status: z.literal('closed') });

const ZPerson = z.strictObject({ id: ZUuid, name: z.string() });

/** A poll as its owner and the wizard read it. */
export const ZPollView = z.strictObject({
  _id: ZUuid,
  status: z.enum(POLL_STATUSES),
  title: z.string(),
  description: z.string(),
  sender: z.enum(POLL_SENDERS),
  access_level: z.enum(POLL_ACCESS_LEVELS),
  company: z.boolean(),
  groups: z.array(ZUuid),
  viewers: z.array(ZUuid),
  questions: z.array(ZPollQuestion.extend({ isValid: z.boolean() }).strict()),
  owner: ZPerson.nullable(),
  created_at: ZDateInstant,
  updated_at: ZDateInstant,
  sent_at: ZDateInstant.nullable(),
  closed_at: ZDateInstant.nullable(),
});
export type TPollView = z.input<typeof ZPollView>;

/** GET /polls/receivers: who would read the results and how many would answer, for this audience and access level. */
export const ZReceiversInput = z.object({
  access_level: z.enum(POLL_ACCESS_LEVELS).default('open'),
  company: zQueryFlag().default(false),
  groups: zQueryList(zId('Unknown group'), L.groups).default([]),
});
export const ZReceivers = z.strictObject({
  /** Besides administrators and the owner: the audience's managers when open, none when restricted (the chosen viewers are added by the wizard). */
  viewers: z.array(ZPerson),
  /** People who can answer (active, in the audience). */
  repliersCount: ZCount,
});
export type TReceivers = z.input<typeof ZReceivers>;

/** GET /polls/:owner/:status. */
export const ZListPollsInput = z.object({
  owner: z.enum(POLL_OWNERS),
  status: z.enum(POLL_LIST_STATUSES),
  offset: ZOffset,
  limit: zLimit(10, 100),
});
export const ZPollSummary = z.strictObject({
  _id: ZUuid,
  title: z.string(),
  status: z.enum(POLL_STATUSES),
  sender: z.enum(POLL_SENDERS),
  /** The owner's name, or the company's when it is sent by the company (people who answer see this). */
  sender_name: z.string(),
  access_level: z.enum(POLL_ACCESS_LEVELS),
  owner: ZPerson.nullable(),
  numQuestions: ZCount,
  /** People the poll goes to (null for a draft). */
  numEmployees: ZCount.nullable(),
  created_at: ZDateInstant,
  sent_at: ZDateInstant.nullable(),
  closed_at: ZDateInstant.nullable(),
  /** Whether the reader may open its results (report). */
  canReadResults: z.boolean(),
  /** Whether the reader may close it (owner, administrators, and the audience's managers when open). */
  canClose: z.boolean(),
  /** In the shared list: the group (one the reader belongs to) whose shared report they may open; null elsewhere. */
  sharedGroupId: ZUuid.nullable(),
});
export type TPollSummary = z.input<typeof ZPollSummary>;
export const ZPollList = z.strictObject({ polls_summary: z.array(ZPollSummary), metadata: z.strictObject({ total: ZCount }) });
export type TPollList = z.input<typeof ZPollList>;

/** GET /polls/:id/survey/: the poll as a person of its audience answers it. */
/** `_` is the legacy client's cache breaker. */
export const ZPollSurveyInput = z.object({ id: ZPollId, _: z.string().max(40).optional() });
export const ZPollSurvey = z.strictObject({
  status: z.enum(['available', 'answered']),
  poll: z
    .strictObject({
      _id: ZUuid,
      title: z.string(),
      description: z.string(),
      sender_name: z.string(),
      questions: z.array(
        z.strictObject({
          question_id: z.string(),
          question_type: z.enum(POLL_QUESTION_TYPES),
          question_text: z.string(),
          /** radio-string: each option's id (what an answer names) and text. */
          options: z.array(z.strictObject({ id: z.string(), text: z.string() })),
          lower_label: z.string(),
          upper_label: z.string(),
          comment: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type TPollSurvey = z.input<typeof ZPollSurvey>;

/** One answer of POST /polls/:id/survey/ (poll_survey): radio-string names an option id, slide-number 0–10, paragraph a text. */
const ZPollAnswer = z.object({
  question_id: z.string().max(40),
  question_type: z.enum(POLL_QUESTION_TYPES),
  question_text: z.string().max(L.questionText).optional(),
  answer: z.union([z.string().max(2000, 'At most 2000 characters'), z.number().int().min(POLL_SCALE.min).max(POLL_SCALE.max)]).nullable(),
  /** Paragraph only: false sends it with the person's name (their choice); anonymous by default. */
  isAnonymous: z.boolean().default(true),
  feedback: z
    .object({
      question: z.string().max(L.questionText).optional(),
      isAnonymous: z.boolean().default(true),
      answer: z.string().max(2000, 'At most 2000 characters').nullable(),
    })
    .nullish(),
});
export const ZSendPollAnswersInput = z.object({
  id: ZPollId,
  /** Idempotency: the same id with the same answers gets the first result. */
  submissionId: zId('Unknown submission'),
  poll_survey: z.array(ZPollAnswer).max(2 * L.questions),
});
export type TSendPollAnswersInput = z.output<typeof ZSendPollAnswersInput>;
export const ZSendPollAnswersOutput = z.strictObject({ status: z.literal('done'), answered: ZCount });

/** GET /polls/:id/reports/groups/:groupId and /polls/:id/groups/. */
export const ZPollReportInput = z.object({ id: ZPollId, groupId: z.union([z.literal('consolidate'), zId('Unknown group')]).default('consolidate') });
const ZText = z.strictObject({ text: z.string(), /** The author's name when they chose to sign it; null when anonymous. */ author: z.string().nullable() });
export const ZPollReport = z.strictObject({
  _id: ZUuid,
  accessLevel: z.enum(POLL_ACCESS_LEVELS),
  title: z.string(),
  createdAt: ZDateInstant,
  numEmployees: ZCount,
  numQuestions: ZCount,
  owner: z.strictObject({ name: z.string(), email: z.string() }).nullable(),
  sender: z.enum(POLL_SENDERS),
  status: z.enum(POLL_STATUSES),
  group: z.strictObject({ id: z.union([z.literal('consolidate'), ZUuid]), name: z.string().nullable() }),
  /** Who answered (gated: null with withheld when too few), and the share of the group's people. */
  stats: z.strictObject({ respondents: ZCount.nullable(), withheld: z.boolean(), participationRate: z.number().nullable() }),
  questions: z.array(
    z.strictObject({
      question_id: z.string(),
      type: z.enum(POLL_QUESTION_TYPES),
      text: z.string(),
      withheld: z.boolean(),
      uniqueAnswers: ZCount.nullable(),
      skipped: ZCount.nullable(),
      /** slide-number: the mean on 0–10; null otherwise or withheld. */
      score: z.number().nullable(),
      /** radio-string: each option's count; slide-number: each point's (0–10); paragraph: none (its texts are `texts`). */
      answers: z.array(z.strictObject({ id: z.string(), label: z.string(), count: ZCount })),
      texts: z.array(ZText).nullable(),
      feedback: z.strictObject({ question: z.string(), withheld: z.boolean(), texts: z.array(ZText).nullable() }).nullable(),
    }),
  ),
});
export type TPollReport = z.input<typeof ZPollReport>;
export const ZPollGroups = z.strictObject({ groups: z.array(z.strictObject({ id: ZUuid, name: z.string(), parentId: ZUuid.nullable() })) });

/** Sharing an open poll's results with its audience's groups (tRPC only: the spec has no path for it). */
export const ZPollShares = z.strictObject({ groups: z.array(z.strictObject({ id: ZUuid, name: z.string(), shared: z.boolean() })) });
export type TPollShares = z.input<typeof ZPollShares>;
export const ZSharePollInput = z.object({ id: ZPollId, groupId: zId('Unknown group'), shared: z.boolean() });
/** A report shared with a group, as that group's people read it: one group, never the whole audience. */
export const ZPollSharedReportInput = z.object({ id: ZPollId, groupId: zId('Unknown group') });
