import { randomUUID } from 'node:crypto';
import { COMPANY, type AnalyticsEngine } from '../../../analytics/index.js';
import type { Database } from '../../db/connect.js';
import { withSystem } from '../../db/tenant.js';
import { shuffled } from '../../lib/shuffled.js';
import { releaseCustomHeld } from '../custom-surveys/custom-surveys.release.js';
import { CULTURE_QUESTIONS } from '../../../domain/culture.js';
import type { CultureVotes } from './survey.culture.js';
import { toDay } from './survey.cycles.js';
import {
  addParticipationDays,
  heldBatches,
  insertResponses,
  reportingGroupsOf,
  reportMinimum,
  takeHeld,
  type ReleasedAnswer,
  type ReleasedResponse,
} from './survey.release.queries.js';
import { lockPlacements } from './survey.places.queries.js';
import { unseal } from './survey.sealing.js';

// The release step: held answers become stored answers in batches that cannot be told apart.
// A final send seals its response into survey_held in the participation transaction; here, in a
// transaction of its own, every held answer of one company's cycle is written to the answer tables
// once at least k (the company's report minimum) wait, in a random order, and the held rows are
// deleted in the same transaction. No answer row then shares a transaction id, a position or a
// time with its author's participation: a copy of the database narrows an answer to its batch of k
// or more, never to a person. When the cycle has ended, what is still held is released whatever
// its number (the cycle's figures are final then and the gate decides what of them is shown).

/** What the final send seals: the response as it will be stored, with its day for participation. */
export interface HeldResponse {
  respondent: string;
  groupIds: string[];
  optionIds: string[];
  day: string;
  answers: ReleasedAnswer[];
  /** The values picked on a cycle that asks the culture questions (survey.culture.ts); absent when none. */
  culture?: CultureVotes;
}

/** The associated data of a held row: it opens only where it was written. */
export const heldContext = (companyId: string, cycleId: string, id: string) => `${companyId}:${cycleId}:${id}`;

class NotYet extends Error {}

/**
 * Releases one company's cycle if it still qualifies (k held, or `ended`: everything); the number
 * of responses written.
 */
export async function releaseCycle(db: Database, key: Buffer, companyId: string, cycleId: string, ended: boolean): Promise<number> {
  try {
    return await withSystem(db, async (tx) => {
      const held = await takeHeld(tx, companyId, cycleId);
      const k = await reportMinimum(tx, companyId);
      // Another pass took some meanwhile: what is left waits for more (the rows come back on rollback).
      if (held.length === 0 || (held.length < k && !ended)) throw new NotYet();
      const opened = shuffled(held).map((row) => ({ id: randomUUID(), ...unseal<HeldResponse>(key, heldContext(companyId, cycleId, row.id), row.sealed) }));
      // The send sealed reporting groups; answers sealed before the rule carry every member group's chain.
      await lockPlacements(tx, companyId);
      const placed = await reportingGroupsOf(
        tx,
        opened.map((h) => ({ key: h.id, groupIds: h.groupIds })),
      );
      const responses: ReleasedResponse[] = [];
      const days = new Map<string, { day: string; scope: string; respondents: number }>();
      for (const h of opened) {
        const groupIds = placed.get(h.id)!;
        responses.push({ id: h.id, respondent: h.respondent, groupIds, optionIds: h.optionIds, answers: h.answers });
        for (const scope of [COMPANY, ...groupIds]) {
          const at = `${h.day}|${scope}`;
          const count = days.get(at) ?? { day: h.day, scope, respondents: 0 };
          count.respondents += 1;
          days.set(at, count);
        }
      }
      const answers = shuffled(responses.flatMap((r) => r.answers.map((a) => ({ ...a, responseId: r.id }))));
      const votes = shuffled(
        opened.flatMap((h) => CULTURE_QUESTIONS.flatMap((question) => (h.culture?.[question] ?? []).map((valueId) => ({ responseId: h.id, question, valueId })))),
      );
      await insertResponses(tx, companyId, cycleId, responses, answers, votes);
      await addParticipationDays(tx, companyId, k, [...days.values()]);
      return responses.length;
    });
  } catch (error) {
    if (error instanceof NotYet) return 0;
    throw error;
  }
}

/**
 * One release pass over every company: each cycle with at least k held answers, or that has ended,
 * is released in a transaction of its own. Returns how many responses were written.
 */
export async function releaseHeld(db: Database, key: Buffer, today: string): Promise<number> {
  const batches = await withSystem(db, (tx) => heldBatches(tx, today));
  let released = 0;
  for (const b of batches) {
    if (b.held >= b.k || b.ended) released += await releaseCycle(db, key, b.company_id, b.cycle_id, b.ended);
  }
  return released;
}

const NUDGE_MS = 500;

/**
 * Runs release passes: now and then (started at boot), soon after a final send (nudge), or when
 * asked (tests). Passes never overlap; the analytics sync is nudged after a pass has committed
 * something, so reports read released answers only.
 */
export class Releaser {
  private running: Promise<number> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private interval: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly key: Buffer,
    private readonly analytics: Pick<AnalyticsEngine, 'nudge'>,
    private readonly clock: () => Date,
    private readonly log: (line: string) => void,
    /** Off in tests: they release when they choose. */
    private readonly automatic: boolean,
    /** Anonymous opinions due for delivery and their authors' notices (tickets.delivery.ts), in the same passes. */
    private readonly tickets: (now: Date) => Promise<number> = async () => 0,
  ) {}

  /** A pass now (after the one under way); `today` decides which cycles have ended. */
  async run(today = toDay(this.clock())): Promise<number> {
    while (this.running) await this.running.catch(() => undefined);
    // Custom surveys' held responses in the same pass: one step, one nudge, never two passes at once.
    const pass = async () => {
      const released = (await releaseHeld(this.db, this.key, today)) + (await releaseCustomHeld(this.db, this.key, this.clock()));
      await this.tickets(this.clock());
      return released;
    };
    this.running = pass().finally(() => (this.running = null));
    const released = await this.running;
    if (released > 0) this.analytics.nudge();
    return released;
  }

  /** A pass shortly: the send that asks has committed by then (or the periodic pass finds it). */
  nudge(): void {
    if (!this.automatic || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run().catch((error: Error) => this.log(`survey release failed: ${error.message}`));
    }, NUDGE_MS);
    this.timer.unref();
  }

  /** Passes every `ms` (and one now): held answers of ended cycles, and sends whose nudge was lost to a restart. */
  start(ms: number): void {
    if (this.interval) return;
    const pass = () => void this.run().catch((error: Error) => this.log(`survey release failed: ${error.message}`));
    pass();
    this.interval = setInterval(pass, ms);
    this.interval.unref();
  }

  async stop(): Promise<void> {
    if (this.interval) clearInterval(this.interval);
    if (this.timer) clearTimeout(this.timer);
    this.interval = this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
