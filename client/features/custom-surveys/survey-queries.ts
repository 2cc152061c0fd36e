import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter, Trpc } from '../../lib/trpc';

// The custom-survey screens' queries and their addresses' search parameters, one definition each:
// the components read them and the routes' loaders start them. Kept apart from the screens so the
// routes (in the entry chunk) import no screen code.

type Out = inferRouterOutputs<AppRouter>['customSurveys'];
export type SurveyRow = Out['list']['customSurveys'][number];
export type SurveyView = Out['get'];
export type SurveyStatus = SurveyRow['status'];

export const LIST_TABS = ['all', 'draft', 'scheduled', 'active', 'closed', 'template'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** The list's filters and page, in the address so that back and reload keep them. */
export interface ListSearch {
  status?: Exclude<ListTab, 'all'>;
  title?: string;
  page?: number;
}

export const PAGE_SIZE = 10;

export function parseListSearch(search: Record<string, unknown>): ListSearch {
  const out: ListSearch = {};
  const status = search.status;
  if (typeof status === 'string' && status !== 'all' && (LIST_TABS as readonly string[]).includes(status)) out.status = status as ListSearch['status'];
  if (typeof search.title === 'string' && search.title.trim()) out.title = search.title.slice(0, 100);
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}

export const listQuery = (trpc: Trpc, search: ListSearch) =>
  trpc.customSurveys.list.queryOptions({
    offset: ((search.page ?? 1) - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    status: search.status,
    title: search.title?.trim() || undefined,
  });

export const surveyQuery = (trpc: Trpc, id: string) => trpc.customSurveys.get.queryOptions({ id });

export const BUILDER_STEPS = [1, 2, 3] as const;
export type BuilderStep = (typeof BUILDER_STEPS)[number];

/** The builder's step, in the address so that a reload stays on it. */
export function parseBuilderSearch(search: Record<string, unknown>): { step?: BuilderStep } {
  const step = Number(search.step);
  return step === 2 || step === 3 ? { step } : {};
}
