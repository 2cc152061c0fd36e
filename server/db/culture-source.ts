import { sql } from 'kysely';
import type { InstrumentResponse, InstrumentSource } from '../../analytics/index.js';
import { CULTURE_INSTANCE } from '../modules/culture/culture.instrument.js';
import type { Database } from './connect.js';
import { withSystem } from './tenant.js';

// Where the analytics engine reads culture votes (analytics/instruments/items.ts): the released
// engagement responses that carry votes, by the responses' own sequence numbers (committed in
// order: migration 2026_11_24_600000), each vote an answer with the value as its choice; the
// cycles that asked the culture questions are the instrument's cycles. A cycle that has ended ends
// for the engine only once the release has written what it still held (the release writes an
// ended cycle's last answers, fewer than k maybe): the engine closes a cycle once, with the votes
// it holds then, so that votes arriving after the close are released in blocks of k; closed after
// the last release, the cycle's final figures count every vote, as the survey's own figures do.

const SEQ = /^\d+$/;
const FAR = '9999-12-31';

export function cultureSource(db: Database): InstrumentSource {
  return {
    async horizon() {
      const { rows } = await withSystem(db, (tx) => sql<{ seq: string }>`select coalesce(max(seq), 0)::text as seq from survey_responses`.execute(tx));
      return rows[0]!.seq;
    },
    since(range, afterSeq, limit) {
      if (!SEQ.test(range.from) || !SEQ.test(range.to)) throw new Error(`not a sequence range: ${range.from}..${range.to}`);
      return withSystem(db, async (tx) => {
        const { rows } = await sql<{
          seq: string;
          company_id: string;
          cycle_id: string;
          respondent: string;
          group_ids: string[];
          option_ids: string[];
          votes: { question: string; value_id: string }[];
        }>`
          select r.seq, r.company_id, r.cycle_id, r.respondent, r.group_ids::text[] as group_ids, r.option_ids::text[] as option_ids,
            (select json_agg(json_build_object('question', v.question, 'value_id', v.value_id)) from survey_culture_votes v
             where v.company_id = r.company_id and v.response_id = r.id) as votes
          from survey_responses r
          where r.seq > ${range.from}::bigint and r.seq <= ${range.to}::bigint and r.seq > ${afterSeq}
            and exists (select from survey_culture_votes v where v.company_id = r.company_id and v.response_id = r.id)
          order by r.seq limit ${limit}`.execute(tx);
        return rows.map((r): InstrumentResponse => ({
          seq: Number(r.seq),
          company_id: r.company_id,
          instance: CULTURE_INSTANCE,
          cycle_id: r.cycle_id,
          respondent: r.respondent,
          group_ids: r.group_ids,
          option_ids: r.option_ids,
          answers: r.votes.map((v) => ({ question: v.question, value: null, choice: v.value_id })),
        }));
      });
    },
    async cycles() {
      const { rows } = await withSystem(db, (tx) =>
        sql<{ company_id: string; cycle_id: string; starts_on: string; ends_on: string }>`
          select c.company_id, c.id::text as cycle_id, c.starts_on::text as starts_on,
            case when exists (select from survey_held h where h.company_id = c.company_id and h.cycle_id = c.id) then ${FAR} else c.ends_on::text end as ends_on
          from survey_cycles c where c.culture`.execute(tx),
      );
      return rows.map((c) => ({ ...c, instance: CULTURE_INSTANCE }));
    },
  };
}
