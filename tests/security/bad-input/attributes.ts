import { randomUUID } from 'node:crypto';
import type { BadInputDomain } from './shared.js';

const valid = { label: { 'en-US': 'Shift', 'pt-BR': 'Turno' }, values: [{ label: { 'en-US': 'Day', 'pt-BR': 'Dia' } }] };
const admin = 'admin' as const;

export const attributesBadInput: BadInputDomain = {
  setup: async (db, fx) => {
    const id = randomUUID();
    await db
      .insertInto('user_attributes')
      .values({ company_id: fx.companyId, id, labels: JSON.stringify({ 'en-US': 'Area' }) })
      .execute();
    await db
      .insertInto('user_attribute_options')
      .values({ company_id: fx.companyId, id: randomUUID(), attribute_id: id, labels: JSON.stringify({ 'en-US': 'Sales' }), position: 0 })
      .execute();
    return { attributeId: id };
  },
  cases: {
    'GET /user-attributes': [
      { name: 'negative offset, limit of words', input: () => ({ offset: '-1', limit: 'ten' }), fields: ['offset', 'limit'], signedIn: admin },
      { name: 'limit too large', input: () => ({ limit: '1000' }), fields: ['limit'], signedIn: admin },
    ],
    'GET /user-attributes/translation': [
      { name: 'bad paging and flag', input: () => ({ offset: 'x', limit: '0', hidden: 'maybe' }), fields: ['offset', 'limit', 'hidden'], signedIn: admin },
    ],
    'GET /user-attributes/:id': [{ name: 'id not a uuid', input: () => ({ id: 'not-an-id' }), fields: ['id'], signedIn: admin }],
    'DELETE /user-attributes/:id': [{ name: 'id not a uuid', input: () => ({ id: '12345' }), fields: ['id'], signedIn: admin }],
    'POST /user-attributes': [
      { name: 'empty body', input: () => ({}), fields: ['userAttribute'], signedIn: admin },
      { name: 'wrong types', input: () => ({ userAttribute: { label: 'Shift', values: {} } }), fields: ['userAttribute.label', 'userAttribute.values'], signedIn: admin },
      { name: 'label without any text', input: () => ({ userAttribute: { ...valid, label: { 'en-US': '   ' } } }), fields: ['userAttribute.label'], signedIn: admin },
      {
        name: 'option missing a language of the label',
        input: () => ({ userAttribute: { ...valid, values: [{ label: { 'en-US': 'Day' } }] } }),
        fields: ['userAttribute.values.0.label.pt-BR'],
        signedIn: admin,
      },
      { name: 'no options', input: () => ({ userAttribute: { ...valid, values: [] } }), fields: ['userAttribute.values'], signedIn: admin },
      {
        name: 'duplicate option and text too long',
        input: () => ({ userAttribute: { label: { 'en-US': 'x'.repeat(121) }, values: [{ label: { 'en-US': 'Day' } }, { label: { 'en-US': 'DAY' } }] } }),
        fields: ['userAttribute.label.en-US', 'userAttribute.values.1.label.en-US'],
        signedIn: admin,
      },
      { name: 'malformed JSON', input: () => '{"userAttribute": {', fields: ['_'], signedIn: admin },
    ],
    'PUT /user-attributes/:id': [
      { name: 'id not a uuid', input: () => ({ id: 'nope', userAttribute: valid }), fields: ['id'], signedIn: admin },
      { name: 'missing attribute', input: (fx) => ({ id: fx.extra.attributes.attributeId }), fields: ['userAttribute'], signedIn: admin },
      {
        name: 'option id not a uuid, option missing a translation',
        input: (fx) => ({ id: fx.extra.attributes.attributeId, userAttribute: { ...valid, values: [{ id: 'x', label: { 'en-US': 'Day', 'pt-BR': '' } }] } }),
        fields: ['userAttribute.values.0.id', 'userAttribute.values.0.label.pt-BR'],
        signedIn: admin,
      },
      {
        name: 'option of another attribute',
        input: (fx) => ({ id: fx.extra.attributes.attributeId, userAttribute: { ...valid, values: [{ id: randomUUID(), label: valid.values[0]!.label }] } }),
        fields: ['userAttribute.values.0.id'],
        signedIn: admin,
      },
    ],
  },
};
