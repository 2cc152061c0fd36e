import { sql } from 'kysely';
import type { InstrumentCycle, InstrumentResponse, InstrumentSource } from '../../analytics/index.js';
import type { SurveyDefinition, SurveyLaunch } from '../../domain/custom-survey.js';
import { cycleStart } from '../modules/custom-surveys/custom-surveys.rules.js';
import type { Database } from './connect.js';
import { withSystem } from './tenant.js';

// Where the analytics engine reads custom surveys' released answers (analytics/instruments/items.ts):
// every survey is an instance of one instrument, its cycles numbered from 1. Responses come in
// commit order of their sequence numbers (migration 2026_11_27_200000); a comment on a question is
// left out (comments are read behind the comment gate, never counted as answers), a feedback
// question's text counts as "wrote" (value and choice null).

const SEQ = /^\d+$/;
const FAR = '9999-12-31';
const day = (d: Date) => d.toISOString().slice(0, 10);

interface SurveyTiming {
  company_id: string;
  id: string;
  definition: SurveyDefinition;
  launch: SurveyLaunch | null;
  launch_at: Date;
  ends_at: Date | null;
  closed_at: Date | null;
  /** Whether a cycle of it still holds k or more answers for the release to write. */
  pending: boolean;
}

/** SQL of SurveyTiming.pending for a survey `s`. */
export const pendingSql = sql<boolean>`exists (
  select from custom_survey_held h join companies c on c.id = h.company_id
  where h.company_id = s.company_id and h.survey_id = s.id group by h.cycle, c.report_min_users having count(*) >= c.report_min_users)`;

/**
 * A launched survey's cycles up to the running one, each from its start day to the next one's (the
 * last to the survey's scheduled end). A survey closed by hand starts no more cycles and ends its
 * last one there, once the release has written what it will of it (`pending`: a cycle still holds
 * k or more answers): until then the figures count that cycle as open, in steps of k, so the
 * close moves a figure by k or more people at once, never by the last person who answered.
 */
export function cyclesOf(s: SurveyTiming, now: Date): InstrumentCycle[] {
  const period = s.definition.period;
  const timezone = s.launch?.timezone ?? 'UTC';
  const stopped = [s.ends_at, s.closed_at].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  const until = stopped && stopped < now ? stopped : now;
  const out: InstrumentCycle[] = [];
  for (let n = 0; n < 10_000; n++) {
    const starts = cycleStart(s.launch_at, timezone, period, n);
    if (starts > until || (stopped && starts >= stopped)) break;
    const next = period === 'single' ? null : cycleStart(s.launch_at, timezone, period, n + 1);
    const ends = [next, s.ends_at, s.pending ? null : s.closed_at].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0];
    out.push({ company_id: s.company_id, instance: s.id, cycle_id: String(n + 1), starts_on: day(starts), ends_on: ends ? day(ends) : FAR });
    if (period === 'single') break;
  }
  return out;
}

export function customSurveySource(db: Database, clock: () => Date): InstrumentSource {
  return {
    async horizon() {
      const { rows } = await withSystem(db, (tx) => sql<{ seq: string }>`select coalesce(max(seq), 0)::text as seq from custom_survey_responses`.execute(tx));
      return rows[0]!.seq;
    },
    since(range, afterSeq, limit) {
      if (!SEQ.test(range.from) || !SEQ.test(range.to)) throw new Error(`not a sequence range: ${range.from}..${range.to}`);
      return withSystem(db, async (tx) => {
        const { rows: responses } = await sql<{
          seq: string;
          id: string;
          company_id: string;
          survey_id: string;
          cycle: number;
          respondent: string;
          group_ids: string[];
          option_ids: string[];
        }>`
          select seq, id, company_id, survey_id, cycle, respondent, group_ids::text[] as group_ids, option_ids::text[] as option_ids
          from custom_survey_responses
          where seq > ${range.from}::bigint and seq <= ${range.to}::bigint and seq > ${afterSeq}
          order by seq limit ${limit}`.execute(tx);
        if (responses.length === 0) return [];
        const ids = responses.map((r) => r.id);
        const { rows: answers } = await sql<{ response_id: string; question_id: string; value: number | null; choice: string | null; text: string | null }>`
          select response_id, question_id, value, choice, text from custom_survey_answers where response_id in (${sql.join(ids)})`.execute(tx);
        const surveys = [...new Set(responses.map((r) => r.survey_id))];
        const { rows: defs } = await sql<{
          id: string;
          definition: SurveyDefinition;
        }>`select id, definition from custom_surveys where id in (${sql.join(surveys)})`.execute(tx);
        const texts = new Set(defs.flatMap((d) => d.definition.questions.filter((q) => q.type === 'feedback').map((q) => `${d.id}:${q.question_id}`)));
        const survey = new Map(responses.map((r) => [r.id, r.survey_id]));
        const byResponse = new Map<string, InstrumentResponse['answers']>(ids.map((id) => [id, []]));
        for (const a of answers) {
          const feedbackQuestion = texts.has(`${survey.get(a.response_id)}:${a.question_id}`);
          // A comment on a scored or choice question is not an answer to it.
          if (a.text !== null && !feedbackQuestion) continue;
          byResponse.get(a.response_id)!.push({ question: a.question_id, value: a.value === null ? null : Number(a.value), choice: a.choice });
        }
        return responses.map((r) => ({
          seq: Number(r.seq),
          company_id: r.company_id,
          instance: r.survey_id,
          cycle_id: String(r.cycle),
          respondent: r.respondent,
          group_ids: r.group_ids,
          option_ids: r.option_ids,
          answers: byResponse.get(r.id)!,
        }));
      });
    },
    async cycles() {
      const { rows } = await withSystem(db, (tx) =>
        sql<SurveyTiming>`
          select s.company_id, s.id, s.definition, s.launch, s.launch_at, s.ends_at, s.closed_at, ${pendingSql} as pending
          from custom_surveys s where s.launch_at is not null and s.deleted_at is null`.execute(tx),
      );
      const now = clock();
      return rows.flatMap((s) => cyclesOf(s, now));
    },
  };
}
