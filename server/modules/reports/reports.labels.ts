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

// The library is written only by its owner, as the server starts and before it listens
// (syncSurveyLibrary; the app roles may not write it): its labels are read once per language.
const read = new Map<Language, Promise<Map<string, MetricLabels>>>();

/** metricLabels, read once per language and process. */
export function libraryLabels(withTx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>, language: Language): Promise<Map<string, MetricLabels>> {
  let labels = read.get(language);
  if (!labels) {
    labels = withTx((tx) => metricLabels(tx, language));
    read.set(language, labels);
    labels.catch(() => read.delete(language));
  }
  return labels;
}
