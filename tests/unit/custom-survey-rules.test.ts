import { describe, expect, it } from 'vitest';
import { emptyDraft, missingFields, moved, withLanguages, withoutPillar, withType, type SurveyDraft } from '../../domain/custom-survey.js';
import { cycleAt, cycleStart, endInstant, launchInstant, statusAt } from '../../server/modules/custom-surveys/custom-surveys.rules.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('custom survey time rules', () => {
  it('a launch is the wall-clock time of its own time zone', () => {
    expect(iso(launchInstant({ date: '2027-03-01', time: '09:30', timezone: 'America/Sao_Paulo', endDate: null }))).toBe('2027-03-01T12:30:00.000Z');
    expect(iso(launchInstant({ date: '2027-07-01', time: '09:30', timezone: 'Europe/Lisbon', endDate: null }))).toBe('2027-07-01T08:30:00.000Z');
    expect(iso(launchInstant({ date: '2027-01-01', time: '09:30', timezone: 'Europe/Lisbon', endDate: null }))).toBe('2027-01-01T09:30:00.000Z');
  });

  it('the end date is open all day: it closes at the next midnight of the time zone', () => {
    expect(iso(endInstant({ date: '2027-03-01', time: '09:00', timezone: 'America/Sao_Paulo', endDate: '2027-03-31' }))).toBe('2027-04-01T03:00:00.000Z');
    expect(endInstant({ date: '2027-03-01', time: '09:00', timezone: 'America/Sao_Paulo', endDate: null })).toBeNull();
  });

  it('weekly cycles keep their wall-clock time across a daylight-saving change', () => {
    const first = launchInstant({ date: '2027-03-08', time: '09:00', timezone: 'America/New_York', endDate: null });
    // New York moves to daylight time on 2027-03-14: 09:00 is 14:00 UTC before, 13:00 UTC after.
    expect(iso(cycleStart(first, 'America/New_York', 'weekly', 0))).toBe('2027-03-08T14:00:00.000Z');
    expect(iso(cycleStart(first, 'America/New_York', 'weekly', 1))).toBe('2027-03-15T13:00:00.000Z');
    expect(iso(cycleStart(first, 'America/New_York', 'biweekly', 2))).toBe('2027-04-05T13:00:00.000Z');
  });

  it('monthly cycles fall on the same day, or on the last day of a shorter month', () => {
    const first = new Date('2027-01-31T08:00:00Z');
    expect([1, 2, 3].map((n) => iso(cycleStart(first, 'UTC', 'monthly', n)))).toEqual([
      '2027-02-28T08:00:00.000Z',
      '2027-03-31T08:00:00.000Z',
      '2027-04-30T08:00:00.000Z',
    ]);
  });

  it('the status follows the instants and the clock', () => {
    const at = (s: string) => new Date(s);
    const t = { launch_at: at('2027-01-10T12:00:00Z'), ends_at: at('2027-02-01T03:00:00Z'), closed_at: null };
    expect(statusAt({ launch_at: null, ends_at: null, closed_at: null }, at('2027-01-01T00:00:00Z'))).toBe('draft');
    expect(statusAt(t, at('2027-01-10T11:59:59Z'))).toBe('scheduled');
    expect(statusAt(t, at('2027-01-10T12:00:00Z'))).toBe('active');
    expect(statusAt(t, at('2027-02-01T02:59:59Z'))).toBe('active');
    expect(statusAt(t, at('2027-02-01T03:00:00Z'))).toBe('closed');
    expect(statusAt({ ...t, closed_at: at('2027-01-15T00:00:00Z') }, at('2027-01-16T00:00:00Z'))).toBe('closed');
  });

  it('tells the running cycle and the next start, and no next start past the end', () => {
    const launch = { date: '2027-01-04', time: '09:00', timezone: 'UTC', endDate: '2027-01-20' };
    const t = { launch, launch_at: launchInstant(launch), ends_at: endInstant(launch), closed_at: null };
    expect(cycleAt(t, 'weekly', new Date('2027-01-01T00:00:00Z'))).toEqual({ cycle: 0, next: new Date('2027-01-04T09:00:00Z') });
    expect(cycleAt(t, 'weekly', new Date('2027-01-12T00:00:00Z'))).toEqual({ cycle: 2, next: new Date('2027-01-18T09:00:00Z') });
    expect(cycleAt(t, 'weekly', new Date('2027-01-19T00:00:00Z'))).toEqual({ cycle: 3, next: null });
    expect(cycleAt(t, 'single', new Date('2027-01-12T00:00:00Z'))).toEqual({ cycle: 1, next: null });
    const years = { ...t, ends_at: null };
    expect(cycleAt(years, 'monthly', new Date('2030-06-15T00:00:00Z'))).toEqual({ cycle: 42, next: new Date('2030-07-04T09:00:00Z') });
  });
});

describe('custom survey builder rules', () => {
  const draft = (): SurveyDraft => ({
    ...emptyDraft(['pt-BR', 'en-US']),
    title: { 'pt-BR': 'Título', 'en-US': 'Title' },
    pillars: [{ category_id: 'p', label: { 'pt-BR': 'P', 'en-US': 'P' }, description: {}, image: null }],
    questions: [
      {
        question_id: 'q',
        type: 'select',
        category: 'p',
        enableScore: true,
        text: { 'pt-BR': 'Q', 'en-US': 'Q' },
        answers: [{ answer_id: 'a', text: { 'pt-BR': 'A', 'en-US': 'A' }, classification: 'good', score: 7.5, image: null }],
        maxChoices: null,
      },
    ],
  });

  it('adding a language adds empty texts everywhere; removing one deletes its texts everywhere', () => {
    const added = withLanguages(draft(), ['pt-BR', 'en-US', 'es-AR']);
    expect(added.title).toEqual({ 'pt-BR': 'Título', 'en-US': 'Title', 'es-AR': '' });
    expect(added.questions[0]!.answers[0]!.text['es-AR']).toBe('');
    const removed = withLanguages(added, ['es-AR']);
    expect(removed.availableLanguages).toEqual(['es-AR']);
    expect(removed.pillars[0]!.label).toEqual({ 'es-AR': '' });
    expect(removed.questions[0]!.text).toEqual({ 'es-AR': '' });
  });

  it('multi-select and feedback stop counting for score; only choice types keep answers', () => {
    const q = draft().questions[0]!;
    expect(withType(q, 'multi-select')).toMatchObject({ enableScore: false, maxChoices: 1, answers: q.answers });
    expect(withType(q, 'feedback')).toMatchObject({ enableScore: false, answers: [], maxChoices: null });
    expect(withType(q, 'stars')).toMatchObject({ enableScore: true, answers: [] });
  });

  it('removing a pillar clears it from its questions; reordering moves one item', () => {
    expect(withoutPillar(draft(), 'p').questions[0]!.category).toBeNull();
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
  });

  it('names each missing field with its language', () => {
    const d = draft();
    d.questions[0]!.answers.push({ answer_id: 'b', text: { 'pt-BR': '', 'en-US': 'B' }, classification: null, score: null, image: null });
    d.questions.push({ question_id: 'm', type: 'multi-select', category: null, enableScore: false, text: { 'pt-BR': 'M', 'en-US': 'M' }, answers: [], maxChoices: 3 });
    expect(missingFields(d).map((m) => m.path)).toEqual([
      'questions.0.answers.1.text.pt-BR',
      'questions.0.answers.1.classification',
      'questions.0.answers.1.score',
      'questions.1.answers',
      'questions.1.maxChoices',
      'surveyPublic',
      'launchConfiguration',
    ]);
  });
});
