// The search parameters of /feedbacks, read by its route as it matches (so in every first visit's
// JavaScript): nothing else here.

/** Which box of /feedbacks: the opinions the caller wrote, or those sent to them as a leader. */
export type Box = 'sent' | 'received';
export interface FeedbacksSearch {
  box?: Box;
  unread?: boolean;
}

export function parseFeedbacksSearch(search: Record<string, unknown>): FeedbacksSearch {
  const out: FeedbacksSearch = {};
  if (search.box === 'sent' || search.box === 'received') out.box = search.box;
  if (search.unread === true || search.unread === 'true') out.unread = true;
  return out;
}
