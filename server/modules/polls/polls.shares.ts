import { AppError } from '../../lib/errors.js';
import { diff, recordAudit } from '../audit/audit.writer.js';
import { Tree, treeOf, type SurveysCtx, type Viewer } from '../custom-surveys/custom-surveys.access.js';
import * as q from '../custom-surveys/custom-surveys.queries.js';
import type { Grant } from '../custom-surveys/custom-surveys.results.js';
import { pollStatus, shareableGroups } from './polls.access.js';
import { addShare, removeShare, sharedGroups, sharesReaching } from './polls.shares.queries.js';
import type { TPollShares } from './polls.schemas.js';
import { fieldsOf } from './polls.view.js';

// Sharing an open poll's results with one of its audience's groups (measurement §4 "Access
// level"): the group's people, members of it and of its subgroups, then read that group's figures
// (polls.report.ts sharedPollReport), never its texts (ANONYMITY.md "Polls"). Who may share which
// group is polls.access.ts shareableGroups; anyone else is told the poll does not exist.

/** The poll, the groups the caller may share, and its whole tree's names; NOT_FOUND when they may share none. */
async function shareable(ctx: SurveysCtx, id: string) {
  const row = await q.findSurvey(ctx.tx, id, false, 'poll');
  if (!row) throw new AppError('NOT_FOUND');
  const today = new Tree(await q.companyGroups(ctx.tx));
  const groups = shareableGroups(ctx, row, today, new Date());
  if (groups.size === 0) throw new AppError('NOT_FOUND');
  return { row, groups, names: treeOf(row, today).names };
}

function sharesOf(s: Awaited<ReturnType<typeof shareable>>, shared: Set<string>): TPollShares {
  const groups = [...s.groups].map((id) => ({ id, name: s.names.get(id) ?? '', shared: shared.has(id) }));
  return { groups: groups.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)) };
}

/** The audience's groups the caller may share, each with whether it is shared. */
export async function pollShares(ctx: SurveysCtx, id: string): Promise<TPollShares> {
  const s = await shareable(ctx, id);
  return sharesOf(s, await sharedGroups(ctx.tx, id));
}

/** Shares (or unshares) one group; a change leaves an audit row in the same transaction, a repeat changes nothing. */
export async function sharePoll(ctx: SurveysCtx, input: { id: string; groupId: string; shared: boolean }): Promise<TPollShares> {
  const s = await shareable(ctx, input.id);
  if (!s.groups.has(input.groupId)) throw new AppError('NOT_FOUND');
  const before = await sharedGroups(ctx.tx, input.id);
  const changed = input.shared
    ? await addShare(ctx.tx, { companyId: ctx.auth.companyId, surveyId: input.id, groupId: input.groupId, userId: ctx.auth.userId })
    : await removeShare(ctx.tx, input.id, input.groupId);
  const after = new Set(before);
  if (input.shared) after.add(input.groupId);
  else after.delete(input.groupId);
  if (changed) {
    const title = fieldsOf(s.row).title;
    const group = s.names.get(input.groupId) ?? '';
    const names = (ids: Set<string>) => [...ids].map((id) => s.names.get(id) ?? id).sort();
    await recordAudit(
      ctx.tx,
      { companyId: ctx.auth.companyId, userId: ctx.auth.userId },
      {
        entity: 'polls',
        action: input.shared ? 'share' : 'unshare',
        entityId: input.id,
        subject: title,
        summary: input.shared
          ? `Shared the results of the poll "${title}" with the group "${group}"`
          : `Stopped sharing the results of the poll "${title}" with the group "${group}"`,
        changes: diff({ groups: names(before) }, { groups: names(after) }),
      },
    );
  }
  return sharesOf(s, after);
}

/**
 * Who reads a poll's results by a share: the people of a group it is shared with read that group
 * alone (never the whole audience, so never its texts' consolidated list). An open poll once sent,
 * its group still one of its audience's, as the share was made.
 */
export const sharedWith =
  (ctx: Viewer, groupId: string): Grant =>
  async (tx, row, _tree, audience) => {
    if (!row.access.managersPermission || pollStatus(row, new Date()) === 'draft' || !audience.has(groupId)) return null;
    const reaching = await sharesReaching(tx, ctx.auth.userId, [row.id]);
    return reaching.some((s) => s.group_id === groupId) ? { whole: false, groups: new Set([groupId]) } : null;
  };
