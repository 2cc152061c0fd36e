import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ReportFailure, ReportLoading } from '../reports/report-states';
import type { UnauthorisedKind } from '../reports/unauthorised';

interface Props<T> {
  query: UseQueryResult<T, unknown>;
  /** Where a refused scope (NOT_FOUND) sends the viewer after the unauthorised modal. */
  leave: (scope: string) => string;
  kind?: UnauthorisedKind;
  children: (data: T) => ReactNode;
}

/**
 * The states every insight screen shares with the reports: loading, then on failure the
 * unauthorised modal, the plan gate or the error with a retry; then the figures.
 */
export function QueryView<T>({ query, leave, kind, children }: Props<T>) {
  if (query.isPending) return <ReportLoading />;
  if (query.isError) return <ReportFailure error={query.error} retry={() => void query.refetch()} to={leave} kind={kind} />;
  return <>{children(query.data)}</>;
}
