import { hashSecret } from '../../server/auth/passwords.js';
import { addDays, toDay } from '../../server/modules/survey/survey.cycles.js';
import { respondentPseudonym } from '../../server/modules/survey/survey.pseudonym.js';
import { LANGUAGES } from '../survey-library/types.js';
import { cultureProfile } from './culture.js';
import { asciiSlug } from './content.js';
import { daysBetween, planCycles } from './cycles.js';
import type { Library } from './library.js';
import { ScoreModel } from './model.js';
import type { CompanyCounts, CompanyOptions, GeneratedCompany, Progress } from './options.js';
import { participationRange } from './options.js';
import { writeOrganisation } from './organisation.js';
import { buildPeople, type SyntheticPerson } from './people.js';
import { cycleRng, writeCycle } from './responses.js';
import { Rng } from './random.js';
import { buildTree } from './tree.js';
import type { BulkWriter } from './writer.js';

// One synthetic company from its options: organisation first, then cycle after cycle of answers.
// Every random choice comes from streams seeded by (seed, company name), so the same options give
// the same rows, ids included.

function validate(o: CompanyOptions): void {
  const whole = (n: number, min: number) => Number.isInteger(n) && n >= min;
  if (!whole(o.groups, 1) || !whole(o.levels, 1) || !whole(o.cycles, 1)) throw new Error('groups, levels and cycles must be whole numbers of at least 1');
  if (!whole(o.employees, o.groups + 1)) throw new Error(`${o.employees} people cannot staff ${o.groups} groups (a manager each, plus the admin)`);
  const [low, high] = participationRange(o.participation);
  if (!(low >= 0 && low <= high && high <= 1)) throw new Error('participation must lie within 0..1');
}

export async function writeCompany(writer: BulkWriter, library: Library, options: CompanyOptions, onProgress?: Progress): Promise<GeneratedCompany> {
  validate(options);
  const today = options.today ?? toDay(new Date());
  const companySeed = `${options.seed}\u001f${options.name}`;
  const rng = Rng.from(companySeed, 'organisation');
  const newId = () => rng.uuid();
  const companyId = newId();
  const { anchor, cycles } = planCycles(library, options.intervalDays, options.cycles, today, Rng.from(companySeed, 'schedule'));
  const createdAt = `${addDays(anchor, -rng.int(7, 120))}T${String(rng.int(9, 18)).padStart(2, '0')}:00:00Z`;
  const groups = buildTree(rng, options.groups, options.levels, participationRange(options.participation), newId);
  const { people, attributes, managers } = buildPeople({
    rng,
    newId,
    employees: options.employees,
    groups,
    cycles,
    companyCreated: createdAt.slice(0, 10),
    language: options.language ?? rng.pick(LANGUAGES),
    attributes: options.attributes ?? 2,
    emailHost: `${asciiSlug(options.name) || 'company'}-${companyId.slice(0, 8)}.${options.emailDomain ?? 'synthetic.clima.test'}`,
  });
  const cycleRows = cycles.map((plan) => ({ id: newId(), plan }));
  const model = new ScoreModel(library, people, Rng.from(companySeed, 'model'));
  const passwordHash = options.password ? await hashSecret(options.password) : null;

  await writeOrganisation(writer, {
    companyId,
    name: options.name,
    plan: options.plan ?? 'enterprise',
    createdAt,
    intervalDays: options.intervalDays,
    deliveryDate: anchor,
    today,
    passwordHash,
    groups,
    people,
    managers,
    attributes,
    cycles: cycleRows,
  });

  // One HMAC per person, not per response.
  const pseudonyms = new Map<number, string>();
  const pseudonymOf = (p: SyntheticPerson) => {
    let value = pseudonyms.get(p.index);
    if (value === undefined) pseudonyms.set(p.index, (value = respondentPseudonym(options.pseudonymKey, companyId, p.id)));
    return value;
  };
  const counts: CompanyCounts = {
    users: people.length,
    groups: groups.length,
    cycles: cycles.length,
    responses: 0,
    answers: 0,
    comments: 0,
    participation: 0,
    participationDays: 0,
  };
  const total = people.length * cycles.length;
  const culture = cultureProfile(Rng.from(companySeed, 'culture'));
  onProgress?.('surveys', 0, total);
  for (const [k, { id, plan }] of cycleRows.entries()) {
    const done = await writeCycle({
      writer,
      companyId,
      cycleId: id,
      cycle: plan,
      today,
      library,
      model,
      people,
      pseudonymOf,
      daysIn: daysBetween(anchor, plan.startsOn),
      commentRate: options.commentRate ?? 0.05,
      rng: cycleRng(companySeed, plan.number),
      culture,
    });
    counts.responses += done.responses;
    counts.answers += done.answers;
    counts.comments += done.comments;
    counts.participation += done.participation;
    counts.participationDays += done.participationDays;
    onProgress?.('surveys', (k + 1) * people.length, total);
  }

  const reachable = (p: SyntheticPerson) => p.status === 'confirmed' && !p.inactive;
  const manager = people.find((p) => p.role === 'manager' && reachable(p) && groups[p.group]!.children.length > 0) ?? people.find((p) => p.role === 'manager')!;
  const employee = people.find((p) => p.role === 'user' && reachable(p) && p.hasLeader) ?? people[0]!;
  return {
    companyId,
    name: options.name,
    adminId: people[0]!.id,
    adminEmail: people[0]!.email,
    managerId: manager.id,
    managerEmail: manager.email,
    employeeId: employee.id,
    employeeEmail: employee.email,
    deliveryDate: anchor,
    counts,
  };
}
