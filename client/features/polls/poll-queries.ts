import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter, Trpc } from '../../lib/trpc';

// The poll screens' queries and their addresses' search parameters, one definition each: the
// screens read them and the routes parse the search with them. Kept free of texts and components
// so that the routes (in the entry chunk) carry no screen code.

type Out = inferRouterOutputs<AppRouter>['polls'];
type In = inferRouterInputs<AppRouter>['polls'];
export type PollSummary = Out['list']['polls_summary'][number];
export type PollView = Out['getDraft'];
export type PollReceivers = Out['receivers'];
export type PollFieldsInput = In['createDraft'];

/**
 * The lists' views: the leader's own and others' polls (by status), and, for everyone, those to
 * answer, answered, and those whose figures a leader shared with a group the reader belongs to.
 */
export const LEADER_VIEWS = ['my', 'others', 'onGoing', 'done', 'shared'] as const;
export const ANSWER_VIEWS = ['onGoing', 'done', 'shared'] as const;
export type PollsView = (typeof LEADER_VIEWS)[number];
/** Others' drafts are never listed: their view offers active and closed only. */
export const OWNER_STATUSES = { my: ['active', 'drafts', 'closed'], others: ['active', 'closed'] } as const;
export type OwnerStatus = 'active' | 'drafts' | 'closed';

/** The lists' view, status and page, or the wizard (spec §2 has one address for polls: /custom-poll). */
export interface PollsSearch {
  view?: PollsView;
  status?: OwnerStatus;
  page?: number;
  /** The wizard, on a new poll or on a draft (its id: set once a new poll is first saved, so a reload opens it again). */
  wizard?: 'new' | (string & {});
  step?: WizardStep;
}

export const PAGE_SIZE = 10;
export const WIZARD_STEPS = [1, 2, 3, 4] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined => ((list as readonly unknown[]).includes(value) ? (value as T) : undefined);

export function parsePollsSearch(search: Record<string, unknown>): PollsSearch {
  const out: PollsSearch = {};
  const view = oneOf(LEADER_VIEWS, search.view);
  if (view) out.view = view;
  const status = oneOf(['active', 'drafts', 'closed'] as const, search.status);
  if (status) out.status = status;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  if (search.wizard === 'new' || (typeof search.wizard === 'string' && UUID.test(search.wizard))) out.wizard = search.wizard;
  const step = Number(search.step);
  if (out.wizard && (step === 2 || step === 3 || step === 4)) out.step = step;
  return out;
}

/** What a view lists: the owner and status the server's list is asked for. */
export function listArgs(
  view: PollsView,
  status: OwnerStatus | undefined,
): { owner: 'my' | 'others'; status: 'active' | 'drafts' | 'closed' | 'onGoing' | 'done' | 'shared' } {
  // The server ignores the owner of these: they are the reader's whoever wrote them.
  if (view === 'onGoing' || view === 'done' || view === 'shared') return { owner: 'my', status: view };
  const statuses: readonly OwnerStatus[] = OWNER_STATUSES[view];
  return { owner: view, status: status && statuses.includes(status) ? status : 'active' };
}

export const listQuery = (trpc: Trpc, view: PollsView, status: OwnerStatus | undefined, page: number) =>
  trpc.polls.list.queryOptions({ ...listArgs(view, status), offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });

export const draftQuery = (trpc: Trpc, id: string) => trpc.polls.getDraft.queryOptions({ id });

/** Every list and draft, for changes that touch polls wherever they are shown. */
export const pollsKey = (trpc: Trpc) => ({ queryKey: trpc.polls.pathKey() });
