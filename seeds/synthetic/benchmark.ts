import type { Plan, SurveyIntervalDays } from '../../server/db/types.js';
import { COMPANY_SUFFIXES, COMPANY_WORDS } from './content.js';
import { writeCompany } from './company.js';
import { loadLibrary, type Library } from './library.js';
import type { CompanyCounts, CompanyOptions, GeneratedCompany, Progress } from './options.js';
import { clamp, Rng } from './random.js';
import { withTarget, type Target } from './target.js';

// The analytics benchmark's data set: one large company (20,000 people, 500 groups four levels
// deep, a year of weekly cycles) and 49 small ones of every shape, about five million answers.

/** The data set's defaults, shared by the benchmark (tests/bench) and the command line (cli.ts). */
export const BENCHMARK_SEED = 'clima-benchmark';
export const BENCHMARK_PSEUDONYM_KEY = 'synthetic-pseudonym-key-not-for-production';

export interface BenchmarkOptions {
  seed: string | number;
  pseudonymKey: string;
  today?: string;
  emailDomain?: string;
  /** The library, when it is not to be read from the target (dry runs). */
  library?: Library;
}

export interface BenchmarkResult {
  companies: GeneratedCompany[];
  totals: CompanyCounts;
  seconds: number;
}

/**
 * The large company's participation, tuned so that the whole set holds about five million
 * answers (13 questions a week, 12 of them for people without a leader).
 */
const LARGE_PARTICIPATION: [number, number] = [0.22, 0.5];

/** The companies of the benchmark, decided from the seed alone (cheap: no rows yet). */
export function benchmarkCompanies(options: BenchmarkOptions): CompanyOptions[] {
  const rng = Rng.from(options.seed, 'benchmark');
  const base = { seed: options.seed, pseudonymKey: options.pseudonymKey, today: options.today, emailDomain: options.emailDomain, library: options.library };
  const companies: CompanyOptions[] = [
    {
      ...base,
      name: 'Meridian Group',
      employees: 20_000,
      groups: 500,
      levels: 4,
      cycles: 52,
      intervalDays: 7,
      participation: LARGE_PARTICIPATION,
      attributes: 3,
      plan: 'enterprise',
    },
  ];
  const intervals: SurveyIntervalDays[] = [7, 14, 30];
  const plans: Plan[] = ['enterprise', 'basic', 'trial'];
  for (let i = 0; i < 49; i++) {
    // Log-uniform sizes: many small companies, a few near 300.
    const employees = Math.round(Math.exp(rng.uniform(Math.log(10), Math.log(300))));
    const groups = clamp(rng.int(3, 40), 3, Math.floor(employees / 3));
    const intervalDays = intervals[rng.weighted([0.5, 0.3, 0.2])]!;
    const low = rng.uniform(0.3, 0.6);
    companies.push({
      ...base,
      name: `${COMPANY_WORDS[i % COMPANY_WORDS.length]} ${COMPANY_SUFFIXES[Math.floor(i / 2) % COMPANY_SUFFIXES.length]}${i >= 20 ? ` ${Math.floor(i / 20) + 1}` : ''}`,
      employees,
      groups,
      levels: groups < 6 ? rng.int(1, 2) : rng.int(2, 3),
      // Monthly companies keep at most two years of history.
      cycles: intervalDays === 30 ? rng.int(8, 24) : rng.int(8, 52),
      intervalDays,
      participation: [low, Math.min(0.9, low + rng.uniform(0.1, 0.3))],
      attributes: rng.int(1, 3),
      plan: plans[rng.weighted([0.7, 0.2, 0.1])]!,
    });
  }
  return companies;
}

/**
 * Writes the benchmark data set, each company in its own transaction. Progress: 'surveys' in
 * person-cycles over all companies (proportional to the work), then 'statistics'.
 */
export async function generateBenchmarkData(target: Target, options: BenchmarkOptions, onProgress?: Progress): Promise<BenchmarkResult> {
  const started = performance.now();
  const plans = benchmarkCompanies(options);
  const total = plans.reduce((s, c) => s + c.employees * c.cycles, 0);
  let before = 0;
  const companies = await withTarget(target, async (writer) => {
    const library = options.library ?? (await loadLibrary(writer));
    const made: GeneratedCompany[] = [];
    for (const plan of plans) {
      const offset = before;
      made.push(
        await writer.atomically((w) =>
          writeCompany(w, library, { ...plan, library }, (phase, done) => {
            if (phase === 'surveys') onProgress?.('surveys', offset + done, total);
          }),
        ),
      );
      before += plan.employees * plan.cycles;
    }
    onProgress?.('statistics', 0, 1);
    return made;
  });
  onProgress?.('statistics', 1, 1);
  const totals: CompanyCounts = { users: 0, groups: 0, cycles: 0, responses: 0, answers: 0, comments: 0, participation: 0, participationDays: 0 };
  for (const c of companies) for (const key of Object.keys(totals) as (keyof CompanyCounts)[]) totals[key] += c.counts[key];
  return { companies, totals, seconds: (performance.now() - started) / 1000 };
}
