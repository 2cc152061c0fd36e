import { z } from 'zod';
import { ZDay } from '../../lib/schemas.js';
import { ZReportScope } from '../reports/reports.schemas.js';

// The culture figures' shapes (measurement §3 "Culture", §7 "Benchmark, culture"): the ranking of
// values with the figures read from it, and their history, each culture cycle a date.

export const ZCultureInput = z.object({
  groupId: ZReportScope,
  /** A culture cycle's date (YYYY-MM-DD, as `dates` lists them); the latest shown when absent. */
  date: ZDay.optional(),
});
export type TCultureInput = z.infer<typeof ZCultureInput>;

export const ZRankedValue = z.strictObject({
  valueId: z.string(),
  name: z.string(),
  kind: z.enum(['positive', 'limiting']),
  votes: z.number().int().min(0),
  /** The share of the cycle's voters who picked it, 0–100 (over all of them: a question's own count would tell who left it empty). */
  probability: z.number().min(0).max(100),
});

const ZReliability = z.enum(['veryHigh', 'high', 'medium', 'low', 'veryLow']);

/** The figures of one culture cycle; every number null where the gate withholds it. */
const ZCultureFigures = {
  date: ZDay,
  /** Fewer than the report minimum voted (or could vote): nothing about the cycle is shown. */
  withheld: z.boolean(),
  /** Whether the cycle still takes votes (its figures move in steps of the report minimum). */
  open: z.boolean(),
  voters: z.number().int().min(0).nullable(),
  /** Everyone who could vote when the cycle began. */
  people: z.number().int().min(0).nullable(),
  reliability: z.strictObject({ rate: z.number().min(0).max(100).nullable(), level: ZReliability.nullable() }),
  votes: z.number().int().min(0).nullable(),
  culturalEntropy: z.number().min(0).max(100).nullable(),
  culturalAlignment: z.number().min(0).max(100).nullable(),
  maturityLevel: z.number().int().min(1).max(5).nullable(),
};

export const ZCultureRanking = z.strictObject({
  groupId: z.string(),
  groupName: z.string(),
  ...ZCultureFigures,
  ranking: z.strictObject({ current: z.array(ZRankedValue), desired: z.array(ZRankedValue) }),
  /** Every culture cycle's date, newest first: the dates a reader may choose. */
  dates: z.array(ZDay),
});
export type TCultureRanking = z.infer<typeof ZCultureRanking>;

export const ZCultureHistory = z.strictObject({
  groupId: z.string(),
  groupName: z.string(),
  /** Oldest first. */
  history: z.array(z.strictObject(ZCultureFigures)),
  dates: z.array(ZDay),
});
export type TCultureHistory = z.infer<typeof ZCultureHistory>;
