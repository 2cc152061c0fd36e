import { sql } from 'kysely';
import type { SurveyAudience, SurveyTexts } from '../../../domain/custom-survey.js';
import { canEdit, canReadResults, Tree, treeOf, type SurveysCtx } from './custom-surveys.access.js';
import { audiencePeople, clearReach, reachedPeople, recordReach, type People } from './custom-surveys.audience.queries.js';
import { overlapRisks, type Reached } from './custom-surveys.overlap.js';
import * as q from './custom-surveys.queries.js';

// What a launch checks and fixes, for custom surveys and custom polls alike (a poll is a custom
// survey of kind 'poll'): the company's groups and the people named, the anonymity of the audience
// (ANONYMITY.md rule 11 and the k minimum) against every launched survey and poll, and whom it goes to.

export const titleOf = (title: SurveyTexts) => title['en-US'] ?? title['pt-BR'] ?? title['es-AR'] ?? 'Untitled survey';

/** The company's group tree and these people (for audience and access checks). */
export async function launchContext(ctx: SurveysCtx, ids: readonly string[] = []) {
  const [groups, people] = await Promise.all([q.companyGroups(ctx.tx), q.peopleByIds(ctx.tx, [...new Set(ids)])]);
  return { tree: new Tree(groups), people: new Map(people.map((p) => [p.id, p])) };
}

/**
 * Why an audience cannot be launched (ANONYMITY.md, rule 11): fewer than k people who can answer
 * (no figure would ever show), or an audience that differs from another launched survey's or
 * poll's by 1 to k−1 people, whose results side by side would be one small group's answers.
 */
export async function audienceRisks(ctx: SurveysCtx, id: string | null, audience: SurveyAudience, tree: Tree): Promise<{ risks: string[]; people: People }> {
  // One launch of the company at a time: two checked side by side would not see each other.
  await sql`select pg_advisory_xact_lock(hashtextextended(${`custom-survey-audience:${ctx.auth.companyId}`}, 0))`.execute(ctx.tx);
  const k = (await ctx.tx.selectFrom('companies').select('report_min_users').where('id', '=', ctx.auth.companyId).executeTakeFirstOrThrow()).report_min_users;
  const groups = tree.audienceGroups(audience);
  // Whom it would go to: fixed as it launches, exactly these.
  const people = await audiencePeople(ctx.tx, { id: id ?? 'new', audience, fixed: false, groups: [...groups] });
  if (people.size < k) return { people, risks: [`Fewer than ${k} people of this audience can answer: no result would ever be shown`] };
  // Polls too (stored as custom surveys of kind 'poll'): a poll beside a survey differs by the same people.
  const launched = (await q.allSurveys(ctx.tx, true, 'any')).filter((other) => other.id !== id && other.launch_at);
  const others: Reached[] = [];
  for (const other of launched) {
    // Each in the tree its figures are placed and gated in.
    const theirs = treeOf(other, tree);
    const otherGroups = theirs.audienceGroups(other.audience);
    others.push({ survey: other.id, people: await reachedPeople(ctx.tx, { ...other, groups: [...otherGroups] }), groups: otherGroups, tree: theirs.nodes() });
  }
  const risky = new Set(overlapRisks({ survey: id ?? 'new', people, groups, tree: tree.nodes() }, others, k));
  const risks = launched
    .filter((other) => risky.has(other.id))
    .map((other) => {
      // Named (a survey or a poll) only for someone who may see it: to anyone else it does not exist.
      const named = canEdit(ctx, other) || canReadResults(ctx, other, tree) ? `the ${other.kind} "${titleOf(other.definition.title)}"` : 'another survey of your company';
      return `This audience differs from ${named} by fewer than ${k} people: side by side, their results could single someone out`;
    });
  return { risks, people };
}

/** Whom a launch goes to (the people rule 11 checked) and the tree its results are read in. */
export interface Reach {
  people: People;
  tree: Tree;
}

/** Whom a launched survey goes to and the tree it is read in, fixed as it is saved: exactly what rule 11 checked. A draft goes to nobody. */
export async function fixReach(ctx: SurveysCtx, id: string, reach: Reach | null) {
  await (reach ? recordReach(ctx.tx, id, reach.people) : clearReach(ctx.tx, id));
  await q.setLaunchGroups(ctx.tx, id, reach?.tree.groups ?? null);
}
