import { describe, expect, it } from 'vitest';
import {
  CHOICE_TYPES,
  missingFields,
  QUESTION_TYPES,
  scorable,
  SURVEY_IMAGES,
  SURVEY_LANGUAGES,
  SURVEY_LIMITS,
  type SurveyDefinition,
  type SurveyTexts,
} from '../../domain/custom-survey.js';
import { SURVEY_TEMPLATES, templateById } from '../../server/modules/custom-surveys/custom-surveys.templates.js';

// The ready templates of custom surveys: each one complete enough to launch as it is, in the three
// languages, within the builder's limits, and frozen so no caller can change it.

const LOCAL_ID = /^[A-Za-z0-9_-]{1,40}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every text of a template with where it is and the limit it must keep. */
function textsOf(definition: SurveyDefinition): { path: string; value: SurveyTexts; max: number }[] {
  return [
    { path: 'title', value: definition.title, max: SURVEY_LIMITS.title },
    { path: 'description', value: definition.description, max: SURVEY_LIMITS.description },
    ...definition.pillars.flatMap((p) => [
      { path: `pillar ${p.category_id} label`, value: p.label, max: SURVEY_LIMITS.pillarLabel },
      { path: `pillar ${p.category_id} description`, value: p.description, max: SURVEY_LIMITS.pillarDescription },
    ]),
    ...definition.questions.flatMap((q) => [
      { path: `question ${q.question_id}`, value: q.text, max: SURVEY_LIMITS.questionText },
      ...q.answers.map((a) => ({ path: `answer ${q.question_id}/${a.answer_id}`, value: a.text, max: SURVEY_LIMITS.answerText })),
    ]),
  ];
}

const unique = (ids: string[]) => new Set(ids).size === ids.length;

