import { errorCodeOf, type AppErrorCode, type Trpc } from '../../lib/trpc';

// A poll's report and the groups it can be read for, as the report screen reads them.

/** Everyone the poll went to: the report without a group (measurement §2 :groupId?). */
export const CONSOLIDATE = 'consolidate';

/** Answers come in while the poll runs: the report is read again every few seconds while on screen. */
const LIVE_MS = 5_000;

/** A poll the reader may not read answers 404 exactly like one that does not exist (a malformed address, 400). */
export const NOT_FOUND: AppErrorCode[] = ['POLL_NOT_FOUND', 'NOT_FOUND', 'BAD_INPUT'];
/** Refusals stay refusals: not asked again. A failure of the network or the server is, on the next beat. */
const REFUSED: AppErrorCode[] = [...NOT_FOUND, 'PLAN_REQUIRED'];

const live = (query: { state: { error: unknown } }) => (query.state.error && REFUSED.includes(errorCodeOf(query.state.error)) ? false : LIVE_MS);

/** Live, closed polls too: answers held back while a poll runs are released after it closes. */
export const pollReportQuery = (trpc: Trpc, id: string, groupId: string | undefined, enabled = true) => ({
  ...trpc.polls.report.queryOptions({ id, groupId: groupId ?? CONSOLIDATE }),
  enabled,
  refetchInterval: live,
});

/** The figures a leader shared with a group the reader belongs to (no texts), live as the leaders' report. */
export const pollSharedReportQuery = (trpc: Trpc, id: string, groupId: string, enabled: boolean) => ({
  ...trpc.polls.sharedReport.queryOptions({ id, groupId }),
  enabled,
  refetchInterval: live,
});

/** The groups a leader may share the poll's figures with (404 when none: a restricted poll, or not theirs). */
export const pollSharesQuery = (trpc: Trpc, id: string, enabled: boolean) => ({ ...trpc.polls.shares.queryOptions({ id }), enabled });

/** The audience's groups the reader may read: they change seldom, so they are kept a minute. */
export const pollGroupsQuery = (trpc: Trpc, id: string) => ({ ...trpc.polls.groups.queryOptions({ id }), staleTime: 60_000 });
