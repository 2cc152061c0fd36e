import { describe, expect, it } from 'vitest';
import { isMetricId, PILLAR_IDS, SMART_PILLAR_IDS } from '../../domain/metrics.js';
import { ACTION_PLAN_TEMPLATES } from '../../seeds/action-plan-templates/index.js';
import { CULTURE_VALUES } from '../../seeds/culture-values.js';
import { RECOMMENDATIONS } from '../../seeds/recommendations/index.js';
import { LANGUAGES, PILLARS } from '../../seeds/survey-library/index.js';
import { expectText } from './survey-library-helpers.js';

// The content catalogues written in code: culture values, action plan templates and
// recommendations. Every text in the three languages, stable kebab-case ids, and enough content
// for every pillar (the two smart pillars of the NR-1 report included).

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The pillars every catalogue must cover: the ten, plus the two of the psychosocial-risk report. */
const COVERED = [...PILLAR_IDS, 'burnoutRisk', 'psychosocialRisks'] as const;

function expectIds(ids: string[]) {
  expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
  for (const id of ids) expect(id, 'kebab-case id').toMatch(KEBAB);
}

const countBy = (metrics: string[][]) => {
  const counts = new Map<string, number>();
  for (const list of metrics) for (const m of list) counts.set(m, (counts.get(m) ?? 0) + 1);
  return counts;
};

describe('culture values', () => {
  it('has at least 48 values, ten or more of them potentially limiting', () => {
    expect(CULTURE_VALUES.length).toBeGreaterThanOrEqual(48);
    expect(CULTURE_VALUES.filter((v) => v.kind === 'limiting').length).toBeGreaterThanOrEqual(10);
    expect(CULTURE_VALUES.filter((v) => v.kind === 'positive').length).toBeGreaterThanOrEqual(30);
    for (const v of CULTURE_VALUES) expect(['positive', 'limiting'], v.id).toContain(v.kind);
  });

  it('has unique kebab-case ids and names told apart in each language', () => {
    expectIds(CULTURE_VALUES.map((v) => v.id));
    for (const lang of LANGUAGES) {
      const names = CULTURE_VALUES.map((v) => v.name[lang].toLowerCase());
      expect(new Set(names).size, `names in ${lang}`).toBe(names.length);
    }
  });

  it('has a name and a one-sentence description in the three languages', () => {
    for (const v of CULTURE_VALUES) {
      expectText(`${v.id}.name`, v.name);
      expectText(`${v.id}.description`, v.description);
      for (const lang of LANGUAGES) expect(v.description[lang], `${v.id} [${lang}] ends a sentence`).toMatch(/[.!?]$/);
    }
  });
});

describe('action plan templates', () => {
  it('has unique kebab-case ids and valid pillars', () => {
    expectIds(ACTION_PLAN_TEMPLATES.map((p) => p.id));
    const pillars: readonly string[] = [...PILLAR_IDS, ...SMART_PILLAR_IDS];
    for (const p of ACTION_PLAN_TEMPLATES) expect(pillars, p.id).toContain(p.metric);
  });

  it('has at least two templates for each pillar, burnout risk and psychosocial risks', () => {
    expect(ACTION_PLAN_TEMPLATES.length).toBeGreaterThanOrEqual(24);
    const counts = countBy(ACTION_PLAN_TEMPLATES.map((p) => [p.metric]));
    for (const id of COVERED) expect(counts.get(id) ?? 0, id).toBeGreaterThanOrEqual(2);
  });

  it('has titles of at most 60 characters, a description and three to six tasks, in the three languages', () => {
    for (const p of ACTION_PLAN_TEMPLATES) {
      expectText(`${p.id}.title`, p.title);
      for (const lang of LANGUAGES) expect(p.title[lang].length, `${p.id}.title [${lang}]`).toBeLessThanOrEqual(60);
      expectText(`${p.id}.description`, p.description);
      expect(p.tasks.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.tasks.length, p.id).toBeLessThanOrEqual(6);
      p.tasks.forEach((task, i) => expectText(`${p.id}.tasks[${i}]`, task));
    }
  });
});

describe('recommendations', () => {
  it('has unique kebab-case ids and one or two valid metrics, each with a title in the survey library', () => {
    expectIds(RECOMMENDATIONS.map((r) => r.id));
    // The module names a recommendation's metrics with the library's pillar titles.
    const titled = new Set<string>(PILLARS.map((p) => p.id));
    for (const r of RECOMMENDATIONS) {
      expect(r.metrics.length, r.id).toBeGreaterThanOrEqual(1);
      expect(r.metrics.length, r.id).toBeLessThanOrEqual(2);
      expect(new Set(r.metrics).size, `${r.id} repeats a metric`).toBe(r.metrics.length);
      for (const m of r.metrics) {
        expect(isMetricId(m), `${r.id}: ${m}`).toBe(true);
        expect(titled.has(m), `${r.id}: ${m} has a title`).toBe(true);
      }
    }
  });

  it('has at least three recommendations for each pillar, burnout risk and psychosocial risks', () => {
    expect(RECOMMENDATIONS.length).toBeGreaterThanOrEqual(36);
    // Filed under its first metric: that is where the recommendation's image comes from.
    const counts = countBy(RECOMMENDATIONS.map((r) => r.metrics.slice(0, 1)));
    for (const id of COVERED) expect(counts.get(id) ?? 0, id).toBeGreaterThanOrEqual(3);
  });

  it('has a title, what, three to six how-steps and a benefit in the three languages', () => {
    for (const r of RECOMMENDATIONS) {
      expectText(`${r.id}.title`, r.title);
      expectText(`${r.id}.what`, r.what);
      expect(r.how.length, r.id).toBeGreaterThanOrEqual(3);
      expect(r.how.length, r.id).toBeLessThanOrEqual(6);
      r.how.forEach((step, i) => expectText(`${r.id}.how[${i}]`, step));
      expectText(`${r.id}.benefit`, r.benefit);
    }
  });
});