describe('custom survey templates', () => {
  it('offers the five templates, each once, under fixed v4 uuids', () => {
    expect(SURVEY_TEMPLATES.length).toBeGreaterThanOrEqual(5);
    expect(SURVEY_TEMPLATES.map((t) => t.key)).toEqual(expect.arrayContaining(['onboarding', 'exit', 'hybrid-work', 'diversity-inclusion', 'psychosocial-risks']));
    expect(unique(SURVEY_TEMPLATES.map((t) => t.key))).toBe(true);
    expect(unique(SURVEY_TEMPLATES.map((t) => t.id))).toBe(true);
    for (const t of SURVEY_TEMPLATES) {
      expect(t.id, t.key).toMatch(UUID);
      expect(templateById(t.id)).toBe(t);
      expect(templateById(t.id.toUpperCase())).toBe(t);
    }
    expect(templateById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  describe.each(SURVEY_TEMPLATES.map((t) => [t.key, t] as const))('%s', (_key, { definition }) => {
    it('lacks nothing for a launch once it has an audience and a date', () => {
      const draft = {
        ...definition,
        surveyPublic: { sendToCompany: true, groupsWithHierarchy: [], groupsOnly: [], users: [] },
        surveyAccess: { managersPermission: false, users: [] },
        launchConfiguration: { date: '2027-01-01', time: '09:00', timezone: 'America/Sao_Paulo', endDate: null },
      };
      expect(missingFields(draft)).toEqual([]);
    });

    it('speaks the three languages, every text written and within its limit', () => {
      expect([...definition.availableLanguages].sort()).toEqual([...SURVEY_LANGUAGES].sort());
      for (const { path, value, max } of textsOf(definition)) {
        expect(Object.keys(value).sort(), path).toEqual([...SURVEY_LANGUAGES].sort());
        for (const language of SURVEY_LANGUAGES) {
          const text = value[language] ?? '';
          expect(text.trim(), `${path} ${language}`).not.toBe('');
          expect(text, `${path} ${language}`).toBe(text.trim());
          expect(text.length, `${path} ${language}`).toBeLessThanOrEqual(max);
        }
      }
    });

    it('keeps the settings and counts of a ready survey', () => {
      expect(definition.pillars.length).toBeGreaterThanOrEqual(2);
      expect(definition.pillars.length).toBeLessThanOrEqual(5);
      expect(definition.questions.length).toBeGreaterThanOrEqual(8);
      expect(definition.questions.length).toBeLessThanOrEqual(15);
      expect(definition.enableFeedbacks).toBe(true);
      const quantity = definition.questionsQuantity;
      if (quantity !== 'all') {
        expect(Number.isInteger(quantity) && quantity >= 1 && quantity <= definition.questions.length).toBe(true);
      }
      for (const p of definition.pillars) expect(SURVEY_IMAGES, p.category_id).toContain(p.image);
    });

    it('gives valid ids, unique within the template and answers unique within their question', () => {
      const pillarIds = definition.pillars.map((p) => p.category_id);
      const questionIds = definition.questions.map((q) => q.question_id);
      for (const id of [...pillarIds, ...questionIds]) expect(id).toMatch(LOCAL_ID);
      expect(unique(pillarIds)).toBe(true);
      expect(unique(questionIds)).toBe(true);
      for (const q of definition.questions) {
        const answerIds = q.answers.map((a) => a.answer_id);
        for (const id of answerIds) expect(id, q.question_id).toMatch(LOCAL_ID);
        expect(unique(answerIds), q.question_id).toBe(true);
      }
    });

    it('puts every question in one of its pillars, and every pillar has questions', () => {
      const pillarIds = definition.pillars.map((p) => p.category_id);
      for (const q of definition.questions) expect(pillarIds, q.question_id).toContain(q.category);
      for (const id of pillarIds)
        expect(
          definition.questions.some((q) => q.category === id),
          id,
        ).toBe(true);
    });

    it('uses at least four question types, a feedback question among them', () => {
      const types = new Set(definition.questions.map((q) => q.type));
      expect(types.size).toBeGreaterThanOrEqual(4);
      expect(types.has('feedback')).toBe(true);
    });

    it('scores only scorable questions, every answer of a scored choice with a classification and a score from 0 to 10', () => {
      for (const q of definition.questions) {
        if (q.enableScore) expect(scorable(q.type), q.question_id).toBe(true);
        if (!CHOICE_TYPES.includes(q.type)) {
          expect(q.answers, q.question_id).toEqual([]);
          expect(q.maxChoices, q.question_id).toBeNull();
          continue;
        }
        expect(q.answers.length, q.question_id).toBeGreaterThanOrEqual(2);
        expect(q.answers.length, q.question_id).toBeLessThanOrEqual(SURVEY_LIMITS.answers);
        if (q.type === 'multi-select') {
          expect(q.enableScore, q.question_id).toBe(false);
          expect(q.maxChoices, q.question_id).toBeGreaterThanOrEqual(1);
          expect(q.maxChoices, q.question_id).toBeLessThanOrEqual(q.answers.length);
        } else expect(q.maxChoices, q.question_id).toBeNull();
        if (!q.enableScore) continue;
        for (const a of q.answers) {
          expect(a.classification, `${q.question_id}/${a.answer_id}`).not.toBeNull();
          expect(a.score, `${q.question_id}/${a.answer_id}`).not.toBeNull();
          expect(a.score!, `${q.question_id}/${a.answer_id}`).toBeGreaterThanOrEqual(0);
          expect(a.score!, `${q.question_id}/${a.answer_id}`).toBeLessThanOrEqual(10);
        }
      }
    });
  });

  it('uses every question type across the templates', () => {
    const types = new Set(SURVEY_TEMPLATES.flatMap((t) => t.definition.questions.map((q) => q.type)));
    expect([...types].sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it('is frozen all the way down: assigning or adding throws', () => {
    const frozenThroughout = (value: unknown, path: string): void => {
      if (value === null || typeof value !== 'object') return;
      expect(Object.isFrozen(value), path).toBe(true);
      for (const [key, inner] of Object.entries(value)) frozenThroughout(inner, `${path}.${key}`);
    };
    frozenThroughout(SURVEY_TEMPLATES, 'SURVEY_TEMPLATES');

    const [template] = SURVEY_TEMPLATES;
    const definition = template!.definition;
    const question = definition.questions.find((q) => q.answers.length > 0)!;
    expect(() => {
      (SURVEY_TEMPLATES as unknown as unknown[]).push(template);
    }).toThrow(TypeError);
    expect(() => {
      (template as { id: string }).id = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      definition.title['en-US'] = 'Changed';
    }).toThrow(TypeError);
    expect(() => {
      definition.questions.pop();
    }).toThrow(TypeError);
    expect(() => {
      question.answers[0]!.score = 3;
    }).toThrow(TypeError);
    expect(() => {
      definition.pillars[0]!.label['pt-BR'] = 'Mudado';
    }).toThrow(TypeError);
  });

  it('gives an unfrozen copy to start a draft from', () => {
    const copy = structuredClone(SURVEY_TEMPLATES[0]!.definition);
    copy.title['en-US'] = 'Our onboarding';
    expect(copy.title['en-US']).toBe('Our onboarding');
    expect(SURVEY_TEMPLATES[0]!.definition.title['en-US']).not.toBe('Our onboarding');
  });
});
