import { PILLARS, QUESTIONS } from '../survey-library/index.js';
import type { LibraryQuestion } from '../../server/modules/survey/survey.cycles.js';
import type { MetricKind, QuestionType } from '../../server/db/types.js';
import type { BulkWriter } from './writer.js';

// The question library as the server sees it when it makes a cycle: active questions ordered by
// their metric's position, then their own (survey.queries activeLibrary), and the metrics in order
// (metricsInOrder). Read from the database, so generated cycles ask what the server would ask.

export interface SyntheticQuestion extends LibraryQuestion {
  submetricId: string | null;
  type: QuestionType;
  feedback: boolean;
  /** Choice questions' answers with their scores (0–10). */
  answers: { id: string; score: number }[];
}

export interface Library {
  metrics: { id: string; kind: MetricKind }[];
  /** Active questions in delivery order. */
  questions: SyntheticQuestion[];
  byId: Map<string, SyntheticQuestion>;
}

const build = (metrics: Library['metrics'], questions: SyntheticQuestion[]): Library => ({
  metrics,
  questions,
  byId: new Map(questions.map((q) => [q.id, q])),
});

export async function loadLibrary(writer: Pick<BulkWriter, 'query'>): Promise<Library> {
  const metrics = await writer.query<{ id: string; kind: MetricKind }>('select id, kind from survey_metrics order by position');
  const rows = await writer.query<{
    id: string;
    metric_id: string;
    submetric_id: string | null;
    type: QuestionType;
    feedback: boolean;
    kind: MetricKind;
    answers: { id: string; score: number }[] | string;
  }>(`
    select q.id, q.metric_id, q.submetric_id, q.type, q.feedback, q.answers, m.kind
      from survey_questions q join survey_metrics m on m.id = q.metric_id
     where not q.retired
     order by m.position, q.position`);
  if (rows.length === 0) throw new Error('The question library is empty: run syncSurveyLibrary before generating');
  const questions = rows.map((r) => ({
    id: r.id,
    metricId: r.metric_id,
    kind: r.kind,
    submetricId: r.submetric_id,
    type: r.type,
    feedback: r.feedback,
    answers: (typeof r.answers === 'string' ? (JSON.parse(r.answers) as { id: string; score: number }[]) : r.answers).map((a: { id: string; score: number }) => ({
      id: a.id,
      score: Number(a.score),
    })),
  }));
  return build(metrics, questions);
}

/**
 * The same library straight from seeds/survey-library, in the order syncSurveyLibrary stores it:
 * for dry runs that have no database.
 */
export function libraryFromSeeds(): Library {
  const metrics = [...PILLARS.map((p) => ({ id: p.id, kind: p.kind })), { id: 'enps', kind: 'nps' as const }, { id: 'lnps', kind: 'nps' as const }];
  const position = new Map(metrics.map((m, i) => [m.id, i]));
  const kind = new Map(metrics.map((m) => [m.id, m.kind]));
  const questions = QUESTIONS.map((q, i) => ({ q, i }))
    .sort((a, b) => position.get(a.q.metric)! - position.get(b.q.metric)! || a.i - b.i)
    .map(({ q }) => ({
      id: q.id,
      metricId: q.metric,
      kind: kind.get(q.metric)!,
      submetricId: q.submetric,
      type: q.type,
      feedback: q.feedback,
      answers: (q.answers ?? []).map((a) => ({ id: a.id, score: a.score })),
    }));
  return build(metrics, questions);
}
