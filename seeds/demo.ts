import type { Database } from '../server/db/connect.js';
import { withSystem } from '../server/db/tenant.js';
import { seedDemoOrganisation } from './demo-organisation.js';
import { makeCompany, makeUser } from './factories.js';

export const DEMO_PASSWORD = 'Clima#2026';
export const DEMO_SIGN_INS = [
  { role: 'admin', email: 'admin@demo.clima.test' },
  { role: 'manager', email: 'manager@demo.clima.test' },
  { role: 'user', email: 'employee@demo.clima.test' },
] as const;

const EMPLOYEES = [
  ['Ana', 'Ribeiro', 'pt-BR'], ['Bruno', 'Costa', 'pt-BR'], ['Carla', 'Mendes', 'pt-BR'], ['Diego', 'Fernández', 'es-AR'],
  ['Elena', 'García', 'es-AR'], ['Felipe', 'Almeida', 'pt-BR'], ['Grace', 'Miller', 'en-US'], ['Hugo', 'Pereira', 'pt-BR'],
] as const;

/** Loads the demo company when the database has no company yet; returns whether it did. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const any = await withSystem(db, (tx) => tx.selectFrom('companies').select('id').limit(1).executeTakeFirst());
  if (any) return false;
  const company = await makeCompany(db, { name: 'Clima Demo', size_band: '12-200', plan: 'enterprise' });
  const people = [
    await makeUser(db, company.id, { email: DEMO_SIGN_INS[0].email, first_name: 'Marina', last_name: 'Lopes', role: 'admin', is_super: true, position: 'hr-manager', password: DEMO_PASSWORD }),
    await makeUser(db, company.id, { email: DEMO_SIGN_INS[1].email, first_name: 'Rafael', last_name: 'Santos', role: 'manager', position: 'manager', password: DEMO_PASSWORD }),
    await makeUser(db, company.id, { email: DEMO_SIGN_INS[2].email, first_name: 'Julia', last_name: 'Oliveira', role: 'user', position: 'employee', language: 'pt-BR', password: DEMO_PASSWORD }),
  ];
  for (const [first, last, language] of EMPLOYEES) {
    const person = await makeUser(db, company.id, {
      email: `${first.toLowerCase()}.${last.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@demo.clima.test`,
      first_name: first,
      last_name: last,
      language,
      position: 'employee',
      password: DEMO_PASSWORD,
    });
    people.push(person);
  }
  await seedDemoOrganisation(db, company.id, people);
  return true;
}
