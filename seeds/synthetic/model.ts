import { COMMENTS, type Tone } from './content.js';
import type { Library, SyntheticQuestion } from './library.js';
import type { SyntheticPerson } from './people.js';
import { clamp, type Rng } from './random.js';

// How synthetic people answer. Each person has a latent engagement (standard normal) and a fixed
// personal leaning per metric; each pillar loads on engagement by its own weight, so pillars
// correlate with each other and with eNPS (managerRelationship and personalGrowth strongly,
// wellness weakly), as engagement studies find. Group, demographic and company effects shift
// everything; a slow company trend and per-response noise move it over the year.

interface MetricModel {
  /** Typical level on the 0–10 scale. */
  mean: number;
  /** Correlation of the metric's latent with engagement. */
  loading: number;
}

const METRICS: Record<string, MetricModel> = {
  peersRelationship: { mean: 7.5, loading: 0.5 },
  ambassadorship: { mean: 7.0, loading: 0.8 },
  happiness: { mean: 6.9, loading: 0.75 },
  personalGrowth: { mean: 6.2, loading: 0.85 },
  wellness: { mean: 6.5, loading: 0.2 },
  feedback: { mean: 6.6, loading: 0.6 },
  managerRelationship: { mean: 7.2, loading: 0.85 },
  recognition: { mean: 6.1, loading: 0.65 },
  satisfaction: { mean: 6.7, loading: 0.7 },
  alignment: { mean: 7.0, loading: 0.6 },
  diversity: { mean: 7.5, loading: 0.35 },
  innovationCulture: { mean: 6.6, loading: 0.5 },
  burnoutRisk: { mean: 6.0, loading: 0.3 },
  psychosocialRisks: { mean: 6.9, loading: 0.35 },
  enps: { mean: 7.6, loading: 1 },
  lnps: { mean: 7.5, loading: 0.6 },
};
const DEFAULT_METRIC: MetricModel = { mean: 6.8, loading: 0.5 };
/** Latent units to points on the 0–10 scale. */
const SPREAD = 1.4;

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface ScoredRow {
  value: number | null;
  answerIds: string[] | null;
  score: number;
}

export class ScoreModel {
  private readonly index = new Map<string, number>();
  private readonly models: MetricModel[];
  private readonly companyShift: Float64Array;
  /** Personal leaning per person and metric, row-major (person × metric). */
  private readonly leanings: Float32Array;
  private readonly slope: number;
  private readonly phase: number;

  constructor(library: Library, people: readonly SyntheticPerson[], rng: Rng) {
    library.metrics.forEach((m, i) => this.index.set(m.id, i));
    this.models = library.metrics.map((m) => METRICS[m.id] ?? DEFAULT_METRIC);
    this.companyShift = Float64Array.from(library.metrics, () => rng.normal(0, 0.25));
    this.leanings = new Float32Array(people.length * library.metrics.length);
    for (let i = 0; i < this.leanings.length; i++) this.leanings[i] = rng.normal();
    this.slope = rng.normal(0.15, 0.3);
    this.phase = rng.uniform(0, 2 * Math.PI);
  }

  metricIndex(metricId: string): number {
    return this.index.get(metricId) ?? -1;
  }

  /** The company-wide drift of engagement on a day `days` after the first cycle. */
  trend(days: number): number {
    return this.slope * (days / 365) + 0.12 * Math.sin((2 * Math.PI * days) / 365 + this.phase);
  }

  /** One response's engagement: the person's own, the company's drift, and this week's mood. */
  engagementNow(person: SyntheticPerson, trend: number, rng: Rng): number {
    return person.engagement + trend + rng.normal(0, 0.35);
  }

  /** The person's true level on a metric for this response, 0–10 (before the question's noise). */
  level(person: SyntheticPerson, metric: number, engagement: number): number {
    const m = this.models[metric] ?? DEFAULT_METRIC;
    const leaning = metric < 0 ? 0 : this.leanings[person.index * this.models.length + metric]!;
    const shift = metric < 0 ? 0 : this.companyShift[metric]!;
    let z = m.loading * engagement + Math.sqrt(1 - m.loading * m.loading) * leaning + 0.8 * person.effect + shift;
    if (m === METRICS.managerRelationship || m === METRICS.lnps) z += person.leaderEffect;
    return clamp(m.mean + SPREAD * z, 0, 10);
  }

  /** An answer to a question from a true level, scored as survey.scoring does. */
  answer(q: SyntheticQuestion, level: number, rng: Rng): ScoredRow {
    switch (q.type) {
      case 'scale':
      case 'nps': {
        const value = clamp(Math.round(level + rng.normal(0, 0.9)), 0, 10);
        return { value, answerIds: null, score: value };
      }
      case 'stars': {
        const value = clamp(Math.round(1 + 0.4 * level + rng.normal(0, 0.45)), 1, 5);
        return { value, answerIds: null, score: round2(((value - 1) / 4) * 10) };
      }
      case 'select': {
        const target = level + rng.normal(0, 1.2);
        let best = q.answers[0]!;
        for (const a of q.answers) if (Math.abs(a.score - target) < Math.abs(best.score - target)) best = a;
        return { value: null, answerIds: [best.id], score: best.score };
      }
      case 'multi-select':
        return multiSelect(q, level, rng);
    }
  }

  comment(language: SyntheticPerson['language'], score: number, rng: Rng): string {
    const tone: Tone = score >= 7.5 ? 'positive' : score <= 4 ? 'negative' : 'neutral';
    return rng.pick(COMMENTS[language][tone]);
  }
}

/**
 * Multi-select questions list good things and one "none of these" (the lowest score): low levels
 * pick "none" alone, others pick some of the good things, more of them the better they feel.
 */
function multiSelect(q: SyntheticQuestion, level: number, rng: Rng): ScoredRow {
  const low = Math.min(...q.answers.map((a) => a.score));
  const high = Math.max(...q.answers.map((a) => a.score));
  const nones = q.answers.filter((a) => a.score === low && low < high);
  const goods = q.answers.filter((a) => !nones.includes(a));
  const chosen: typeof q.answers = [];
  if (nones.length > 0 && rng.chance(1 / (1 + Math.exp(1.5 * (level - 3))))) chosen.push(rng.pick(nones));
  else {
    for (const a of goods) if (rng.chance(clamp(0.15 + 0.07 * level, 0.1, 0.9))) chosen.push(a);
    if (chosen.length === 0) chosen.push(rng.pick(goods));
  }
  const score = round2(chosen.reduce((s, a) => s + a.score, 0) / chosen.length);
  return { value: null, answerIds: chosen.map((a) => a.id), score };
}
