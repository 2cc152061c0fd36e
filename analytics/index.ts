// The analytics engine's one entry: the server (and seeds, tools) import from here only, so what
// the engine offers is this list, and its files may move without the server noticing.

export { AnalyticsEngine, type AnalyticsOptions } from './engine.js';
export type { AnalyticsSource } from './source.js';
export { meetsMinimum, minimumFor, secretOrder } from './anonymity.js';
export { ALL_METRICS } from './comment-gate.js';
export { cycleCommentList, type CycleComments } from './comment-list.js';
export { METRICS, PILLARS, type Metric } from './metrics.js';
export { COMPANY } from './figures/base.js';
export { scopeBenchmark } from './figures/benchmark.js';
export { compareGroups } from './figures/comparison.js';
export { correlationReport } from './figures/correlation.js';
export type { NpsFigure } from './figures/gated.js';
export { cellKey, type TreeNode } from './figures/gating.js';
export { npsReport, type NpsReport } from './figures/nps.js';
export { participationReport } from './figures/participation.js';
export { firstDay, lastMonths, NPS_HISTORY_MONTHS, reportWindow } from './figures/period.js';
export { monthlyScores, type MonthlyScoresQuery } from './figures/monthly-scores.js';
export { rosterWithheld, type CycleRosters } from './figures/rosters.js';
export { pillarState, scopeReport, type Change, type MetricFigure, type ScopeReport } from './figures/scores.js';
export { submetricFigures, type SubmetricFigure } from './figures/submetrics.js';
export { defineInstrument, FIGURE_KINDS, type Category, type FigureKind, type Instrument, type Question, type Scale } from './instruments/instrument.js';
export type { InstrumentCycle, InstrumentResponse, InstrumentSource } from './instruments/items.js';
export { measure, type CycleFigures, type InstrumentFigure, type MeasureQuery, type QuestionFigure, type ScopeFigures } from './instruments/measure.js';
export { ENGAGEMENT } from './instruments/engagement.js';
export { placer } from './instruments/places.js';
