import { describe, expect, it } from 'vitest';
import { PILLAR_IDS, PILLARS, QUESTIONS, SMART_PILLAR_IDS, type Classification, type PillarDef, type QuestionDef } from '../../seeds/survey-library/index.js';
import { withAnswers } from './survey-library-helpers.js';

// Written out here on purpose rather than imported from the library, so a wrong table there fails.
const EXPECTED_SCORE: Record<Classification, number> = { 'very-good': 10, good: 7.5, neutral: 5, bad: 2.5, 'very-bad': 0 };
const HEALTHY: Classification[] = ['very-good', 'good'];
const UNHEALTHY: Classification[] = ['bad', 'very-bad'];
const QUESTION_TYPES = ['scale', 'stars', 'select', 'multi-select', 'nps'];

const pillarById = new Map<string, PillarDef>(PILLARS.map((p) => [p.id, p]));
const questionsOf = (metric: string) => QUESTIONS.filter((q) => q.metric === metric);

describe('survey library: pillars', () => {
  it('has the ten pillars and the four smart pillars, once each, with the right kind', () => {
    expect(PILLARS.map((p) => p.id)).toEqual([...PILLAR_IDS, ...SMART_PILLAR_IDS]);
    for (const id of PILLAR_IDS) expect(pillarById.get(id)?.kind, id).toBe('pillar');
    for (const id of SMART_PILLAR_IDS) expect(pillarById.get(id)?.kind, id).toBe('smart');
  });

  it('gives each pillar two to four camelCase submetrics, unique within it', () => {
    for (const p of PILLARS) {
      expect(p.submetrics.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.submetrics.length, p.id).toBeLessThanOrEqual(4);
      const ids = p.submetrics.map((s) => s.id);
      expect(new Set(ids).size, p.id).toBe(ids.length);
      for (const id of ids) expect(id, p.id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    }
  });
});

describe('survey library: questions', () => {
  it('has unique ids of the form <metric>.<n>, numbered 1, 2, 3… per metric', () => {
    const ids = QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const metrics = [...new Set(QUESTIONS.map((q) => q.metric))];
    for (const metric of metrics) {
      const numbers = questionsOf(metric).map((q) => {
        const match = new RegExp(`^${metric}\\.(\\d+)$`).exec(q.id);
        expect(match, q.id).not.toBeNull();
        return Number(match?.[1]);
      });
      // In library order too: the delivery order of a metric's questions is their order here.
      expect(numbers, metric).toEqual(numbers.map((_, i) => i + 1));
    }
  });

  it('only uses known metrics and question types', () => {
    const metrics = new Set<string>([...PILLAR_IDS, ...SMART_PILLAR_IDS, 'enps', 'lnps']);
    for (const q of QUESTIONS) {
      expect(metrics.has(q.metric), q.id).toBe(true);
      expect(QUESTION_TYPES, q.id).toContain(q.type);
      expect(typeof q.feedback, q.id).toBe('boolean');
    }
  });

  it('has at least six questions per pillar and three per smart pillar', () => {
    for (const id of PILLAR_IDS) expect(questionsOf(id).length, id).toBeGreaterThanOrEqual(6);
    for (const id of SMART_PILLAR_IDS) expect(questionsOf(id).length, id).toBeGreaterThanOrEqual(3);
  });

  it('covers every submetric of every pillar with at least one question', () => {
    for (const p of PILLARS) {
      const used = new Set(questionsOf(p.id).map((q) => q.submetric));
      for (const s of p.submetrics) expect(used.has(s.id), `${p.id}/${s.id}`).toBe(true);
    }
  });

  it('gives every pillar question a submetric of its own pillar', () => {
    for (const q of QUESTIONS.filter((x) => x.metric !== 'enps' && x.metric !== 'lnps')) {
      const pillar = pillarById.get(q.metric);
      expect(pillar, q.id).toBeDefined();
      expect(q.submetric, q.id).not.toBeNull();
      expect(
        pillar?.submetrics.map((s) => s.id),
        q.id,
      ).toContain(q.submetric);
    }
  });

  it('mixes question types: mostly scale, and at least one select in every pillar and smart pillar', () => {
    for (const p of PILLARS) {
      const types = questionsOf(p.id).map((q) => q.type);
      expect(types, p.id).toContain('select');
      expect(types, p.id).not.toContain('nps');
      if (p.kind === 'pillar') expect(new Set(types).size, p.id).toBeGreaterThanOrEqual(3);
    }
    const count = (type: string) => QUESTIONS.filter((q) => q.type === type).length;
    expect(count('scale')).toBeGreaterThan(QUESTIONS.length / 2);
    expect(count('stars')).toBeGreaterThanOrEqual(3);
    expect(count('multi-select')).toBeGreaterThanOrEqual(2);
  });

  it('mixes types at every rotation step, since a cycle asks the n-th question of each pillar', () => {
    const longest = Math.max(...PILLAR_IDS.map((id) => questionsOf(id).length));
    for (let n = 0; n < longest; n++) {
      const types = PILLAR_IDS.map((id) => questionsOf(id)[n]?.type).filter((type) => type !== undefined);
      expect(types.filter((type) => type !== 'scale').length, `question ${n + 1} of the pillars`).toBeGreaterThanOrEqual(2);
    }
  });

  it('offers a comment on most questions', () => {
    expect(QUESTIONS.filter((q) => q.feedback).length).toBeGreaterThan(QUESTIONS.length / 2);
  });

  it('labels both ends of every scale and keeps labels off stars, select and multi-select', () => {
    for (const q of QUESTIONS) {
      if (q.type === 'scale') expect(q.scaleLabels, q.id).toBeDefined();
      if (q.type === 'stars' || q.type === 'select' || q.type === 'multi-select') expect(q.scaleLabels, q.id).toBeUndefined();
      if (q.scaleLabels) expect(q.scaleLabels.low['en-US'], q.id).not.toBe(q.scaleLabels.high['en-US']);
    }
  });
});

describe('survey library: answers and scores', () => {
  it('lists answers on select and multi-select questions only', () => {
    for (const q of QUESTIONS) {
      if (q.type === 'select' || q.type === 'multi-select') {
        expect(q.answers?.length ?? 0, q.id).toBeGreaterThanOrEqual(q.type === 'select' ? 4 : 3);
        if (q.type === 'select') expect(q.answers?.length ?? 0, q.id).toBeLessThanOrEqual(5);
      } else {
        expect(q.answers, q.id).toBeUndefined();
      }
    }
    expect(withAnswers.length).toBeGreaterThanOrEqual(PILLARS.length);
  });

  it('numbers answers a1, a2… within each question', () => {
    for (const q of withAnswers) {
      expect(
        q.answers?.map((a) => a.id),
        q.id,
      ).toEqual(q.answers?.map((_, i) => `a${i + 1}`));
    }
  });

  it('scores every answer between 0 and 10', () => {
    for (const q of withAnswers) {
      for (const a of q.answers ?? []) {
        expect(Number.isFinite(a.score), `${q.id}/${a.id}`).toBe(true);
        expect(a.score, `${q.id}/${a.id}`).toBeGreaterThanOrEqual(0);
        expect(a.score, `${q.id}/${a.id}`).toBeLessThanOrEqual(10);
      }
    }
  });

  it('classifies every select answer and scores it by its classification', () => {
    for (const q of QUESTIONS.filter((x) => x.type === 'select')) {
      for (const a of q.answers ?? []) {
        expect(a.classification, `${q.id}/${a.id}`).toBeDefined();
        expect(Object.keys(EXPECTED_SCORE), `${q.id}/${a.id}`).toContain(a.classification);
        expect(a.score, `${q.id}/${a.id}`).toBe(EXPECTED_SCORE[a.classification as Classification]);
      }
    }
  });

  it('scores a classified multi-select answer by its classification too', () => {
    for (const q of QUESTIONS.filter((x) => x.type === 'multi-select')) {
      for (const a of q.answers ?? []) {
        if (a.classification !== undefined) expect(a.score, `${q.id}/${a.id}`).toBe(EXPECTED_SCORE[a.classification]);
      }
    }
  });

  it('lets every select and multi-select reach both a healthy and an unhealthy score', () => {
    for (const q of QUESTIONS.filter((x) => x.type === 'select')) {
      const classes = (q.answers ?? []).map((a) => a.classification);
      expect(
        classes.some((c) => c !== undefined && HEALTHY.includes(c)),
        q.id,
      ).toBe(true);
      expect(
        classes.some((c) => c !== undefined && UNHEALTHY.includes(c)),
        q.id,
      ).toBe(true);
      // The healthiest answer scores 10: higher is always healthier.
      expect(Math.max(...(q.answers ?? []).map((a) => a.score)), q.id).toBe(10);
    }
    for (const q of QUESTIONS.filter((x) => x.type === 'multi-select')) {
      const scores = (q.answers ?? []).map((a) => a.score);
      expect(Math.max(...scores), q.id).toBe(10);
      expect(Math.min(...scores), q.id).toBeLessThan(5);
    }
  });

  it('puts the highest score on "Never" when a frequency select asks about something harmful', () => {
    const q = QUESTIONS.find((x) => x.id === 'psychosocialRisks.3');
    expect(q?.type).toBe('select');
    const never = q?.answers?.find((a) => a.text['en-US'] === 'Never');
    expect(never?.score).toBe(10);
  });
});

describe('survey library: eNPS and LNPS', () => {
  const nps = (metric: 'enps' | 'lnps'): QuestionDef[] => questionsOf(metric);

  it('has exactly one eNPS and one LNPS question, and no other nps question', () => {
    expect(nps('enps').map((q) => q.id)).toEqual(['enps.1']);
    expect(nps('lnps').map((q) => q.id)).toEqual(['lnps.1']);
    expect(
      QUESTIONS.filter((q) => q.type === 'nps')
        .map((q) => q.id)
        .sort(),
    ).toEqual(['enps.1', 'lnps.1']);
  });

  it('asks them as nps questions without submetric, offering a comment', () => {
    for (const q of [...nps('enps'), ...nps('lnps')]) {
      expect(q, q.id).toMatchObject({ type: 'nps', submetric: null, feedback: true });
      expect(q.answers, q.id).toBeUndefined();
    }
    expect(nps('enps')[0]?.text['en-US']).toBe('On a scale from 0 to 10, how likely are you to recommend this company as a place to work?');
    expect(nps('lnps')[0]?.text['en-US']).toMatch(/how likely are you to recommend your leader to a friend\?$/);
  });
});
