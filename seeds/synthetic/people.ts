import type { Language, Role, UserStatus } from '../../server/db/types.js';
import { addDays } from '../../server/modules/survey/survey.cycles.js';
import { LANGUAGES } from '../survey-library/types.js';
import { ATTRIBUTES, FIRST_NAMES, LAST_NAMES, asciiSlug, type AttributeDef } from './content.js';
import type { PlannedCycle } from './cycles.js';
import { clamp, type Rng } from './random.js';
import type { SyntheticGroup } from './tree.js';

// The people of a synthetic company: who they are (the users row), where they sit (one group each,
// leaves mostly; one manager per group, a member of it), their demographic options, and the latent
// traits that drive how often and how they answer.

export interface SyntheticPerson {
  index: number;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  position: string;
  status: UserStatus;
  inactive: boolean;
  language: Language;
  birthDate: string;
  createdAt: string;
  /** Group index the person is a member of. */
  group: number;
  /** Member group with every ancestor, sorted: what a response records (respondentSnapshot). */
  groupIds: string[];
  optionIds: string[];
  /** Somebody other than themselves manages one of their groups: they are asked LNPS. */
  hasLeader: boolean;
  /** Latent engagement, standard normal. */
  engagement: number;
  /** Group and demographic effects on every pillar, latent units. */
  effect: number;
  /** The manager effect felt in their leader questions. */
  leaderEffect: number;
  /** Chance of answering any one cycle. */
  propensity: number;
  /** Cycles the person could answer: joined at activeFrom, left (deactivated, inactive) after activeUntil. */
  activeFrom: number;
  activeUntil: number;
}

export interface SyntheticAttribute {
  id: string;
  def: AttributeDef;
  optionIds: string[];
}

interface PeopleInput {
  rng: Rng;
  newId: () => string;
  employees: number;
  groups: SyntheticGroup[];
  cycles: PlannedCycle[];
  companyCreated: string;
  language: Language;
  attributes: number;
  emailHost: string;
}

const GENERATION_YEARS: [number, number][] = [
  [1955, 1964],
  [1965, 1980],
  [1981, 1996],
  [1997, 2005],
];

const minDay = (a: string, b: string) => (a < b ? a : b);
const instant = (rng: Rng, day: string) => `${day}T${String(rng.int(8, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00Z`;

export function buildPeople(input: PeopleInput): { people: SyntheticPerson[]; attributes: SyntheticAttribute[]; managers: Map<number, number> } {
  const { rng, groups, cycles, employees } = input;
  const attributes = ATTRIBUTES.slice(0, clamp(input.attributes, 0, ATTRIBUTES.length)).map((def) => ({
    def,
    id: input.newId(),
    optionIds: def.options.map(() => input.newId()),
    effects: def.options.map(() => rng.normal(0, 0.2)),
  }));
  const languageWeights = LANGUAGES.map((l) => (l === input.language ? 0.7 : 0.15));
  const groupWeights = groups.map((g) => (g.children.length === 0 ? Math.exp(rng.normal(0, 0.5)) : 0.12));
  const last = cycles.length - 1;

  // Index 0 is the admin, 1..G the managers of groups 0..G-1, then everyone else.
  const managers = new Map<number, number>();
  const people: SyntheticPerson[] = [];
  for (let index = 0; index < employees; index++) {
    const role: Role = index === 0 ? 'admin' : index <= groups.length ? 'manager' : 'user';
    const group = role === 'admin' ? 0 : role === 'manager' ? index - 1 : rng.weighted(groupWeights);
    if (role === 'manager') managers.set(group, index);
    const language = LANGUAGES[rng.weighted(languageWeights)]!;
    const firstName = rng.pick(FIRST_NAMES[language]);
    const lastName = rng.pick(LAST_NAMES[language]);
    // Managers and the admin stay reachable; a few others never confirmed, left, or are on leave.
    const roll = role === 'user' ? rng.next() : 1;
    const status: UserStatus = roll < 0.02 ? 'unconfirmed' : roll < 0.04 ? 'deactivated' : 'confirmed';
    const inactive = status === 'confirmed' && roll < 0.06;
    const lateJoiner = status !== 'unconfirmed' && role === 'user' && last > 0 && rng.chance(0.12);
    const activeFrom = status === 'unconfirmed' ? Number.POSITIVE_INFINITY : lateJoiner ? rng.int(1, last) : 0;
    const activeUntil = status === 'deactivated' || inactive ? rng.int(Math.min(activeFrom, last), last) - 1 : last;
    const createdDay =
      status === 'unconfirmed'
        ? addDays(cycles[last]!.startsOn, -rng.int(0, 20))
        : activeFrom > 0
          ? addDays(cycles[activeFrom]!.startsOn, -rng.int(1, 6))
          : minDay(addDays(input.companyCreated, rng.int(0, 14)), addDays(cycles[0]!.startsOn, -1));
    const generation = rng.weighted(ATTRIBUTES[0]!.weights);
    const [from, to] = GENERATION_YEARS[generation]!;
    const birthDate = `${rng.int(from, to)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const optionIds: string[] = [];
    let effect = groups[group]!.effect;
    for (const attribute of attributes) {
      // A few people never filled in an attribute; generation follows the date of birth.
      if (rng.chance(0.03)) continue;
      const option = attribute.def.key === 'generation' ? generation : rng.weighted(attribute.def.weights);
      optionIds.push(attribute.optionIds[option]!);
      effect += attribute.effects[option]!;
    }
    const engagement = rng.normal();
    people.push({
      index,
      id: input.newId(),
      email: `${asciiSlug(firstName)}.${asciiSlug(lastName)}.${index}@${input.emailHost}`,
      firstName,
      lastName,
      role,
      position: role === 'admin' ? 'hr-manager' : role === 'manager' ? (groups[group]!.level === 0 ? 'executive' : 'manager') : 'employee',
      status,
      inactive,
      language,
      birthDate,
      createdAt: instant(rng, createdDay),
      group,
      groupIds: groups[group]!.path.map((g) => groups[g]!.id).sort(),
      optionIds: optionIds.sort(),
      hasLeader: false,
      engagement,
      effect,
      leaderEffect: 0,
      // Engaged people answer a little more often; each group has its own habit.
      propensity: clamp(groups[group]!.participation + rng.normal(0, 0.12) + 0.04 * engagement, 0.03, 0.97),
      activeFrom,
      activeUntil,
    });
  }
  for (const person of people) {
    const leaders = groups[person.group]!.path.filter((g) => managers.get(g) !== person.index);
    person.hasLeader = leaders.length > 0;
    // The closest manager above the person shapes how they see their leader.
    person.leaderEffect = person.hasLeader ? groups[leaders[leaders.length - 1]!]!.managerEffect : 0;
  }
  return { people, attributes: attributes.map(({ def, id, optionIds }) => ({ def, id, optionIds })), managers };
}
