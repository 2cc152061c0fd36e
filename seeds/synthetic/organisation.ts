import type { Plan, SizeBand, SurveyIntervalDays } from '../../server/db/types.js';
import { addDays } from '../../server/modules/survey/survey.cycles.js';
import type { PlannedCycle } from './cycles.js';
import type { SyntheticAttribute, SyntheticPerson } from './people.js';
import type { SyntheticGroup } from './tree.js';
import type { BulkWriter, Row } from './writer.js';

// The rows of a company's organisation, in the order foreign keys need them: the company and its
// subscription, people, the group tree parents first, memberships, attributes, and the cycles.

export interface OrganisationRows {
  companyId: string;
  name: string;
  plan: Plan;
  createdAt: string;
  intervalDays: SurveyIntervalDays;
  deliveryDate: string;
  today: string;
  passwordHash: string | null;
  groups: SyntheticGroup[];
  people: SyntheticPerson[];
  managers: Map<number, number>;
  attributes: SyntheticAttribute[];
  cycles: { id: string; plan: PlannedCycle }[];
}

export function sizeBand(employees: number): SizeBand {
  return employees <= 11 ? '3-11' : employees <= 200 ? '12-200' : employees <= 1000 ? '201-1000' : '1000+';
}

const nextDay = (instant: string) => `${addDays(instant.slice(0, 10), 1)}${instant.slice(10)}`;

export async function writeOrganisation(writer: BulkWriter, o: OrganisationRows): Promise<void> {
  const c = o.companyId;
  const trialEnds = o.plan === 'trial' ? `${addDays(o.today, 14)}T00:00:00Z` : null;
  await writer.write(
    'companies',
    ['id', 'name', 'size_band', 'plan', 'trial_ends_at', 'survey_interval_days', 'survey_delivery_date', 'claims_changed_at', 'created_at'],
    [[c, o.name, sizeBand(o.people.length), o.plan, trialEnds, o.intervalDays, o.deliveryDate, o.createdAt, o.createdAt]],
  );
  // Licences cover everyone with room to grow, as a sales team would have sold them.
  const licenses = Math.ceil((o.people.length * 1.1) / 10) * 10;
  await writer.write(
    'subscriptions',
    ['company_id', 'licenses', 'period', 'price_per_user_cents', 'updated_at'],
    [[c, licenses, o.people.length > 200 ? 'annuity' : 'monthly', 890, o.createdAt]],
  );

  await writer.write(
    'users',
    [
      'company_id',
      'id',
      'email',
      'first_name',
      'last_name',
      'role',
      'position',
      'is_super',
      'birth_date',
      'status',
      'inactive',
      'language',
      'password_hash',
      'password_changed_at',
      'terms_accepted_at',
      'invited_at',
      'claims_changed_at',
      'created_at',
    ],
    (function* (): Generator<Row> {
      for (const p of o.people) {
        const confirmed = p.status !== 'unconfirmed';
        const signedUp = confirmed ? nextDay(p.createdAt) : null;
        yield [
          c,
          p.id,
          p.email,
          p.firstName,
          p.lastName,
          p.role,
          p.position,
          p.role === 'admin',
          p.birthDate,
          p.status,
          p.inactive,
          p.language,
          confirmed ? o.passwordHash : null,
          signedUp,
          signedUp,
          p.createdAt,
          p.createdAt,
          p.createdAt,
        ];
      }
    })(),
  );

  // Parents before children: the embedded database checks the parent at each batch.
  const byLevel = [...o.groups].sort((a, b) => a.level - b.level || a.index - b.index);
  await writer.write(
    'groups',
    ['company_id', 'id', 'name', 'parent_id', 'active', 'created_at', 'updated_at'],
    byLevel.map((g): Row => [c, g.id, g.name, g.parent === null ? null : o.groups[g.parent]!.id, true, o.createdAt, o.createdAt]),
  );
  await writer.write(
    'group_members',
    ['company_id', 'group_id', 'user_id'],
    o.people.map((p): Row => [c, o.groups[p.group]!.id, p.id]),
  );
  await writer.write(
    'group_managers',
    ['company_id', 'group_id', 'user_id'],
    [...o.managers].map(([g, p]): Row => [c, o.groups[g]!.id, o.people[p]!.id]),
  );

  await writer.write(
    'user_attributes',
    ['company_id', 'id', 'labels', 'position', 'created_at', 'updated_at'],
    o.attributes.map((a, i): Row => [c, a.id, JSON.stringify(a.def.labels), i, o.createdAt, o.createdAt]),
  );
  await writer.write(
    'user_attribute_options',
    ['company_id', 'id', 'attribute_id', 'labels', 'position'],
    o.attributes.flatMap((a) => a.optionIds.map((id, i): Row => [c, id, a.id, JSON.stringify(a.def.options[i]), i])),
  );
  const attributeOf = new Map(o.attributes.flatMap((a) => a.optionIds.map((id) => [id, a.id] as const)));
  await writer.write(
    'user_attribute_values',
    ['company_id', 'user_id', 'attribute_id', 'option_id'],
    (function* (): Generator<Row> {
      for (const p of o.people) for (const option of p.optionIds) yield [c, p.id, attributeOf.get(option)!, option];
    })(),
  );

  // The delivery job stamps each cycle on its first morning.
  await writer.write(
    'survey_cycles',
    ['company_id', 'id', 'number', 'starts_on', 'ends_on', 'question_ids', 'delivered_at', 'culture'],
    o.cycles.map(({ id, plan }): Row => [c, id, plan.number, plan.startsOn, plan.endsOn, plan.questionIds, `${plan.startsOn}T08:00:00Z`, plan.culture]),
  );
}
