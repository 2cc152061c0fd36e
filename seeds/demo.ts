import type { Database } from '../server/db/connect.js';
import { withSystem } from '../server/db/tenant.js';
import { toDay } from '../server/modules/survey/survey.cycles.js';
import { derivedSealingKey } from '../server/lib/keys.js';
import { seedDemoActionPlans } from './demo-action-plans.js';
import { seedDemoBilling } from './demo-billing.js';
import { seedDemoCulture } from './demo-culture.js';
import { seedDemoCustomSurvey } from './demo-custom-survey.js';
import { seedDemoPolls } from './demo-polls.js';
import { nameGroups } from './demo-names.js';
import { addSmallTeam, bySize, loadOrg, rootsOf, staffParents } from './demo-organisation.js';
import { seedDemoPeers } from './demo-peers.js';
import { seedDemoTickets } from './demo-tickets.js';
import { placeSignIns } from './demo-people.js';
import { GENERATED_TABLES, generateCompany, loadLibrary, type BulkWriter, type GeneratedCompany } from './synthetic/index.js';
import { KyselyWriter } from './synthetic/writer-kysely.js';

// The demo company `npm start` loads into an empty database: about 120 people in a tree of
// departments, areas and teams, two demographic attributes and a year of weekly engagement
// answers written by the synthetic generator, then shaped for the demo (names, a team below the
// report minimum, the three sign-ins), with a custom survey under way, and surrounded by ten small
// peers for the benchmark.

export const DEMO_PASSWORD = 'Clima#2026';
export const DEMO_NAME = 'Clima Demo';
export const DEMO_DOMAIN = 'demo.clima.test';

export const demoSignIns = (domain: string) =>
  [
    { role: 'admin', email: `admin@${domain}` },
    { role: 'manager', email: `manager@${domain}` },
    { role: 'user', email: `employee@${domain}` },
  ] as const;
export const DEMO_SIGN_INS = demoSignIns(DEMO_DOMAIN);

const PEOPLE = 120;
const GROUPS = 16;
const CYCLES = 52;

export interface DemoOptions {
  /** The server's PSEUDONYM_KEY: the demo's answers must count respondents as the server does. */
  pseudonymKey: string;
  /** The server's sealing key: the demo's anonymous opinions are sealed as the server seals them. Default: derived from the pseudonym key, as tests derive it. */
  sealingKey?: Buffer;
  name?: string;
  /** Every demo person's e-mail domain (the peers' hosts sit under `peers.<domain>`). */
  emailDomain?: string;
  /** 'YYYY-MM-DD' (UTC): the current cycle contains it. Default: today. */
  today?: string;
  /** Also the benchmark's peer companies. Default true. */
  peers?: boolean;
  log?: (line: string) => void;
}

export interface DemoCompany {
  companyId: string;
  adminId: string;
  managerId: string;
  employeeId: string;
  /** The manager's department. */
  departmentId: string;
  /** The team of two, below the report minimum. */
  smallTeamId: string;
  peerIds: string[];
  counts: GeneratedCompany['counts'];
  seconds: number;
}

/**
 * Writes the demo company (and its peers) in one transaction: a start interrupted half-way leaves
 * an empty database, and the next start loads the demo again.
 */
