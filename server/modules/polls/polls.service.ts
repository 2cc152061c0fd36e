import { missingPollFields, POLL_INCOMPLETE, toAccess, toAudience, toDefinition, type PollFields } from '../../../domain/poll.js';
import type { SurveyLaunch } from '../../../domain/custom-survey.js';
import { afterCommit } from '../../db/tenant.js';
import { AppError, type FieldErrors } from '../../lib/errors.js';
import { diff, recordAudit } from '../audit/audit.writer.js';
import { audienceErrors, canEdit, type SurveysCtx, type Tree } from '../custom-surveys/custom-surveys.access.js';
import { audiencePeople } from '../custom-surveys/custom-surveys.audience.queries.js';
import { deliverCustomSurveys } from '../custom-surveys/custom-surveys.delivery.js';
import { audienceRisks, fixReach, launchContext, type Reach } from '../custom-surveys/custom-surveys.launch.js';
import * as q from '../custom-surveys/custom-surveys.queries.js';
import { mayClose, maySee, pollStatus } from './polls.access.js';
import { groupManagers } from './polls.queries.js';
import type { TPollFieldsInput, TPollView, TReceivers } from './polls.schemas.js';
import { fieldsOf, pollView } from './polls.view.js';

export { listPolls } from './polls.lists.js';

// Custom polls as their author writes them (measurement §3–§5, issue 16): drafts saved, opened and
// deleted, sends (from scratch or from a draft), closing, copies, and who would receive one. A poll
// is a one-cycle custom survey of kind 'poll': its audience is checked, its reach fixed and its
// mails sent by the custom surveys' code.

const actor = (ctx: SurveysCtx) => ({ companyId: ctx.auth.companyId, userId: ctx.auth.userId });
const unique = (ids: readonly string[]) => [...new Set(ids)];

/** The audience checks of custom surveys, said with a poll's field names. */
function audienceFieldErrors(ctx: SurveysCtx, p: PollFields, tree: Tree, people: Map<string, q.PersonRow>) {
  const errors: FieldErrors = {};
  const raw = audienceErrors(ctx, toAudience(p), toAccess(p), tree, people);
  for (const [path, messages] of Object.entries(raw)) {
    const index = path.split('.').at(-1);
    if (path === 'surveyPublic.sendToCompany') errors.company = ['Only administrators send a poll to the whole company'];
    else if (path.startsWith('surveyPublic.groupsWithHierarchy.')) errors[`groups.${index}`] = messages;
    else if (path.startsWith('surveyAccess.users.')) errors[`viewers.${index}`] = messages;
  }
  return errors;
}

/**
 * What a save writes: the poll as written (ids once each) and the custom survey it is measured as;
 * sent (`send`) it is launched now, to the people rule 11 checked. Drafts and sends alike refuse
 * missing fields (measurement §5).
 */
async function pollWrite(
  ctx: SurveysCtx,
  input: PollFields,
  send: { id: string | null } | null,
): Promise<{ w: q.SurveyWrite & { poll: PollFields }; reach: Reach | null }> {
  const { tree, people } = await launchContext(ctx, input.viewers);
  const errors = audienceFieldErrors(ctx, input, tree, people);
  for (const path of missingPollFields(input)) (errors[path] ??= []).push(POLL_INCOMPLETE);
  const p: PollFields = { ...input, groups: unique(input.groups), viewers: unique(input.viewers) };
  let reach: Reach | null = null;
  if (send && Object.keys(errors).length === 0) {
    const checked = await audienceRisks(ctx, send.id, toAudience(p), tree);
    if (checked.risks.length) errors[p.company ? 'company' : 'groups'] = checked.risks;
    else reach = { people: checked.people, tree };
  }
  if (Object.keys(errors).length) throw new AppError('BAD_INPUT', errors);
  const now = new Date();
  // Sent now: a launch of today in UTC, with no end (it runs until it is closed).
  const launch: SurveyLaunch | null = reach ? { date: now.toISOString().slice(0, 10), time: now.toISOString().slice(11, 16), timezone: 'UTC', endDate: null } : null;
  const w = { definition: toDefinition(p), audience: toAudience(p), access: toAccess(p), launch, launch_at: reach ? now : null, ends_at: null, poll: p };
  return { w, reach };
}

const changesOf = (before: PollFields | null, after: PollFields) => {
  const shown = (p: PollFields) => ({
    title: p.title,
    questions: p.questions.length,
    company: p.company,
    groups: p.groups,
    viewers: p.viewers,
    access_level: p.access_level,
    sender: p.sender,
  });
  return diff(before ? shown(before) : {}, shown(after));
};

