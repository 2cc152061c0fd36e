import { makeCompany, makeUser } from '../../../seeds/factories.js';
import { callerFor, testDeps } from '../../setup/test-context.js';
import { sessionFor } from '../auth/helpers.js';

/** A company with an admin (caller and v1 token), a manager and an ordinary person. */
export async function attributesCompany() {
  const { db } = await testDeps();
  const company = await makeCompany(db);
  const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  const manager = await makeUser(db, company.id, { role: 'manager' });
  const person = await makeUser(db, company.id, { role: 'user' });
  const token = await sessionFor(admin);
  const { caller } = await callerFor({ token });
  return { db, company, admin, manager, person, token, caller };
}

export const gender = () => ({
  label: { 'en-US': 'Gender', 'pt-BR': 'Gênero', 'es-AR': 'Género' },
  values: [
    { label: { 'en-US': 'Woman', 'pt-BR': 'Mulher', 'es-AR': 'Mujer' } },
    { label: { 'en-US': 'Man', 'pt-BR': 'Homem', 'es-AR': 'Hombre' } },
    { label: { 'en-US': 'Other', 'pt-BR': 'Outro', 'es-AR': 'Otro' } },
  ],
});

/** Gives a person an option of an attribute, as the users screens will. */
export async function choose(companyId: string, userId: string, attributeId: string, optionId: string) {
  const { db } = await testDeps();
  await db.insertInto('user_attribute_values').values({ company_id: companyId, user_id: userId, attribute_id: attributeId, option_id: optionId }).execute();
}

export async function valuesOf(companyId: string, attributeId: string) {
  const { db } = await testDeps();
  return db.selectFrom('user_attribute_values').selectAll().where('company_id', '=', companyId).where('attribute_id', '=', attributeId).execute();
}

export async function auditRows(companyId: string) {
  const { db } = await testDeps();
  return db.selectFrom('audit_logs').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
}