export async function seedDemoCompany(db: Database, options: DemoOptions): Promise<DemoCompany> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const name = options.name ?? DEMO_NAME;
  const emailDomain = options.emailDomain ?? DEMO_DOMAIN;
  const today = options.today ?? toDay(new Date());
  const { pseudonymKey } = options;
  // The seed follows the domain: the same options give the same demo, and a test's own domain
  // gives ids of its own.
  const seed = `clima-demo:${emailDomain}`;
  log(`demo: loading ${name} (${PEOPLE} people, ${CYCLES} weekly cycles)…`);

  const result = await db.transaction().execute(async (tx) => {
    // The generator's Kysely writer, inside this transaction rather than one of its own per company.
    const inner = new KyselyWriter(tx, true);
    const writer = deferStatistics(inner);
    const library = await loadLibrary(writer);
    let shown = 0;
    const made = await generateCompany(
      { kind: 'writer', writer },
      {
        name,
        employees: PEOPLE,
        groups: GROUPS,
        levels: 3,
        cycles: CYCLES,
        intervalDays: 7,
        participation: [0.55, 0.9],
        attributes: 2,
        plan: 'enterprise',
        language: 'pt-BR',
        password: DEMO_PASSWORD,
        seed,
        pseudonymKey,
        today,
        emailDomain,
        library,
      },
      (_phase, done, total) => {
        const cycles = Math.round((done / total) * CYCLES);
        if (cycles >= shown + 13 || (cycles === CYCLES && shown < CYCLES)) log(`demo: loading a year of answers… ${(shown = cycles)}/${CYCLES}`);
      },
    );

    const org = await loadOrg(tx, made.companyId);
    const department = bySize(org, rootsOf(org))[0]!;
    const small = await addSmallTeam(tx, org, pseudonymKey, department);
    const { report_min_users } = await tx.selectFrom('companies').select('report_min_users').where('id', '=', made.companyId).executeTakeFirstOrThrow();
    await staffParents(tx, org, pseudonymKey, report_min_users);
    await nameGroups(tx, org);
    const people = await placeSignIns(tx, org, {
      adminId: made.adminId,
      department,
      signIns: demoSignIns(emailDomain),
      emailDomain,
      pseudonymKey,
      today,
      avoid: new Set(small.memberIds),
    });

    await seedDemoCustomSurvey(tx, { companyId: made.companyId, adminId: made.adminId, employeeId: people.employeeId, pseudonymKey, seed });
    await seedDemoPolls(tx, { companyId: made.companyId, ...people, departmentId: department, pseudonymKey, seed });
    const sealingKey = options.sealingKey ?? derivedSealingKey(pseudonymKey);
    await seedDemoTickets(tx, { companyId: made.companyId, ...people, departmentId: department, sealingKey, today });
    await seedDemoCulture(tx, made.companyId);
    await seedDemoActionPlans(tx, { companyId: made.companyId, adminId: made.adminId, managerId: people.managerId, departmentId: department, today });
    await seedDemoBilling(tx, { companyId: made.companyId, today });

    const peers = options.peers === false ? [] : await seedDemoPeers({ writer, library, seed, pseudonymKey, today, emailDomain: `peers.${emailDomain}`, log });
    log('demo: refreshing database statistics…');
    await inner.finish(GENERATED_TABLES);
    return { companyId: made.companyId, ...people, departmentId: department, smallTeamId: small.groupId, peerIds: peers.map((p) => p.companyId), counts: made.counts };
  });
  const seconds = (performance.now() - started) / 1000;
  const { responses, answers } = result.counts;
  log(
    `demo: ${name} loaded in ${seconds.toFixed(1)} s (${responses} responses, ${answers} answers${result.peerIds.length ? `, ${result.peerIds.length} benchmark peers` : ''})`,
  );
  return { ...result, seconds };
}

/** The transaction's writer, with the statistics refresh left to the end: once, not per company. */
function deferStatistics(writer: BulkWriter): BulkWriter {
  const deferred: BulkWriter = {
    kind: writer.kind,
    write: (table, columns, rows) => writer.write(table, columns, rows),
    query: <T extends object>(text: string) => writer.query<T>(text),
    atomically: (fn) => fn(deferred),
    finish: async () => {},
    close: async () => {},
  };
  return deferred;
}

/**
 * Loads the demo company when the database has no company yet; returns whether it did. Without
 * a key given, the server's own (server/env.ts), so that the demo's respondents count as live ones.
 */
export async function seedDemoIfEmpty(db: Database, options: Partial<DemoOptions> & Pick<DemoOptions, 'pseudonymKey'>): Promise<boolean> {
  const any = await withSystem(db, (tx) => tx.selectFrom('companies').select('id').limit(1).executeTakeFirst());
  if (any) return false;
  await seedDemoCompany(db, { ...options, log: options.log ?? ((line) => console.log(line)) });
  return true;
}
