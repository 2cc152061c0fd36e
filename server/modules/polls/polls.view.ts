import { questionValid, type PollFields } from '../../../domain/poll.js';
import type { Tree, Viewer } from '../custom-surveys/custom-surveys.access.js';
import type { SurveyRow } from '../custom-surveys/custom-surveys.queries.js';
import { mayClose, mayRead, pollStatus } from './polls.access.js';
import type { TPollSummary, TPollView } from './polls.schemas.js';

// What the wizard and the lists read of a poll: its fields as written, its state at the request's
// instant and what the caller may do with it.

/** The poll's fields: every row of kind 'poll' has them (a check of the table). */
export function fieldsOf(row: SurveyRow): PollFields {
  if (!row.poll) throw new Error(`custom survey ${row.id} is not a poll`);
  return row.poll;
}

const ownerOf = (row: SurveyRow) => (row.creator_id ? { id: row.creator_id, name: row.creator_name ?? '' } : null);

export function pollView(row: SurveyRow, now: Date): TPollView {
  const p = fieldsOf(row);
  const status = pollStatus(row, now);
  return {
    _id: row.id,
    status,
    title: p.title,
    description: p.description,
    sender: p.sender,
    access_level: p.access_level,
    company: p.company,
    groups: p.groups,
    viewers: p.viewers,
    questions: p.questions.map((q) => ({ ...q, isValid: questionValid(q) })),
    owner: ownerOf(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
    sent_at: row.launch_at,
    closed_at: status === 'closed' ? row.closed_at : null,
  };
}

/** The sender's name as people who answer read it: the owner's, or the company's when sent in its name (or when the owner is gone). */
export const senderName = (row: SurveyRow, company: string) => (fieldsOf(row).sender === 'company' ? company : (row.creator_name ?? company));

export interface SummaryContext {
  ctx: Viewer;
  tree: Tree;
  now: Date;
  company: string;
  /** People each launched poll went to. */
  reach: Map<string, number>;
  /** Per poll, the group it is shared with that the reader may open (the shared list only). */
  shared?: Map<string, string>;
}

export function pollSummary(row: SurveyRow, s: SummaryContext): TPollSummary {
  const p = fieldsOf(row);
  const status = pollStatus(row, s.now);
  return {
    _id: row.id,
    title: p.title,
    status,
    sender: p.sender,
    sender_name: senderName(row, s.company),
    access_level: p.access_level,
    owner: ownerOf(row),
    numQuestions: p.questions.length,
    numEmployees: row.launch_at ? (s.reach.get(row.id) ?? 0) : null,
    created_at: row.created_at,
    sent_at: row.launch_at,
    closed_at: status === 'closed' ? row.closed_at : null,
    canReadResults: status !== 'draft' && mayRead(s.ctx, row, s.tree),
    canClose: status === 'active' && mayClose(s.ctx, row, s.tree),
    sharedGroupId: s.shared?.get(row.id) ?? null,
  };
}
