import { createHash } from 'node:crypto';
import { commentBlock, hiddenLists, releasedByScope, shownItems, type CommentItem, type ResponseRow } from './comment-gate.js';

// One cycle's comment list for one scope and filter, as every instrument shows it: decided over the
// whole company's lists of the cycle (every scope, every filter) so that no viewer, nor viewers
// together, can subtract lists down to fewer than the minimum of authors (comment-gate.ts); an open
// cycle gives each scope only the responses of its released blocks. Callers load, this decides.

export interface CycleComments {
  /** Identifies the cycle's state: the same state gives the same decisions (kept, see below). */
  cycle: string;
  open: boolean;
  k: number;
  /** The comment minimum (minimumFor('comment', k)). */
  minimum: number;
  /** Every response of the cycle in the company: 'company' and the author's groups as scopes. */
  responses: readonly ResponseRow[];
  /**
   * Every comment of the cycle: its response and question (which identify it), and the label it is
   * shown and filtered under (a pillar, a question): the only thing said of where it was written.
   */
  comments: readonly { responseId: string; questionId: string; metric: string; text: string }[];
}

export interface CycleList {
  /** The pseudonyms of the scope's released respondents (for the minimum over several cycles). */
  respondents: string[];
  withheld: boolean;
  comments: { id: string; text: string; metric: string }[];
}

// A cycle's decisions cost a pass over the whole company's lists (about 0.6 s for 500 groups and
// 2,400 comments); answer rows are only ever added, so the same counts and places mean the same rows.
const decided = new Map<string, Set<string>>();
function hiddenOnce(key: string, decide: () => Set<string>): Set<string> {
  const known = decided.get(key);
  if (known) return known;
  if (decided.size >= 200) decided.delete(decided.keys().next().value!);
  const hidden = decide();
  decided.set(key, hidden);
  return hidden;
}

/** The list of `scope` filtered to `metric` (ALL_METRICS: unfiltered), or withheld. */
export function cycleCommentList(c: CycleComments, scope: string, metric: string): CycleList {
  const block = commentBlock(c.k, c.minimum);
  const released = releasedByScope(c.responses, block, c.open);
  // A scope with fewer respondents than the minimum has no list: its state never depends on comments.
  const listed = (s: string) => (released.get(s)?.size ?? 0) >= c.minimum;
  const byId = new Map(c.responses.map((r) => [r.id, r]));
  const items: (CommentItem & { text: string })[] = c.comments.map((x) => {
    const response = byId.get(x.responseId)!;
    const scopes = response.scopes.filter((s) => listed(s) && released.get(s)!.has(x.responseId));
    return { id: `${x.responseId}:${x.questionId}`, author: response.respondent, scopes, metric: x.metric, text: x.text };
  });
  const respondents = [...(released.get(scope) ?? [])].map((id) => byId.get(id)!.respondent);
  // Responses are placed anew when groups move (same rows, other scopes): their places are part of the state.
  const places = createHash('sha1');
  for (const r of c.responses) places.update(`${r.id}:${r.scopes.join(',')};`);
  const state = [c.cycle, c.minimum, block, c.open, c.responses.length, c.responses.reduce((m, r) => Math.max(m, r.seq), 0), items.length, places.digest('hex')].join(
    '|',
  );
  const shown = listed(scope)
    ? shownItems(
        items,
        hiddenOnce(state, () => hiddenLists(items, c.minimum)),
        scope,
        metric,
      )
    : null;
  if (!shown) return { respondents, withheld: true, comments: [] };
  const comments = shown.map(({ id, text, metric: m }) => ({ id, text, metric: m }));
  return { respondents, withheld: false, comments };
}
