import { MISSING_MESSAGES, missingFields, type SurveyDefinition, type SurveyTexts } from '../../../domain/custom-survey.js';
import { afterCommit } from '../../db/tenant.js';
import { AppError, type FieldErrors } from '../../lib/errors.js';
import { diff, recordAudit } from '../audit/audit.writer.js';
import { audienceErrors, canEdit, canReadResults, type SurveysCtx } from './custom-surveys.access.js';
import { audienceRisks, fixReach, launchContext, titleOf, type Reach } from './custom-surveys.launch.js';
import * as q from './custom-surveys.queries.js';
import { audienceOf, definitionOf, endInstant, launchInstant, statusAt } from './custom-surveys.rules.js';
import type { TListSurveysInput, TSurveyBody, TSurveyRow, TSurveyView } from './custom-surveys.schemas.js';
import { SURVEY_TEMPLATES, templateById } from './custom-surveys.templates.js';
import { listRow, surveyView, templateRow, templateView } from './custom-surveys.view.js';

// Custom surveys as their builder and list use them (measurement §3–§6): drafts saved and
// launched, closed, duplicated (a template's use is its duplicate), deleted.

/** A launch may be set a little in the past (the time it took to click): it then starts at once. */
const LAUNCH_GRACE_MS = 5 * 60_000;

const actor = (ctx: SurveysCtx) => ({ companyId: ctx.auth.companyId, userId: ctx.auth.userId });

const idsOf = (s: Pick<q.SurveyRow, 'audience' | 'access'>) => [...s.audience.users, ...s.access.users];

export async function listSurveys(ctx: SurveysCtx, input: TListSurveysInput): Promise<{ customSurveys: TSurveyRow[]; total: number }> {
  const title = input.title?.toLocaleLowerCase();
  const matches = (t: SurveyTexts) => !title || Object.values(t).some((text) => text.toLocaleLowerCase().includes(title));
  let rows: TSurveyRow[];
  if (input.status === 'template') rows = SURVEY_TEMPLATES.filter((t) => matches(t.definition.title)).map(templateRow);
  else {
    const { tree } = await launchContext(ctx);
    const now = new Date();
    rows = (await q.allSurveys(ctx.tx))
      .map((s) => listRow(s, ctx, tree, now))
      .filter((r) => (r.canEdit || r.canReadResults) && (!input.status || r.status === input.status) && matches(r.title));
  }
  return { customSurveys: rows.slice(input.offset, input.offset + input.limit), total: rows.length };
}

/** A survey the caller may see (edit or read results), else NOT_FOUND, as if it did not exist. */
async function visible(ctx: SurveysCtx, id: string, lock: 'update' | false = false) {
  const row = await q.findSurvey(ctx.tx, id, lock);
  if (!row) throw new AppError('NOT_FOUND');
  const { tree, people } = await launchContext(ctx, idsOf(row));
  if (!canEdit(ctx, row) && !canReadResults(ctx, row, tree)) throw new AppError('NOT_FOUND');
  return { row, tree, people };
}

/**
 * A survey the caller may change (its creator or an administrator), else NOT_FOUND: a manager who
 * only reads its results is refused as if it did not exist, never with a 403 (which signs the
 * legacy client out).
 */
async function editable(ctx: SurveysCtx, id: string) {
  const found = await visible(ctx, id, 'update');
  if (!canEdit(ctx, found.row)) throw new AppError('NOT_FOUND');
  return found;
}

export async function getSurvey(ctx: SurveysCtx, id: string): Promise<TSurveyView> {
  const template = templateById(id);
  if (template) return templateView(template);
  const { row, tree, people } = await visible(ctx, id);
  return surveyView(row, ctx, tree, people, new Date());
}

/** What a save writes: the cleaned draft, and its launch when one is asked for and nothing is missing. */
async function writeOf(ctx: SurveysCtx, body: TSurveyBody, now: Date, id: string | null = null): Promise<{ w: q.SurveyWrite; reach: Reach | null }> {
  const definition = definitionOf(body);
  const audience = audienceOf(body.surveyPublic);
  const access = { managersPermission: body.surveyAccess.managersPermission, users: [...new Set(body.surveyAccess.users)] };
  const { tree, people } = await launchContext(ctx, [...audience.users, ...access.users]);
  const errors: FieldErrors = audienceErrors(ctx, audience, access, tree, people);
  const launch = body.launchConfiguration;
  const launching = body.status !== 'draft';
  let reach: Reach | null = null;
  if (launching) {
    for (const m of missingFields({ ...definition, surveyPublic: audience, surveyAccess: access, launchConfiguration: launch }))
      (errors[m.path] ??= []).push(MISSING_MESSAGES[m.key]);
    if (launch && launchInstant(launch).getTime() < now.getTime() - LAUNCH_GRACE_MS)
      (errors['launchConfiguration.date'] ??= []).push('The launch date and time have passed');
    if (!Object.keys(errors).some((path) => path.startsWith('surveyPublic'))) {
      const checked = await audienceRisks(ctx, id, audience, tree);
      if (checked.risks.length) errors.surveyPublic = checked.risks;
      else reach = { people: checked.people, tree };
    }
  }
  if (Object.keys(errors).length) throw new AppError('BAD_INPUT', errors);
  const w = { definition, audience, access, launch, launch_at: reach && launch ? launchInstant(launch) : null, ends_at: reach && launch ? endInstant(launch) : null };
  return { w, reach };
}

const changesOf = (before: q.SurveyWrite | null, after: q.SurveyWrite) =>
  diff(
    before
      ? { title: before.definition.title, questions: before.definition.questions.length, audience: before.audience, access: before.access, launch: before.launch }
      : {},
    { title: after.definition.title, questions: after.definition.questions.length, audience: after.audience, access: after.access, launch: after.launch },
  );

