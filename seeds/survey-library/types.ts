// The shape of the engagement survey's question library. Every text exists in the three languages
// of the product; scores are always "higher is healthier" on a 0–10 scale, so a pillar's score is a
// plain mean whatever the question type (burnout risk included: 10 means no sign of burnout).

import type { MetricId, PillarId, SmartPillarId } from '../../domain/metrics.js';

export const LANGUAGES = ['en-US', 'pt-BR', 'es-AR'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Text = Record<Language, string>;

export { PILLAR_IDS, SMART_PILLAR_IDS, type MetricId, type PillarId, type SmartPillarId } from '../../domain/metrics.js';

export interface SubmetricDef {
  /** camelCase, unique within its pillar. */
  id: string;
  title: Text;
}

export interface PillarDef {
  id: PillarId | SmartPillarId;
  kind: 'pillar' | 'smart';
  title: Text;
  description: Text;
  /** Two to four. */
  submetrics: SubmetricDef[];
}

/**
 * scale: 0–10 slider of numbers; stars: 1–5; select: one of the answers; multi-select: any of
 * the answers; nps: 0–10 likelihood to recommend (eNPS and LNPS only).
 */
export type QuestionType = 'scale' | 'stars' | 'select' | 'multi-select' | 'nps';
export type Classification = 'very-good' | 'good' | 'neutral' | 'bad' | 'very-bad';

export interface AnswerDef {
  /** Unique within its question, e.g. 'a1'. */
  id: string;
  text: Text;
  /** Required on select answers; multi-select answers may omit it. */
  classification?: Classification;
  /** 0–10, higher is healthier. */
  score: number;
}

export interface QuestionDef {
  /** Stable, unique in the library: `<pillar>.<n>`, e.g. 'recognition.3', 'enps.1'. */
  id: string;
  metric: MetricId;
  /** A submetric id of the pillar; null for eNPS and LNPS. */
  submetric: string | null;
  type: QuestionType;
  text: Text;
  /** Only select and multi-select questions list answers (scale, stars and nps are numeric). */
  answers?: AnswerDef[];
  /** Whether the respondent is offered an optional comment after answering. */
  feedback: boolean;
  /** For scale questions: what 0 and 10 mean. */
  scaleLabels?: { low: Text; high: Text };
}