async function viewOf(ctx: SurveysCtx, id: string): Promise<TPollView> {
  const row = await q.findSurvey(ctx.tx, id, false, 'poll');
  if (!row) throw new AppError('NOT_FOUND');
  return pollView(row, new Date());
}

/** A draft of the caller (or any draft, for an administrator), else NOT_FOUND: a sent poll is not a draft. */
async function ownDraft(ctx: SurveysCtx, id: string, lock: 'update' | false) {
  const row = await q.findSurvey(ctx.tx, id, lock, 'poll');
  if (!row || !canEdit(ctx, row) || pollStatus(row, new Date()) !== 'draft') throw new AppError('NOT_FOUND');
  return row;
}

export async function createDraft(ctx: SurveysCtx, input: TPollFieldsInput): Promise<TPollView> {
  const { w } = await pollWrite(ctx, input, null);
  const id = await q.insertSurvey(ctx.tx, ctx.auth.companyId, ctx.auth.userId, w);
  await recordAudit(ctx.tx, actor(ctx), {
    entity: 'polls',
    action: 'create',
    entityId: id,
    subject: w.poll.title,
    summary: `Saved the draft poll "${w.poll.title}"`,
    changes: changesOf(null, w.poll),
  });
  return viewOf(ctx, id);
}

export async function updateDraft(ctx: SurveysCtx, input: TPollFieldsInput & { id: string }): Promise<TPollView> {
  const { id, ...fields } = input;
  const row = await ownDraft(ctx, id, 'update');
  const { w } = await pollWrite(ctx, fields, null);
  await q.updateSurvey(ctx.tx, id, w);
  await recordAudit(ctx.tx, actor(ctx), {
    entity: 'polls',
    action: 'update',
    entityId: id,
    subject: w.poll.title,
    summary: `Updated the draft poll "${w.poll.title}"`,
    changes: changesOf(fieldsOf(row), w.poll),
  });
  return viewOf(ctx, id);
}

export async function getDraft(ctx: SurveysCtx, id: string): Promise<TPollView> {
  return pollView(await ownDraft(ctx, id, false), new Date());
}

export async function deleteDraft(ctx: SurveysCtx, id: string): Promise<{ ok: true }> {
  const row = await ownDraft(ctx, id, 'update');
  await q.deleteSurvey(ctx.tx, id, false);
  const title = fieldsOf(row).title;
  await recordAudit(ctx.tx, actor(ctx), { entity: 'polls', action: 'delete', entityId: id, subject: title, summary: `Deleted the draft poll "${title}"` });
  return { ok: true };
}

/** Sends a poll now (saved as active): a new one, or a draft of the caller's (`draft_id`, the same poll) with these fields. */
export async function sendPoll(ctx: SurveysCtx, input: TPollFieldsInput & { draft_id?: string; groups_input?: string[] }): Promise<TPollView> {
  const { draft_id: draftId, groups_input: legacyGroups, ...rest } = input;
  const fields: PollFields = {
    title: rest.title,
    description: rest.description,
    sender: rest.sender,
    access_level: rest.access_level,
    company: rest.company,
    // The legacy client names the audience's groups groups_input.
    groups: legacyGroups ?? rest.groups,
    viewers: rest.viewers,
    questions: rest.questions,
  };
  const draft = draftId ? await ownDraft(ctx, draftId, 'update') : null;
  const { w, reach } = await pollWrite(ctx, fields, { id: draft?.id ?? null });
  let id: string;
  const base = { entity: 'polls', subject: w.poll.title } as const;
  if (draft) {
    id = draft.id;
    await q.updateSurvey(ctx.tx, id, w);
    await recordAudit(ctx.tx, actor(ctx), {
      ...base,
      entityId: id,
      action: 'update',
      summary: `Updated the draft poll "${w.poll.title}"`,
      changes: changesOf(fieldsOf(draft), w.poll),
    });
  } else {
    id = await q.insertSurvey(ctx.tx, ctx.auth.companyId, ctx.auth.userId, w);
    await recordAudit(ctx.tx, actor(ctx), { ...base, entityId: id, action: 'create', summary: `Created the poll "${w.poll.title}"`, changes: changesOf(null, w.poll) });
  }
  await fixReach(ctx, id, reach);
  await recordAudit(ctx.tx, actor(ctx), { ...base, entityId: id, action: 'launch', summary: `Sent the poll "${w.poll.title}"` });
  // Its audience is mailed once this commits, not at the delivery loop's next minute; a failure is left to that loop.
  const only = { companyId: ctx.auth.companyId, id };
  afterCommit(ctx.tx, () => void deliverCustomSurveys(ctx.deps, only).catch(() => undefined));
  return viewOf(ctx, id);
}

