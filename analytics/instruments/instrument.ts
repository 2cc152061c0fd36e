import { z } from 'zod';

// An instrument is what people answer (the engagement survey, a custom survey, a poll): it declares
// its questions, their scales, how scores roll up, and which figures it offers. The engine stores
// every instrument's answers in one long form and computes and gates every declared figure itself
// (measure.ts), so a new instrument is a declaration, never new figure code or a copy of the gate.

/** How a question is answered. Scores roll up on 0–10, whatever the scale. */
export type Scale =
  /** A number between min and max (a 0–10 slider, 1–5 stars). */
  | { kind: 'scale'; min: number; max: number }
  /** 0–10, read as promoters (9–10), passives (7–8) and detractors (0–6) too. */
  | { kind: 'nps' }
  /** One choice (or up to `max` with `multi`); a choice with a score counts for the roll-up. */
  | { kind: 'choice'; choices: readonly { id: string; score?: number }[]; multi?: { max: number } }
  /** Free text: counted (how many wrote), never scored; the texts stay in Postgres behind the comment gate. */
  | { kind: 'text' };

export interface Question {
  id: string;
  /** The category (pillar) it rolls up into, or none. */
  category: string | null;
  scale: Scale;
  /** Whether its score counts in its category's (off for free text, and for multi-choice by default). */
  scored: boolean;
}

export interface Category {
  id: string;
  /** Whether it counts in the overall score. */
  overall: boolean;
}

/**
 * The figures an instrument offers, each per cycle, scope (the company, a group with its subgroups)
 * and demographic cell: who answered, the overall score, each category's and question's score, the
 * spread of a question's answers (choices, stars, scale points; promoters and detractors for nps),
 * and how many wrote a text.
 */
export const FIGURE_KINDS = ['respondents', 'overall', 'categories', 'questions', 'distributions', 'texts'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

export interface Instrument {
  /** Stable id, stored with every answer (lowercase letters, digits and dashes). */
  id: string;
  categories: readonly Category[];
  questions: readonly Question[];
  figures: readonly FigureKind[];
}

const ID = /^[a-z][a-z0-9-]*$/;
const PLAIN = z.string().regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only');
const SCALE = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('scale'), min: z.number(), max: z.number() }),
  z.strictObject({ kind: z.literal('nps') }),
  z.strictObject({
    kind: z.literal('choice'),
    choices: z.array(z.strictObject({ id: PLAIN, score: z.number().optional() })),
    multi: z.strictObject({ max: z.number().int().positive() }).optional(),
  }),
  z.strictObject({ kind: z.literal('text') }),
]);
/** The shape, checked whatever the declaration came from (code, or a survey built in a form). */
const SHAPE = z.strictObject({
  id: z.string(),
  categories: z.array(z.strictObject({ id: PLAIN, overall: z.boolean() })),
  questions: z.array(z.strictObject({ id: PLAIN, category: PLAIN.nullable(), scale: SCALE, scored: z.boolean() })),
  figures: z.array(z.enum(FIGURE_KINDS)),
});

/** Checks a declaration once, where it is made: every mistake is named, none reaches the SQL. */
export function defineInstrument<T extends Instrument>(instrument: T): T {
  const shape = SHAPE.safeParse(instrument);
  if (!shape.success) throw new Error(`instrument ${String(instrument?.id)}: ${shape.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const problems: string[] = [];
  if (!ID.test(instrument.id)) problems.push(`id "${instrument.id}" must be lowercase letters, digits and dashes`);
  const categories = new Set<string>();
  for (const c of instrument.categories) {
    if (categories.has(c.id)) problems.push(`category ${c.id} is declared twice`);
    categories.add(c.id);
  }
  const questions = new Set<string>();
  for (const q of instrument.questions) {
    if (questions.has(q.id)) problems.push(`question ${q.id} is declared twice`);
    questions.add(q.id);
    if (q.category !== null && !categories.has(q.category)) problems.push(`question ${q.id} rolls up into unknown category ${q.category}`);
    if (q.scored && q.scale.kind === 'text') problems.push(`question ${q.id} is free text and cannot be scored`);
    if (q.scale.kind === 'scale' && !(q.scale.max > q.scale.min)) problems.push(`question ${q.id} has an empty scale`);
    if (q.scale.kind === 'choice') {
      const ids = q.scale.choices.map((c) => c.id);
      if (ids.length === 0 || new Set(ids).size !== ids.length) problems.push(`question ${q.id} needs distinct choices`);
      if (q.scored && q.scale.multi) problems.push(`question ${q.id} allows several choices and cannot be scored`);
      if (q.scored && q.scale.choices.some((c) => c.score === undefined || c.score < 0 || c.score > 10))
        problems.push(`question ${q.id} is scored: every choice needs a score of 0–10`);
    }
  }
  if (problems.length) throw new Error(`instrument ${instrument.id}: ${problems.join('; ')}`);
  return instrument;
}
