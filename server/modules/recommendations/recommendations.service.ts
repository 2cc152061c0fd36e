import { RECOMMENDATIONS, type RecommendationDef } from '../../../seeds/recommendations/index.js';
import { PILLARS, type Language, type Text } from '../../../seeds/survey-library/index.js';
import { AppError } from '../../lib/errors.js';
import type { TListRecommendationsInput, TRecommendation } from './recommendations.schemas.js';

// Recommendations in the reader's language. The catalogue is code: nothing is read from the
// database, and every caller of every company sees the same advice.

/** The headings of a recommendation's three sections. */
const SECTION_TITLES: Record<'what' | 'how' | 'benefit', Text> = {
  what: { 'en-US': 'What', 'pt-BR': 'O que é', 'es-AR': 'Qué es' },
  how: { 'en-US': 'How', 'pt-BR': 'Como fazer', 'es-AR': 'Cómo hacerlo' },
  benefit: { 'en-US': 'Benefit', 'pt-BR': 'Benefício', 'es-AR': 'Beneficio' },
};

const PILLAR_TITLES = new Map<string, Text>(PILLARS.map((p) => [p.id, p.title]));

/** Where the web client serves a metric's picture (client/public/recommendations). */
const imageOf = (metric: string) => `/recommendations/${metric}.svg`;

function view(r: RecommendationDef, language: Language): TRecommendation {
  return {
    id: r.id,
    title: r.title[language],
    image: imageOf(r.metrics[0]!),
    metrics: r.metrics.map((id) => ({
      id: id as TRecommendation['metrics'][number]['id'],
      image: imageOf(id),
      // Every metric of the catalogue is a pillar with a title (tests/unit/content-catalogues.test.ts).
      name: PILLAR_TITLES.get(id)![language],
    })),
    body: {
      what: { title: SECTION_TITLES.what[language], content: r.what[language] },
      how: { title: SECTION_TITLES.how[language], content: r.how.map((step) => step[language]) },
      benefit: { title: SECTION_TITLES.benefit[language], content: r.benefit[language] },
    },
  };
}

/** The recommendations on any of `metrics` (all when none is given) but those of `exclude`; null when none is left. */
export function listRecommendations(language: Language, input: TListRecommendationsInput) {
  const metrics = input.metrics?.length ? new Set<string>(input.metrics) : null;
  const excluded = new Set(input.exclude ?? []);
  const chosen = RECOMMENDATIONS.filter((r) => (!metrics || r.metrics.some((m) => metrics.has(m))) && !excluded.has(r.id));
  return chosen.length ? { recommendations: chosen.map((r) => view(r, language)) } : null;
}

export function getRecommendation(language: Language, id: string): TRecommendation {
  const found = RECOMMENDATIONS.find((r) => r.id === id);
  if (!found) throw new AppError('NOT_FOUND');
  return view(found, language);
}
