import { answeredCycles } from '../custom-surveys/custom-surveys.answering.queries.js';
import { treeOf, type SurveysCtx } from '../custom-surveys/custom-surveys.access.js';
import { answerableBy } from '../custom-surveys/custom-surveys.audience.queries.js';
import { launchContext } from '../custom-surveys/custom-surveys.launch.js';
import * as q from '../custom-surveys/custom-surveys.queries.js';
import { mayRead, pollStatus } from './polls.access.js';
import { reachCounts } from './polls.queries.js';
import { sharesReaching } from './polls.shares.queries.js';
import type { TPollList } from './polls.schemas.js';
import { pollSummary } from './polls.view.js';

// The lists of polls (GET /polls/:owner/:status, measurement §4): a leader's own and others' by
// status; for everyone, the polls waiting for their answer (onGoing) and those they answered (done).
// onGoing and done are about the caller as someone who answers, so `owner` does not change them;
// nor does it change shared: the polls whose results were shared with a group the caller belongs to
// (polls.shares.ts), each with the group whose report they open.

const STATUS_OF = { active: 'active', drafts: 'draft', closed: 'closed' } as const;
/** A poll is answered in its one cycle. */
const ONLY_CYCLE = 1;

type ListInput = { owner: 'my' | 'others'; status: keyof typeof STATUS_OF | 'onGoing' | 'done' | 'shared'; offset: number; limit: number };

export async function listPolls(ctx: SurveysCtx, input: ListInput): Promise<TPollList> {
  const me = ctx.auth.userId;
  const now = new Date();
  const [rows, { tree }] = await Promise.all([q.allSurveys(ctx.tx, false, 'poll'), launchContext(ctx)]);
  let picked: q.SurveyRow[];
  const shared = new Map<string, string>();
  if (input.status === 'shared') {
    // Nearest group first: the one of the caller's own team when several are shared.
    for (const s of await sharesReaching(ctx.tx, me)) if (!shared.has(s.survey_id)) shared.set(s.survey_id, s.group_id);
    picked = rows.filter((r) => shared.has(r.id) && r.access.managersPermission && pollStatus(r, now) !== 'draft');
  } else if (input.status === 'onGoing' || input.status === 'done') {
    const answered = await answeredCycles(
      ctx.tx,
      me,
      rows.map((r) => r.id),
    );
    const isAnswered = (r: q.SurveyRow) => answered.has(`${r.id}:${ONLY_CYCLE}`);
    if (input.status === 'done') picked = rows.filter(isAnswered);
    else {
      const waiting = rows.filter((r) => pollStatus(r, now) === 'active' && !isAnswered(r));
      const mine = await answerableBy(
        ctx.tx,
        me,
        waiting.map((r) => ({ ...r, groups: [...treeOf(r, tree).audienceGroups(r.audience)] })),
      );
      picked = waiting.filter((r) => mine.has(r.id));
    }
  } else if (ctx.auth.role === 'user') picked = [];
  else {
    const wanted = STATUS_OF[input.status];
    picked = rows.filter((r) => {
      if (pollStatus(r, now) !== wanted) return false;
      if (input.owner === 'my') return r.creator_id === me;
      // Others' drafts are never listed, not even to administrators.
      return r.creator_id !== me && wanted !== 'draft' && mayRead(ctx, r, tree);
    });
  }
  const page = picked.slice(input.offset, input.offset + input.limit);
  const [reach, company] = await Promise.all([
    reachCounts(
      ctx.tx,
      page.filter((r) => r.launch_at).map((r) => r.id),
    ),
    ctx.tx.selectFrom('companies').select('name').where('id', '=', ctx.auth.companyId).executeTakeFirstOrThrow(),
  ]);
  return { polls_summary: page.map((r) => pollSummary(r, { ctx, tree, now, reach, company: company.name, shared })), metadata: { total: picked.length } };
}
