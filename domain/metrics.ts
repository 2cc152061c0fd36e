// The metrics of the engagement survey, in report order: the ten pillars, the smart pillars and
// the two net-promoter questions. Server, analytics, seeds and client all name them from here.

export const PILLAR_IDS = [
  'peersRelationship',
  'ambassadorship',
  'happiness',
  'personalGrowth',
  'wellness',
  'feedback',
  'managerRelationship',
  'recognition',
  'satisfaction',
  'alignment',
] as const;
export const SMART_PILLAR_IDS = ['diversity', 'innovationCulture', 'burnoutRisk', 'psychosocialRisks'] as const;
export const NPS_IDS = ['enps', 'lnps'] as const;
export const METRIC_IDS = [...PILLAR_IDS, ...SMART_PILLAR_IDS, ...NPS_IDS] as const;

export type PillarId = (typeof PILLAR_IDS)[number];
export type SmartPillarId = (typeof SMART_PILLAR_IDS)[number];
export type NpsId = (typeof NPS_IDS)[number];
export type MetricId = (typeof METRIC_IDS)[number];

export const isMetricId = (id: string): id is MetricId => (METRIC_IDS as readonly string[]).includes(id);
/** Net-promoter bands of a 0–10 answer: promoters answer 9–10, passives 7–8, detractors 0–6. */
export const NPS_BANDS = { promoter: 9, passive: 7 } as const;

export const isNpsId = (id: string): id is NpsId => (NPS_IDS as readonly string[]).includes(id);
