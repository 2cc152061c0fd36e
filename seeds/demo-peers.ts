import { generateCompany, type BulkWriter, type GeneratedCompany, type Library } from './synthetic/index.js';

// Small anonymous companies beside the demo, so that its benchmark has the ten comparable
// companies it needs (analytics/figures/benchmark.ts) and shows a badge. Named as what they are;
// nobody in them can sign in (no passwords).

export const PEER_COUNT = 10;
/** Enough people that at least ten of each answer within the benchmark's three-month window. */
const SIZES = [16, 22, 18, 28, 15, 24, 19, 30, 17, 21] as const;

export const peerName = (i: number) => `Demo peer ${String(i + 1).padStart(2, '0')}`;

export interface PeerOptions {
  writer: BulkWriter;
  library: Library;
  seed: string;
  pseudonymKey: string;
  today: string;
  emailDomain: string;
  log: (line: string) => void;
}

export async function seedDemoPeers(o: PeerOptions): Promise<GeneratedCompany[]> {
  const made: GeneratedCompany[] = [];
  for (let i = 0; i < PEER_COUNT; i++) {
    made.push(
      await generateCompany(
        { kind: 'writer', writer: o.writer },
        {
          name: peerName(i),
          employees: SIZES[i % SIZES.length]!,
          groups: 3,
          levels: 2,
          // Fourteen weeks of fortnightly cycles cover the benchmark's three-month window with closed
          // cycles; few cycles, because the analytics engine folds each one at start.
          cycles: 7,
          intervalDays: 14,
          participation: [0.55, 0.9],
          attributes: 1,
          plan: 'enterprise',
          seed: o.seed,
          pseudonymKey: o.pseudonymKey,
          today: o.today,
          emailDomain: o.emailDomain,
          library: o.library,
        },
      ),
    );
    o.log(`demo: benchmark peers… ${i + 1}/${PEER_COUNT}`);
  }
  return made;
}
