import { sql, type Kysely } from 'kysely';
import type { DB } from '../server/db/types.js';
import { bySize, rootsOf, type Org } from './demo-organisation.js';

// Names of a plausible company for the demo's groups (the generator's "Sales · Team 5" reads like
// test data), given by each group's place in the tree: the biggest department is Engineering,
// its biggest area Platform, and so on. The generator's tree varies with its seed, so names are
// handed out by rank and fall back to "<parent> 2" past the catalogue.

interface Named {
  name: string;
  children?: Named[];
}

const teams = (...names: string[]): Named[] => names.map((name) => ({ name }));

/** Every name is unique: a company's groups' names are. */
const CATALOGUE: Named[] = [
  {
    name: 'Engineering',
    children: [
      { name: 'Platform', children: teams('Infrastructure', 'Developer Experience', 'Security', 'Site Reliability', 'Architecture') },
      { name: 'Mobile', children: teams('iOS', 'Android', 'Mobile Design', 'Mobile Payments') },
      { name: 'Data', children: teams('Analytics', 'Data Engineering', 'Machine Learning', 'BI') },
      { name: 'Quality', children: teams('Test Automation', 'Release', 'Accessibility') },
      { name: 'Web', children: teams('Frontend', 'Design System', 'Checkout') },
    ],
  },
  {
    name: 'Sales',
    children: [
      { name: 'Inbound', children: teams('SMB', 'Mid-Market', 'Sales Development', 'Self-Service') },
      { name: 'Outbound', children: teams('Enterprise Accounts', 'LATAM', 'North America', 'Europe') },
      { name: 'Customer Success', children: teams('Onboarding', 'Renewals', 'Support', 'Training') },
      { name: 'Partnerships', children: teams('Resellers', 'Alliances', 'Marketplace') },
    ],
  },
  {
    name: 'Operations',
    children: [
      { name: 'Logistics', children: teams('Warehouse', 'Fleet', 'Planning', 'Returns') },
      { name: 'Finance', children: teams('Accounting', 'Treasury', 'Billing', 'Tax') },
      { name: 'Facilities', children: teams('São Paulo Office', 'Buenos Aires Office', 'Remote Work') },
      { name: 'Procurement', children: teams('Sourcing', 'Vendors') },
    ],
  },
  {
    name: 'People',
    children: [
      { name: 'Talent', children: teams('Recruiting', 'Employer Branding', 'Internships') },
      { name: 'Learning', children: teams('Leadership Programs', 'Onboarding Academy') },
      { name: 'Total Rewards', children: teams('Compensation', 'Benefits', 'Payroll') },
    ],
  },
  {
    name: 'Marketing',
    children: [
      { name: 'Brand', children: teams('Content', 'Design Studio', 'Events') },
      { name: 'Growth', children: teams('Performance', 'Lifecycle', 'SEO') },
    ],
  },
];

/** Names every group of the company; returns the names by group id. */
export async function nameGroups(db: Kysely<DB>, org: Org): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const used = new Set<string>();
  const unique = (wanted: string | undefined, fallback: string) => {
    let name = wanted && !used.has(wanted.toLowerCase()) ? wanted : fallback;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${fallback} ${n}`;
    used.add(name.toLowerCase());
    return name;
  };
  const assign = (ids: readonly string[], catalogue: readonly Named[], parentName: string) => {
    bySize(org, ids).forEach((id, i) => {
      const entry = catalogue[i];
      const name = unique(entry?.name, `${parentName} ${i + 1}`);
      names.set(id, name);
      assign(org.groups.get(id)!.children, entry?.children ?? [], name);
    });
  };
  assign(rootsOf(org), CATALOGUE, 'Department');
  // Placeholders first: a group may take a name another still holds (the names are unique).
  await sql`update groups set name = id::text where company_id = ${org.companyId}`.execute(db);
  for (const [id, name] of names) await db.updateTable('groups').set({ name }).where('company_id', '=', org.companyId).where('id', '=', id).execute();
  return names;
}
