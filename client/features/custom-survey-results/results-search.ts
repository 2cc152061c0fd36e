// A custom survey's results address, read by its routes as they match (so in every first visit's
// JavaScript): nothing else here; the queries come with the screens (results-queries.ts).

/** The scope and cycle in the address (`?group=`, `?cycle=`), so that back, reload and a shared link keep them. */
export interface ResultsSearch {
  group?: string;
  cycle?: number;
  /** Feedbacks only: one question's texts. */
  question?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseResultsSearch(search: Record<string, unknown>): ResultsSearch {
  const out: ResultsSearch = {};
  if (typeof search.group === 'string' && UUID.test(search.group)) out.group = search.group.toLowerCase();
  const cycle = Number(search.cycle);
  if (Number.isInteger(cycle) && cycle >= 1 && cycle <= 100_000) out.cycle = cycle;
  if (typeof search.question === 'string' && search.question && search.question.length <= 40) out.question = search.question;
  return out;
}
