import { sql } from 'kysely';
import { PILLARS, QUESTIONS, type Text } from '../../../seeds/survey-library/index.js';
import type { Database } from '../../db/connect.js';

const NPS_METRICS: { id: 'enps' | 'lnps'; title: Text; description: Text }[] = [
  {
    id: 'enps',
    title: { 'en-US': 'eNPS', 'pt-BR': 'eNPS', 'es-AR': 'eNPS' },
    description: {
      'en-US': 'How likely people are to recommend the company as a place to work.',
      'pt-BR': 'O quanto as pessoas recomendariam a empresa como um lugar para trabalhar.',
      'es-AR': 'Cuánto recomendarían las personas la empresa como lugar de trabajo.',
    },
  },
  {
    id: 'lnps',
    title: { 'en-US': 'LNPS', 'pt-BR': 'LNPS', 'es-AR': 'LNPS' },
    description: {
      'en-US': 'How likely people are to recommend their leader.',
      'pt-BR': 'O quanto as pessoas recomendariam sua liderança.',
      'es-AR': 'Cuánto recomendarían las personas a su líder.',
    },
  },
];

/**
 * Brings the question library in the database in step with seeds/survey-library: new metrics and
 * questions added, changed texts updated, questions no longer in the library retired (answers keep
 * pointing at them). Runs at every start, as the owner; idempotent.
 */
export async function syncSurveyLibrary(db: Database): Promise<{ questions: number }> {
  await db.transaction().execute(async (tx) => {
    const metrics = [
      ...PILLARS.map((p, i) => ({ id: p.id, kind: p.kind, position: i, titles: p.title, descriptions: p.description, submetrics: p.submetrics })),
      ...NPS_METRICS.map((m, i) => ({ id: m.id, kind: 'nps' as const, position: PILLARS.length + i, titles: m.title, descriptions: m.description, submetrics: [] })),
    ];
    for (const m of metrics) {
      const row = {
        id: m.id,
        kind: m.kind,
        position: m.position,
        titles: JSON.stringify(m.titles),
        descriptions: JSON.stringify(m.descriptions),
        submetrics: JSON.stringify(m.submetrics),
      };
      await tx
        .insertInto('survey_metrics')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    for (const [position, q] of QUESTIONS.entries()) {
      const row = {
        id: q.id,
        metric_id: q.metric,
        submetric_id: q.submetric,
        type: q.type,
        texts: JSON.stringify(q.text),
        answers: JSON.stringify(q.answers ?? []),
        scale_labels: q.scaleLabels ? JSON.stringify(q.scaleLabels) : null,
        feedback: q.feedback,
        position,
        retired: false,
      };
      await tx
        .insertInto('survey_questions')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
    const ids = QUESTIONS.map((q) => q.id);
    await tx
      .updateTable('survey_questions')
      .set({ retired: true })
      .where(sql<boolean>`not (id = any(${ids}))`)
      .execute();
  });
  return { questions: QUESTIONS.length };
}
