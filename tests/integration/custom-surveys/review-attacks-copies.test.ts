import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { K, choose, launched, startedAgo, send, releaseAndSync, closeAndRelease, newMember, copyOf, type Person, type Given } from './attack-helpers.js';
import { surveyCompany } from './helpers.js';

// An adversarial review of custom surveys: someone holding copies of the database without the keys
// (ANONYMITY.md, "What is stored"), and texts (rule 8). Each attack is a test that would fail if the
// protection against it were removed.

describe('attacks: a copy of the database without the keys', () => {
  // Attack: were a cycle's last held answers released when it ends, however few (here one), a copy
  // would group responses by their transaction id (one per release) and order participation rows
  // by theirs: the batch of one was released after the only participation row newer than the first
  // batch, and the leader chooses that moment by closing the survey. Guarded by
  // custom-surveys.release-plan.ts: while open a place is written only once 2k wait, keeping k back,
  // so every batch holds k or more.
  it('the answers released at the close are never a batch of fewer than k', async () => {
    const t = await surveyCompany();
    const dee = await newMember(t, t.groups.east.id);
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    for (const p of t.members.east) await send(t, p, survey.id, choose('a1'));
    await releaseAndSync();
    await send(t, dee, survey.id, choose('a2'));
    await closeAndRelease(t, survey.id);
    const responses = await copyOf(t, sql<{ xmin: string; id: string }>`select xmin::text as xmin, id from custom_survey_responses where survey_id = ${survey.id}`);
    const batches = new Map<string, number>();
    for (const r of responses) batches.set(r.xmin, (batches.get(r.xmin) ?? 0) + 1);
    expect(responses).toHaveLength(4);
    expect(Math.min(...batches.values()), 'every release batch holds k or more').toBeGreaterThanOrEqual(K);
  });

  // Attack: a batch of k mixing places, each response keeping its groups in clear: Ana (Sales),
  // Bo and Bo 2 (East) answer a survey of Sales with East. A copy reads who answered
  // (participation), where each person is (group_members), and would find one response stored
  // under Sales alone: Ana's. (The engagement survey's release still mixes places.) Guarded by
  // custom-surveys.release-plan.ts: written per place, k or more at a time; the cycle's end pools
  // the smaller places under what they share (here Sales, for all three).
  it('no place of a written batch holds fewer than k responses', async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsWithHierarchy: [t.groups.sales.id] });
    const [bo, bo2] = t.members.east;
    await send(t, t.people.ana, survey.id, choose('a2'));
    for (const p of [bo!, bo2!]) await send(t, p, survey.id, choose('a1'));
    await releaseAndSync();
    // While open, three of two places: nothing written.
    expect(await copyOf(t, sql`select id from custom_survey_responses where survey_id = ${survey.id}`)).toEqual([]);
    await closeAndRelease(t, survey.id);
    const responses = await copyOf(
      t,
      sql<{
        xmin: string;
        places: string;
      }>`select xmin::text as xmin, array_to_string(group_ids, ',') as places from custom_survey_responses where survey_id = ${survey.id}`,
    );
    expect(responses).toHaveLength(3);
    const places = new Map<string, number>();
    for (const r of responses) places.set(`${r.xmin}|${r.places}`, (places.get(`${r.xmin}|${r.places}`) ?? 0) + 1);
    expect(Math.min(...places.values()), 'every place of a batch holds k or more').toBeGreaterThanOrEqual(K);
    expect(new Set(responses.map((r) => r.places))).toEqual(new Set([t.groups.sales.id]));
  });

  // Attack: the submission row is written in the send's transaction (the participation row's
  // xmin) and keeps a digest of the answers alone: keyed, but the same answers give the same digest
  // in every survey, cycle 1 and company. A respondent holding a copy (a database administrator who
  // works there) sends known answers and reads who sent the same, before anything is released; a
  // survey of another group gives that person the same digest for the same answers. Guarded
  // (custom-surveys.answering.ts sendAnswers): digest the submission key with the answers
  // (payloadHash(key, { key, ...canonical(input) })), so two people's digests never match (the
  // engagement survey's survey.service.ts has the same digest).
  it('no payload digest tells who sent the same answers as a respondent with a copy (the submission key is in it)', async () => {
    const t = await surveyCompany();
    const dee = await newMember(t, t.groups.east.id);
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    const [bo, bo2] = t.members.east;
    await send(t, bo!, survey.id, choose('a1'));
    await send(t, bo2!, survey.id, choose('a2'));
    await send(t, dee, survey.id, choose('a1'));
    const digests = async (id: string) =>
      new Map(
        (
          await copyOf(
            t,
            sql<{ user_id: string; payload_hash: string }>`
              select p.user_id, s.payload_hash from custom_survey_participation p join custom_survey_submissions s on s.xmin = p.xmin
              where p.survey_id = ${id} and s.survey_id = ${id}`,
          )
        ).map((d) => [d.user_id, d.payload_hash]),
      );
    const digest = await digests(survey.id);
    expect(digest.size).toBe(3);
    expect(await copyOf(t, sql`select id from custom_survey_responses where survey_id = ${survey.id}`)).toEqual([]);
    // Dee and Bo sent a1, and Cy sends it to another survey: three digests apart all the same.
    expect(digest.get(bo2!.id)).not.toBe(digest.get(dee.id));
    const other = await launched(t, { groupsOnly: [t.groups.support.id] });
    await send(t, t.people.cy, other.id, choose('a1'));
    expect((await digests(other.id)).get(t.people.cy.id)).not.toBe(digest.get(dee.id));
    expect(digest.get(bo!.id), 'two people never share a digest').not.toBe(digest.get(dee.id));
  });

  // Attack: a sealed held answer is as long as what it says (AES-GCM hides no length), and it is
  // written in the send's transaction (same xmin as the participation row). A copy taken while
  // answers are held gives each person's length; a later copy gives the released texts in clear:
  // sorted by length, they match. Guarded (server/modules/survey/survey.sealing.ts seal, or
  // custom-surveys.answering.ts): pad the sealed JSON to a length that does not depend on the
  // answers (the survey's longest possible response).
  it("a held answer's length, joined to its participation row, does not say which released text is whose (padded)", async () => {
    const t = await surveyCompany();
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] });
    const texts = ['Fine.', 'My manager never listens to me. '.repeat(8), 'I am thinking about leaving, and here is why. '.repeat(30)].map((x) => x.trim());
    for (const [i, p] of t.members.east.entries()) await send(t, p, survey.id, [{ question_id: 'q4', text: texts[i] }]);
    const held = await copyOf(
      t,
      sql<{ user_id: string; length: number }>`
        select p.user_id, length(h.sealed) as length from custom_survey_participation p join custom_survey_held h on h.xmin = p.xmin
        where p.survey_id = ${survey.id} and h.survey_id = ${survey.id}`,
    );
    await releaseAndSync();
    const released = await copyOf(
      t,
      sql<{ text: string }>`select a.text from custom_survey_answers a join custom_survey_responses r on r.id = a.response_id where r.survey_id = ${survey.id}`,
    );
    const byLength = [...held].sort((x, y) => x.length - y.length).map((h) => h.user_id);
    const textsByLength = released.map((r) => r.text).sort((x, y) => x.length - y.length);
    const guessed = new Map(byLength.map((user, i) => [user, textsByLength[i]]));
    expect(guessed.size).toBe(3);
    expect(new Set(held.map((h) => h.length)).size, 'sealed answers all have one length').toBe(1);
  });

  // Attack: a recurring survey keeps one pseudonym per person for all its cycles, and the
  // participation rows say who answered which cycle. Four people answer three weekly cycles, three
  // at a time: each person's set of cycles is unique, so the copy matches every pseudonym to a
  // person and reads all their answers. (The engagement survey's pseudonym is stable across cycles
  // too.) Guarded (custom-surveys.answering.ts sendAnswers): a pseudonym per survey and cycle
  // (surveyPseudonym(key, company, `${survey.id}:${cycle}`, user)): the engine counts people per
  // cycle only, and the comment list's union over cycles needs no more than each cycle's minimum.
  it("a weekly survey's pseudonyms do not match people by the cycles they answered (one per cycle)", async () => {
    const t = await surveyCompany();
    const dee = await newMember(t, t.groups.east.id);
    const [bo, bo2, bo3] = t.members.east;
    const survey = await launched(t, { groupsOnly: [t.groups.east.id] }, { period: 'weekly' });
    const cycles: [number, Person[]][] = [
      [1, [bo!, bo2!, bo3!]],
      [2, [bo!, bo2!, dee]],
      [3, [bo!, bo3!, dee]],
    ];
    for (const [cycle, people] of cycles) {
      await startedAgo(t, survey.id, (cycle - 1) * 7 * 24 + 1);
      for (const p of people) await send(t, p, survey.id, choose(p.id === dee.id ? 'a2' : 'a1'), cycle);
      await releaseAndSync();
    }
    // The last cycle's three are written at its end.
    await closeAndRelease(t, survey.id);
    const took = await copyOf(t, sql<{ user_id: string; cycle: number }>`select user_id, cycle from custom_survey_participation where survey_id = ${survey.id}`);
    const stored = await copyOf(t, sql<{ respondent: string; cycle: number }>`select respondent, cycle from custom_survey_responses where survey_id = ${survey.id}`);
    const patterns = (rows: { cycle: number }[], key: (r: never) => string) => {
      const out = new Map<string, string>();
      for (const r of rows)
        out.set(
          key(r as never),
          [
            ...(out
              .get(key(r as never))
              ?.split(',')
              .filter(Boolean) ?? []),
            String(r.cycle),
          ]
            .sort()
            .join(','),
        );
      return out;
    };
    const people = patterns(took, (r: { user_id: string }) => r.user_id);
    const pseudonyms = patterns(stored, (r: { respondent: string }) => r.respondent);
    const matched = [...pseudonyms].filter(([, cyclesOf]) => [...people.values()].filter((c) => c === cyclesOf).length === 1);
    expect(stored).toHaveLength(9);
    expect(matched.length, 'no pseudonym matches one person by its cycles').toBe(0);
  });
});

