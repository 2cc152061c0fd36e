import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import type { SessionInfo } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { showPlanGate, usePlanGate } from './plan-gate';
import type { GroupReport } from './report-types';
import { attributesQuery, chosenAttributeQuery } from './report-queries';
import { ReportLoading } from './report-states';
import { Score } from './score';
import { pillarBand } from './thresholds';

/**
 * One demographic attribute at a time (anonymity rule 3): its options become columns beside the
 * whole scope, every withheld cell marked. The choice is remembered per report on the server.
 */
export function DemographicFilter({ groupId, report, session }: { groupId: string; report: GroupReport; session: SessionInfo }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const paid = session.plan !== 'basic';
  const attributes = useQuery(attributesQuery(trpc));
  const remembered = useQuery(chosenAttributeQuery(trpc, groupId));
  const chosen = remembered.data?.userAttributes[0];
  const attribute = attributes.data?.userAttributes.find((a) => a.id === chosen);
  const cells = useQuery({ ...trpc.reports.report.queryOptions({ groupId, attributeId: chosen }), enabled: Boolean(attribute) && paid });
  usePlanGate(cells.error);
  const save = useMutation(
    trpc.reports.saveUserAttributes.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(trpc.reports.userAttributes.queryKey({ id: groupId }), data),
    }),
  );

  if (!attributes.data?.userAttributes.length) return null;
  const choose = (value: string) => {
    if (value && !paid) return showPlanGate(session.role);
    save.mutate({ id: groupId, userAttributes: value ? [value] : [] });
  };
  const byOption = new Map((cells.data?.cells ?? []).map((c) => [c.option_id, c]));

  return (
    <section className="report-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('reports:filter.title')}</h2>
      <div className="field report-filter">
        <label htmlFor={`${id}-select`}>{t('reports:filter.label')}</label>
        <select id={`${id}-select`} value={chosen ?? ''} onChange={(e) => choose(e.target.value)} disabled={save.isPending} aria-describedby={`${id}-hint`}>
          <option value="">{t('reports:filter.none')}</option>
          {attributes.data.userAttributes.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </select>
        <div id={`${id}-hint`} className="field__hint">
          {t('reports:filter.hint')}
        </div>
      </div>
      {save.isError && (
        <div className="alert alert--danger" role="alert">
          {errorText(t, save.error)}
        </div>
      )}
      {attribute && cells.isPending && paid && <ReportLoading />}
      {attribute && cells.isError && (
        <div className="alert alert--danger" role="alert">
          {errorText(t, cells.error)}
        </div>
      )}
      {attribute && cells.data && (
        <div className="table-wrap">
          <table className="report-table" data-testid="demographic-table">
            <caption className="sr-only">{t('reports:filter.caption', { attribute: attribute.label })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reports:filter.metric')}</th>
                <th scope="col">{t('reports:filter.all')}</th>
                {attribute.values.map((v) => (
                  <th scope="col" key={v.id}>
                    {v.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('reports:overall')}</th>
                <td>
                  <Score value={report.score} withheld={report.withheld} band={pillarBand(report.score)} size="compact" />
                </td>
                {attribute.values.map((v) => {
                  const cell = byOption.get(v.id);
                  return (
                    <td key={v.id}>
                      <Score value={cell?.score} withheld={cell?.withheld} band={pillarBand(cell?.score)} size="compact" />
                    </td>
                  );
                })}
              </tr>
              {report.metrics.map((m) => (
                <tr key={m.metric_id}>
                  <th scope="row">{m.title}</th>
                  <td>
                    <Score value={m.score} withheld={m.withheld} band={pillarBand(m.score)} size="compact" />
                  </td>
                  {attribute.values.map((v) => {
                    const figure = byOption.get(v.id)?.metrics.find((x) => x.metric_id === m.metric_id);
                    return (
                      <td key={v.id}>
                        <Score value={figure?.score} withheld={figure?.withheld} band={pillarBand(figure?.score)} size="compact" />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
