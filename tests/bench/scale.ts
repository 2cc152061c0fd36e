import { z } from 'zod';
import { BENCHMARK_PSEUDONYM_KEY, BENCHMARK_SEED, benchmarkCompanies, type CompanyOptions } from '../../seeds/synthetic/index.js';

// The data set at a factor of its default size (--scale). The large company keeps its shape (four
// levels, a year of weekly cycles, the same participation) and grows in people and groups alike,
// so groups keep their size and the gate sees the same kind of tree; the small companies grow in
// number, their sizes kept. Scale 1 is the default data set itself, row for row.

/** Growth mode without --scale: a tenth, the default and three times it. */
export const GROWTH_SCALES = [0.1, 1, 3];

const ZScale = z.coerce.number<string>().min(0.01).max(10);
const ZScales = z
  .string()
  .transform((text) => text.split(',').map((part) => part.trim()))
  .pipe(z.array(ZScale).min(1));

/** --scale: one factor (the whole benchmark at that size) or several, comma-separated (growth). */
export function parseScales(text: string): number[] {
  const parsed = ZScales.safeParse(text);
  if (!parsed.success) throw new Error(`--scale takes factors between 0.01 and 10, comma-separated (as 0.1 or 0.1,1,3): ${JSON.stringify(text)} is not`);
  return [...new Set(parsed.data)].sort((a, b) => a - b);
}

/** The companies of the data set at `scale`, the large one first. */
export function scaledPlans(scale: number, today: string): CompanyOptions[] {
  const [large, ...small] = benchmarkCompanies({ seed: BENCHMARK_SEED, pseudonymKey: BENCHMARK_PSEUDONYM_KEY, today });
  if (scale === 1) return [large!, ...small];
  const groups = Math.max(large!.levels, Math.round(large!.groups * scale));
  const copies = Math.max(1, Math.round(small.length * scale));
  return [
    { ...large!, employees: Math.max(groups + 1, Math.round(large!.employees * scale)), groups },
    // Past the 49, the same plans again under another name: the seed takes the name, so the rows differ.
    ...Array.from({ length: copies }, (_, i) => {
      const plan = small[i % small.length]!;
      const round = Math.floor(i / small.length);
      return round ? { ...plan, name: `${plan.name} · ${round + 1}` } : plan;
    }),
  ];
}

/** Each scale has its own database beside the default one (clima_bench_x0_1 for 0.1), kept for later runs. */
export function databaseUrlFor(url: string, scale: number): string {
  if (scale === 1) return url;
  const scaled = new URL(url);
  scaled.pathname = `${scaled.pathname}_x${String(scale).replace('.', '_')}`;
  return scaled.toString();
}
