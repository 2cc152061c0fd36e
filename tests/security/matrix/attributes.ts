import { randomUUID } from 'node:crypto';
import { testDeps } from '../../setup/test-context.js';
import { roles, type MatrixDomain, type Who } from './shared.js';

/** An attribute of company A with one option, written directly (the matrix must not depend on create). */
async function makeAttribute(companyId: string) {
  const { db } = await testDeps();
  const id = randomUUID();
  await db
    .insertInto('user_attributes')
    .values({ company_id: companyId, id, labels: JSON.stringify({ 'en-US': 'Shift' }) })
    .execute();
  await db
    .insertInto('user_attribute_options')
    .values({ company_id: companyId, id: randomUUID(), attribute_id: id, labels: JSON.stringify({ 'en-US': 'Day' }), position: 0 })
    .execute();
  return id;
}

const body = {
  label: { 'en-US': 'Shift', 'pt-BR': 'Turno' },
  values: [{ label: { 'en-US': 'Day', 'pt-BR': 'Dia' } }, { label: { 'en-US': 'Night', 'pt-BR': 'Noite' } }],
};
/** Admins of company A; another company's admin gets not-found for A's records. */
const adminsOfA: Who = roles(['admin'], 'not-found');

export const attributesMatrix: MatrixDomain = {
  setup: async (fx) => ({ attributeId: await makeAttribute(fx.companyA) }),
  rows: {
    'attributes.list': { who: roles(['admin']), input: () => ({ offset: 0, limit: 10 }) },
    'attributes.translations': { who: roles(['admin', 'manager']), input: () => ({ offset: 0, limit: 100 }) },
    'attributes.get': { who: adminsOfA, input: (fx) => ({ id: fx.extra.attributes.attributeId }) },
    'attributes.create': { who: roles(['admin']), input: () => ({ userAttribute: body }) },
    'attributes.update': { who: adminsOfA, input: (fx) => ({ id: fx.extra.attributes.attributeId, userAttribute: body }) },
    // A fresh attribute per call: an allowed delete removes it.
    'attributes.delete': { who: adminsOfA, input: async (fx) => ({ id: await makeAttribute(fx.companyA) }) },
  },
};