describe('attacks: texts', () => {
  // Attack: the comment gate withholds a question's list when its authors are too few (here q4's
  // one text); the unfiltered list shows every text with its questionId, so filtering it by that
  // label would give the withheld q4 list back: one author's text, and the count of q4's writers (1)
  // that the report withholds. Guarded by analytics/comment-gate.ts: the gated lists are labelled
  // lists, and an unfiltered list is the union of a scope's shown ones.
  it("a text whose question's list is withheld is not in the unfiltered list either (labels are lists)", async () => {
    const t = await surveyCompany();
    const writers = [];
    for (let i = 0; i < 6; i++) writers.push(await newMember(t, t.groups.sales.id, `Writer ${i}`));
    const survey = await launched(t, { groupsOnly: [t.groups.sales.id] });
    for (const [i, person] of writers.entries()) {
      const answers: Given[] = [{ question_id: 'q2', value: 3, feedback: `Comment ${i}` }];
      if (i === 0) answers.push({ question_id: 'q4', text: 'Lonely words' });
      await send(t, person, survey.id, answers);
    }
    await closeAndRelease(t, survey.id);
    const admin = (await t.as(t.admin)).caller;
    // The report withholds q4's one writer too.
    const q4 = (await admin.customSurveys.report({ id: survey.id, groupId: 'consolidate' }))!.questions.find((q) => q.question_id === 'q4')!;
    expect(q4.withheld).toBe(true);
    const labelled: Record<string, number>[] = [];
    for (const groupId of ['consolidate', t.groups.sales.id]) {
      expect(await admin.customSurveys.feedbacks({ id: survey.id, groupId, questionId: 'q4' })).toMatchObject({ withheld: true, comments: [] });
      const all = await admin.customSurveys.feedbacks({ id: survey.id, groupId });
      expect(all.comments.filter((c) => c.questionId === 'q4')).toEqual([]);
      expect(all.comments).toHaveLength(6);
      const counts: Record<string, number> = {};
      for (const c of all.comments) counts[c.questionId] = (counts[c.questionId] ?? 0) + 1;
      labelled.push(counts);
    }
    // One text per person and question: a label's comments are its authors.
    const small = labelled.flatMap((counts) => Object.entries(counts).filter(([, n]) => n < 5));
    expect(small, 'no label of a shown list stands for 1 to minimum − 1 authors').toEqual([]);
  });
});
