import { COMPANY, placer, rosterWithheld, type TreeNode } from '../../../analytics/index.js';
import type { People } from './custom-surveys.audience.queries.js';

// Rule 11 of ANONYMITY.md: the audiences a leader chooses, survey after survey. Each survey's
// figures are gated by the engine within the survey; between surveys, a reader who assumes people
// answer alike in both adds and subtracts figures of different surveys. So the people of every
// scope a reader could be shown (a survey's whole audience and each of its groups, less those its
// rosters withhold whatever was answered) are taken together over the company's surveys: people
// in exactly the same shown scopes form an atom, and an atom of 1 to k−1 people that the new
// survey's own scopes do not already set apart (the engine's to gate) is what combining the
// surveys' figures would isolate.

export interface Reached {
  survey: string;
  /** Whom it goes to (or went to), with the groups stored for each. */
  people: People;
  /** The groups of its audience: the scopes its results are read by. */
  groups: ReadonlySet<string>;
  /** The tree its results are placed and gated in (as it was launched). */
  tree: readonly TreeNode[];
}

/**
 * Per person, the scopes of a survey a reader may ever be shown that count them: where the engine
 * places them in the survey's tree (analytics placer), less the scopes its launch rosters
 * withhold whatever was answered (the engine withholds those, and maybe more by today's rosters:
 * a model that shows more than the screens is the safe side).
 */
export function shownScopes(r: Reached, k: number): Map<string, string[]> {
  const place = placer(r.tree);
  const placed = new Map([...r.people].map(([person, stored]) => [person, place(stored).filter((scope) => scope === COMPANY || r.groups.has(scope))]));
  const rosters = new Map<string, number>();
  for (const scopes of placed.values()) for (const scope of scopes) rosters.set(scope, (rosters.get(scope) ?? 0) + 1);
  const withheld = rosterWithheld({ k, tree: r.tree, rosters });
  return new Map([...placed].map(([person, scopes]) => [person, scopes.filter((scope) => !withheld.has(scope)).map((scope) => `${r.survey}|${scope}`)]));
}

/** The other surveys beside which the new one's figures could be combined down to 1 to k−1 people. */
export function overlapRisks(fresh: Reached, others: readonly Reached[], k: number): string[] {
  const mine = shownScopes(fresh, k);
  const theirs = others.map((o) => ({ survey: o.survey, scopes: shownScopes(o, k) }));
  const everyone = [...new Set([...mine.keys(), ...theirs.flatMap((t) => [...t.scopes.keys()])])];
  const own = (person: string) => (mine.get(person) ?? []).join(' ');
  const old = (person: string) => theirs.flatMap((t) => t.scopes.get(person) ?? []).join(' ');
  const atoms = new Map<string, string[]>();
  for (const person of everyone) {
    const signature = `${own(person)} ${old(person)}`.trim();
    if (signature) atoms.set(signature, [...(atoms.get(signature) ?? []), person]);
  }
  const risks = new Set<string>();
  for (const people of atoms.values()) {
    if (people.length >= k) continue;
    const [mineOf, oldOf] = [own(people[0]!), old(people[0]!)];
    // Set apart by the new survey's own scopes (the engine's to gate within it), or already by the
    // launched ones among people the new survey does not reach (it adds nothing): not its doing.
    const sameMine = everyone.filter((p) => own(p) === mineOf);
    const sameOld = everyone.filter((p) => old(p) === oldOf);
    if (mineOf ? sameMine.length === people.length : sameOld.length === people.length) continue;
    // The surveys that split the new survey's atom, or (for people it does not reach) those the new one splits.
    for (const t of theirs) {
      const splits = mineOf ? new Set(sameMine.map((p) => (t.scopes.get(p) ?? []).join(' '))).size > 1 : people.some((p) => t.scopes.has(p));
      if (splits) risks.add(t.survey);
    }
  }
  return [...risks];
}
