import { DEPARTMENTS, UNITS } from './content.js';
import { clamp, type Rng } from './random.js';

// The group tree of a synthetic company: a few departments at the top, more units at each level
// below (a geometric progression), parents drawn so that some branches are busier than others.

export interface SyntheticGroup {
  index: number;
  id: string;
  name: string;
  parent: number | null;
  level: number;
  children: number[];
  /** This group and its ancestors, as indexes. */
  path: number[];
  /** How much better or worse people feel here (latent units), inherited in part from the parent. */
  effect: number;
  /** The group manager's own effect on how people rate their leader. */
  managerEffect: number;
  /** How often people of this group answer a cycle. */
  participation: number;
}

/** How many groups each level holds: at least one per level, `total` in all. */
export function levelSizes(total: number, levels: number): number[] {
  const depth = clamp(Math.floor(levels), 1, total);
  if (depth === 1) return [total];
  const top = Math.max(1, Math.round(total ** (1 / depth)));
  // Solve top·(1 + b + … + b^(depth-1)) = total for the branching factor b by bisection.
  const sum = (b: number) => Array.from({ length: depth }, (_, i) => top * b ** i).reduce((s, x) => s + x, 0);
  let lo = 0.0001,
    hi = total;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sum(mid) < total) lo = mid;
    else hi = mid;
  }
  const sizes = Array.from({ length: depth }, (_, i) => Math.max(1, Math.round(top * lo ** i)));
  const rest = total - sizes.slice(0, -1).reduce((s, x) => s + x, 0);
  sizes[depth - 1] = Math.max(1, rest);
  // Rounding can overshoot by a group or two: take them from the widest level above the last.
  let excess = sizes.reduce((s, x) => s + x, 0) - total;
  for (let i = depth - 2; excess > 0 && i >= 0; i--) {
    const take = Math.min(excess, sizes[i]! - 1);
    sizes[i]! -= take;
    excess -= take;
  }
  return sizes;
}

export function buildTree(rng: Rng, total: number, levels: number, participation: readonly [number, number], newId: () => string): SyntheticGroup[] {
  const sizes = levelSizes(total, levels);
  const groups: SyntheticGroup[] = [];
  let previous: number[] = [];
  for (const [level, size] of sizes.entries()) {
    const current: number[] = [];
    // Busier parents get more children; each parent gets one before any gets a second.
    const weights = previous.map(() => Math.exp(rng.normal(0, 0.6)));
    for (let i = 0; i < size; i++) {
      const parent = previous.length === 0 ? null : i < previous.length ? previous[i]! : previous[rng.weighted(weights)]!;
      const index = groups.length;
      const parentGroup = parent === null ? null : groups[parent]!;
      const root = parentGroup ? groups[parentGroup.path[0]!]! : null;
      const department = DEPARTMENTS[i % DEPARTMENTS.length]!;
      const name = root ? `${root.name} · ${rng.pick(UNITS)} ${index}` : i < DEPARTMENTS.length ? department : `${department} ${Math.floor(i / DEPARTMENTS.length) + 1}`;
      const rate = rng.uniform(participation[0], participation[1]);
      groups.push({
        index,
        id: newId(),
        name,
        parent,
        level,
        children: [],
        path: parentGroup ? [...parentGroup.path, index] : [index],
        effect: parentGroup ? 0.6 * parentGroup.effect + rng.normal(0, 0.3) : rng.normal(0, 0.35),
        managerEffect: rng.normal(0, 0.45),
        // Teams resemble their department in how seriously they take the survey.
        participation: parentGroup ? clamp(0.5 * rate + 0.5 * parentGroup.participation, participation[0], participation[1]) : rate,
      });
      parentGroup?.children.push(index);
      current.push(index);
    }
    previous = current;
  }
  return groups;
}
