import { AppError } from '../../lib/errors.js';
import { seal, unseal } from '../survey/survey.sealing.js';

// A handle on one comment of a list a leader was shown, to start a conversation with its author.
// Sealed with the server's key and bound to the viewer: it names nothing readable, differs every
// time a list is read (so two lists' handles cannot be matched), and nobody else can use it. It
// carries the query of the list it came from, so the server can check that the comment is still
// shown to this viewer by the same anonymity gate before anything is written.

export type CommentRef =
  | { instrument: 'engagement'; query: { groupId: string; metricId?: string; cycleId?: string }; id: string }
  | { instrument: 'custom-survey'; query: { id: string; groupId?: string; questionId?: string; cycle?: number }; id: string };

const context = (companyId: string, userId: string) => `comment-ref:${companyId}:${userId}`;

export const sealCommentRef = (key: Buffer, viewer: { companyId: string; userId: string }, ref: CommentRef): string =>
  seal(key, context(viewer.companyId, viewer.userId), ref).toString('base64url');

/** The comment a handle names, or NOT_FOUND for a handle that is not this viewer's (or not one at all). */
export function openCommentRef(key: Buffer, viewer: { companyId: string; userId: string }, handle: string): CommentRef {
  try {
    return unseal<CommentRef>(key, context(viewer.companyId, viewer.userId), Buffer.from(handle, 'base64url'));
  } catch {
    throw new AppError('NOT_FOUND');
  }
}
