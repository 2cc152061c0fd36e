import type { Tx } from '../../db/tenant.js';
import type { Language, Texts } from '../../db/types.js';

export interface MetricLabels {
  title: string;
  description: string;
  submetrics: Map<string, string>;
}

const textIn = (texts: Texts, language: Language) => texts[language] || texts['en-US'];

/** Titles and descriptions of the metrics and submetrics, in the reader's language. */
export async function metricLabels(tx: Tx, language: Language): Promise<Map<string, MetricLabels>> {
  const rows = await tx.selectFrom('survey_metrics').select(['id', 'titles', 'descriptions', 'submetrics']).execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        title: textIn(r.titles, language),
        description: textIn(r.descriptions, language),
        submetrics: new Map(r.submetrics.map((s) => [s.id, textIn(s.title, language)])),
      },
    ]),
  );
}