/** Closes (archives) a sent poll now; closing a closed one changes nothing. */
export async function closePoll(ctx: SurveysCtx, id: string): Promise<TPollView> {
  const row = await q.findSurvey(ctx.tx, id, 'update', 'poll');
  const now = new Date();
  if (!row) throw new AppError('NOT_FOUND');
  const { tree } = await launchContext(ctx);
  const status = pollStatus(row, now);
  if (status === 'draft') {
    if (!canEdit(ctx, row)) throw new AppError('NOT_FOUND');
    throw new AppError('BAD_INPUT', { status: ['Only a sent poll can be closed'] });
  }
  if (!mayClose(ctx, row, tree)) throw new AppError('NOT_FOUND');
  if (status === 'active') {
    await q.closeSurvey(ctx.tx, id, now);
    const title = fieldsOf(row).title;
    await recordAudit(ctx.tx, actor(ctx), { entity: 'polls', action: 'close', entityId: id, subject: title, summary: `Closed the poll "${title}"` });
    // What its answers hold is released now, not at the next pass.
    afterCommit(ctx.tx, () => ctx.deps.release.nudge());
  }
  return viewOf(ctx, id);
}

/**
 * A new draft of the caller's with the fields of a poll they may see (its title unchanged: the copy
 * is listed among the drafts), keeping only the company flag, groups and viewers the caller may
 * still set (a manager's reach is smaller, people leave): the wizard then asks for what is missing.
 */
export async function duplicatePoll(ctx: SurveysCtx, id: string): Promise<TPollView> {
  const row = await q.findSurvey(ctx.tx, id, false, 'poll');
  if (!row) throw new AppError('NOT_FOUND');
  const source = fieldsOf(row);
  const { tree, people } = await launchContext(ctx, source.viewers);
  if (!maySee(ctx, row, tree, new Date())) throw new AppError('NOT_FOUND');
  const refused = audienceFieldErrors(ctx, source, tree, people);
  const kept = (path: string) => (_: string, i: number) => !refused[`${path}.${i}`];
  const p: PollFields = {
    ...structuredClone(source),
    company: source.company && !refused.company,
    groups: source.groups.filter(kept('groups')),
    viewers: source.viewers.filter(kept('viewers')),
  };
  const w: q.SurveyWrite = { definition: toDefinition(p), audience: toAudience(p), access: toAccess(p), launch: null, launch_at: null, ends_at: null, poll: p };
  const newId = await q.insertSurvey(ctx.tx, ctx.auth.companyId, ctx.auth.userId, w);
  await recordAudit(ctx.tx, actor(ctx), {
    entity: 'polls',
    action: 'duplicate',
    entityId: newId,
    subject: p.title,
    summary: `Created the draft poll "${p.title}" as a copy`,
  });
  return viewOf(ctx, newId);
}

/** These groups and every group above them. */
function withAncestors(tree: Tree, ids: Iterable<string>): Set<string> {
  const parent = new Map(tree.groups.map((g) => [g.id, g.parent_id]));
  const out = new Set<string>();
  for (const id of ids) for (let at: string | null | undefined = id; at && !out.has(at); at = parent.get(at)) out.add(at);
  return out;
}

/**
 * Who would read the results besides administrators and the caller (open access: the managers of
 * the audience's groups and of the groups above them, whose reach meets it; restricted: nobody but
 * the chosen viewers) and how many people can answer, for an audience the caller may send to.
 */
export async function pollReceivers(ctx: SurveysCtx, input: { access_level: PollFields['access_level']; company: boolean; groups: string[] }): Promise<TReceivers> {
  const { tree, people } = await launchContext(ctx);
  const asked: PollFields = { title: '', description: '', sender: 'owner', viewers: [], questions: [], ...input };
  const errors = audienceFieldErrors(ctx, asked, tree, people);
  if (Object.keys(errors).length) throw new AppError('BAD_INPUT', errors);
  const audience = toAudience(asked);
  const groups = tree.audienceGroups(audience);
  const repliers = await audiencePeople(ctx.tx, { id: 'new', audience, fixed: false, groups: [...groups] });
  const viewers = input.access_level === 'open' ? (await groupManagers(ctx.tx, [...withAncestors(tree, groups)])).filter((m) => m.id !== ctx.auth.userId) : [];
  return { viewers, repliersCount: repliers.size };
}
