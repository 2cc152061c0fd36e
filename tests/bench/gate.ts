import { gateBucket, pairwiseGate, type TreeNode } from '../../analytics/figures/gating.js';

// The gate's own cost at the benchmark's scale (issue #11): 500 groups, one attribute's options
// and people without one, 15 months of buckets, every bucket gated as a report gates it. Printed
// against a baseline measured in the same run: the same buckets under the pairwise rules alone
// (what the gate did before the visible-family audit). Not a timed test.
// Run: npx tsx tests/bench/gate.ts [groups] [options] [months]

const [GROUPS, OPTIONS, MONTHS] = [500, 5, 15].map((d, i) => Number(process.argv[2 + i] ?? d)) as [number, number, number];
const K = 3;

type Count = { scope: string; option: string | null; n: number };

/** A deterministic generator: the same figures on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function synthetic(seed: number) {
  const next = random(seed);
  const tree: TreeNode[] = Array.from({ length: GROUPS }, (_, i) => ({
    id: `g${String(i).padStart(4, '0')}`,
    parent: i < 8 ? null : `g${String(Math.floor(next() * i)).padStart(4, '0')}`,
  }));
  const parent = new Map(tree.map((t) => [t.id, t.parent]));
  const months = Array.from({ length: MONTHS }, (_, month) => {
    const n = new Map<string, number>();
    const add = (key: string) => n.set(key, (n.get(key) ?? 0) + 1);
    // 0 to 12 respondents per group a month: many small direct-member cells, as in real trees.
    for (const t of tree)
      for (let p = Math.floor(next() * 13); p > 0; p--) {
        const option = next() < 0.15 ? null : `o${Math.floor(next() * OPTIONS)}`;
        for (let at: string | null = t.id; ; at = parent.get(at) ?? null) {
          const scope = at ?? 'company';
          add(`${scope}|`);
          if (option) add(`${scope}|${option}`);
          if (!at) break;
        }
      }
    const counts: Count[] = [...n].map(([key, count]) => ({ scope: key.split('|')[0]!, option: key.split('|')[1] || null, n: count }));
    return { month, counts };
  });
  return { tree, months };
}

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const { tree, months } = synthetic(1124);
let [hidden, before] = [0, 0];
let shownCells = 0;
const baseline = time(() => months.forEach(({ counts }) => (before += pairwiseGate(counts, tree, K, (c) => c.n).size)));
const audited = time(() =>
  months.forEach(({ counts }) => {
    const out = gateBucket(counts, tree, K, (c) => c.n);
    hidden += out.size;
    shownCells += counts.length - out.size;
  }),
);
console.log(`gate: ${GROUPS} groups × ${OPTIONS} options (+ no option) × ${MONTHS} months, k ${K}`);
console.log(`  pairwise rules (baseline):  ${baseline.toFixed(1)} ms (${(baseline / MONTHS).toFixed(1)} ms a month)`);
console.log(`  with the family audit:      ${audited.toFixed(1)} ms (${(audited / MONTHS).toFixed(1)} ms a month), ${(audited / baseline).toFixed(2)}× the baseline`);
console.log(`  figures withheld:           ${before} by the pairwise rules, ${hidden} with the audit (${shownCells} shown)`);