export async function createSurvey(ctx: SurveysCtx, body: TSurveyBody): Promise<TSurveyView> {
  const now = new Date();
  const { w, reach } = await writeOf(ctx, body, now);
  const id = await q.insertSurvey(ctx.tx, ctx.auth.companyId, ctx.auth.userId, w);
  await fixReach(ctx, id, reach);
  const title = titleOf(w.definition.title);
  await recordAudit(ctx.tx, actor(ctx), {
    entity: 'custom-surveys',
    action: 'create',
    entityId: id,
    subject: title,
    summary: `Created the survey "${title}"`,
    changes: changesOf(null, w),
  });
  if (w.launch_at)
    await recordAudit(ctx.tx, actor(ctx), { entity: 'custom-surveys', action: 'launch', entityId: id, subject: title, summary: `Launched the survey "${title}"` });
  return getSurvey(ctx, id);
}

/** Saves a draft or a scheduled survey (a launch, a change, or back to draft); one that started is no longer edited. */
export async function updateSurvey(ctx: SurveysCtx, id: string, body: TSurveyBody): Promise<TSurveyView> {
  const { row } = await editable(ctx, id);
  // Read once the row is locked: a send that started it meanwhile has committed, and it is started.
  const now = new Date();
  const status = statusAt(row, now);
  if (status === 'active' || status === 'closed') throw new AppError('CUSTOM_SURVEY_STARTED');
  const { w, reach } = await writeOf(ctx, body, now, id);
  await q.updateSurvey(ctx.tx, id, w);
  await fixReach(ctx, id, reach);
  const title = titleOf(w.definition.title);
  const base = { entity: 'custom-surveys', entityId: id, subject: title } as const;
  await recordAudit(ctx.tx, actor(ctx), { ...base, action: 'update', summary: `Updated the survey "${title}"`, changes: changesOf(row, w) });
  if (w.launch_at && !row.launch_at) await recordAudit(ctx.tx, actor(ctx), { ...base, action: 'launch', summary: `Launched the survey "${title}"` });
  return getSurvey(ctx, id);
}

/** Closes a scheduled or active survey now; closing a closed one again changes nothing. */
export async function closeSurvey(ctx: SurveysCtx, id: string): Promise<TSurveyView> {
  const now = new Date();
  const { row } = await editable(ctx, id);
  const status = statusAt(row, now);
  if (status === 'draft') throw new AppError('CUSTOM_SURVEY_NOT_LAUNCHED');
  if (status !== 'closed') {
    await q.closeSurvey(ctx.tx, id, now);
    const title = titleOf(row.definition.title);
    await recordAudit(ctx.tx, actor(ctx), { entity: 'custom-surveys', action: 'close', entityId: id, subject: title, summary: `Closed the survey "${title}"` });
    // What its ended cycle holds is released now, not at the next pass.
    afterCommit(ctx.tx, () => ctx.deps.release.nudge());
  }
  return getSurvey(ctx, id);
}

export async function deleteSurvey(ctx: SurveysCtx, id: string): Promise<{ id: string; deleted: true }> {
  const { row } = await editable(ctx, id);
  await q.deleteSurvey(ctx.tx, id, row.launch_at !== null);
  const title = titleOf(row.definition.title);
  await recordAudit(ctx.tx, actor(ctx), { entity: 'custom-surveys', action: 'delete', entityId: id, subject: title, summary: `Deleted the survey "${title}"` });
  return { id, deleted: true };
}

const COPY: Record<string, string> = { 'pt-BR': 'cópia', 'en-US': 'copy', 'es-AR': 'copia' };

/**
 * A new draft from a survey the caller may edit (its title marked as a copy, its audience and
 * access kept, its launch left to choose) or from a ready template (used as it is: the "use" action).
 */
export async function duplicateSurvey(ctx: SurveysCtx, id: string): Promise<TSurveyView> {
  const template = templateById(id);
  let definition: SurveyDefinition;
  let source: Pick<q.SurveyRow, 'audience' | 'access'> = {
    audience: { sendToCompany: false, groupsWithHierarchy: [], groupsOnly: [], users: [] },
    access: { managersPermission: false, users: [] },
  };
  if (template) definition = structuredClone<SurveyDefinition>(template.definition);
  else {
    const { row } = await editable(ctx, id);
    const title = Object.fromEntries(Object.entries(row.definition.title).map(([l, t]) => [l, `${t} (${COPY[l]})`]));
    definition = { ...row.definition, title };
    source = row;
  }
  const w: q.SurveyWrite = { definition, audience: source.audience, access: source.access, launch: null, launch_at: null, ends_at: null };
  const { tree, people } = await launchContext(ctx, idsOf(source));
  // The copy keeps only an audience and access the caller may still set (people leave, groups go, a manager's reach is smaller).
  const refused = Object.keys(audienceErrors(ctx, w.audience, w.access, tree, people));
  if (refused.some((path) => path.startsWith('surveyPublic'))) w.audience = { sendToCompany: false, groupsWithHierarchy: [], groupsOnly: [], users: [] };
  if (refused.some((path) => path.startsWith('surveyAccess'))) w.access = { managersPermission: w.access.managersPermission, users: [] };
  const newId = await q.insertSurvey(ctx.tx, ctx.auth.companyId, ctx.auth.userId, w);
  const title = titleOf(definition.title);
  await recordAudit(ctx.tx, actor(ctx), {
    entity: 'custom-surveys',
    action: 'duplicate',
    entityId: newId,
    subject: title,
    summary: `Created the survey "${title}" as a copy`,
  });
  return getSurvey(ctx, newId);
}
