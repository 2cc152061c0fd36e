import { randomUUID } from 'node:crypto';
import type { Database } from '../server/db/connect.js';
import { withTenant } from '../server/db/tenant.js';
import type { Labels } from '../server/db/types.js';

// The demo company's groups (a tree three levels deep) and demographic attributes, so that every
// people screen has something real to show out of the box.
const TREE: { name: string; parent?: string }[] = [
  { name: 'Operations' },
  { name: 'Technology' },
  { name: 'Platform', parent: 'Technology' },
  { name: 'Mobile', parent: 'Technology' },
  { name: 'Data', parent: 'Platform' },
  { name: 'Sales' },
  { name: 'People & Culture' },
];

const ATTRIBUTES: { labels: Labels; options: Labels[] }[] = [
  {
    labels: { 'en-US': 'Generation', 'pt-BR': 'Geração', 'es-AR': 'Generación' },
    options: [
      { 'en-US': 'Baby boomers', 'pt-BR': 'Baby boomers', 'es-AR': 'Baby boomers' },
      { 'en-US': 'Generation X', 'pt-BR': 'Geração X', 'es-AR': 'Generación X' },
      { 'en-US': 'Millennials', 'pt-BR': 'Millennials', 'es-AR': 'Millennials' },
      { 'en-US': 'Generation Z', 'pt-BR': 'Geração Z', 'es-AR': 'Generación Z' },
    ],
  },
  {
    labels: { 'en-US': 'Time at the company', 'pt-BR': 'Tempo de empresa', 'es-AR': 'Antigüedad' },
    options: [
      { 'en-US': 'Less than 1 year', 'pt-BR': 'Menos de 1 ano', 'es-AR': 'Menos de 1 año' },
      { 'en-US': '1 to 3 years', 'pt-BR': '1 a 3 anos', 'es-AR': '1 a 3 años' },
      { 'en-US': 'More than 3 years', 'pt-BR': 'Mais de 3 anos', 'es-AR': 'Más de 3 años' },
    ],
  },
];

export async function seedDemoOrganisation(db: Database, companyId: string, people: { id: string; email: string | null; role: string }[]): Promise<void> {
  await withTenant(db, companyId, async (tx) => {
    // Room to invite more people from the demo.
    await tx.updateTable('subscriptions').set({ licenses: 50 }).where('company_id', '=', companyId).execute();
    const ids = new Map<string, string>();
    for (const g of TREE) {
      const id = randomUUID();
      ids.set(g.name, id);
      await tx.insertInto('groups').values({ company_id: companyId, id, name: g.name, parent_id: g.parent ? ids.get(g.parent)! : null }).execute();
    }
    const manager = people.find((p) => p.role === 'manager')!;
    await tx.insertInto('group_managers').values({ company_id: companyId, group_id: ids.get('Technology')!, user_id: manager.id }).execute();
    // Everyone else is spread over the leaf groups, round robin.
    const leaves = ['Data', 'Mobile', 'Sales', 'Operations', 'People & Culture'];
    const members = people.filter((p) => p.role === 'user');
    for (const [i, person] of members.entries()) {
      await tx.insertInto('group_members').values({ company_id: companyId, group_id: ids.get(leaves[i % leaves.length]!)!, user_id: person.id }).execute();
    }

    for (const [position, attribute] of ATTRIBUTES.entries()) {
      const attributeId = randomUUID();
      await tx.insertInto('user_attributes').values({ company_id: companyId, id: attributeId, labels: JSON.stringify(attribute.labels), position }).execute();
      const optionIds: string[] = [];
      for (const [p, labels] of attribute.options.entries()) {
        const id = randomUUID();
        optionIds.push(id);
        await tx.insertInto('user_attribute_options').values({ company_id: companyId, id, attribute_id: attributeId, labels: JSON.stringify(labels), position: p }).execute();
      }
      for (const [i, person] of people.entries()) {
        await tx.insertInto('user_attribute_values').values({ company_id: companyId, user_id: person.id, attribute_id: attributeId, option_id: optionIds[(i * (position + 2)) % optionIds.length]! }).execute();
      }
    }
  });
}
