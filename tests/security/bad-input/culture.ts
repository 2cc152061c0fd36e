import { randomUUID } from 'node:crypto';
import { badScope, type BadInputDomain } from './shared.js';

const admin = 'admin' as const;

export const cultureBadInput: BadInputDomain = {
  setup: async (db, fx) => {
    const id = randomUUID();
    await db
      .insertInto('culture_desired_values')
      .values({ company_id: fx.companyId, id, name: 'Ownership', culture_values: JSON.stringify(['We finish what we start']), position: 0 })
      .execute();
    return { desiredValueId: id };
  },
  cases: {
    'POST /culture/desired-values': [
      { name: 'empty body', input: () => ({}), fields: ['desiredValue'], signedIn: admin },
      {
        name: 'blank name, behaviours not a list',
        input: () => ({ desiredValue: '   ', cultureValues: 'We help' }),
        fields: ['desiredValue', 'cultureValues'],
        signedIn: admin,
      },
      { name: 'name too long', input: () => ({ desiredValue: 'x'.repeat(81), cultureValues: [] }), fields: ['desiredValue'], signedIn: admin },
      {
        name: 'too many behaviours',
        input: () => ({ desiredValue: 'Care', cultureValues: Array.from({ length: 11 }, (_, i) => `Behaviour ${i}`) }),
        fields: ['cultureValues'],
        signedIn: admin,
      },
      {
        name: 'behaviour twice and too long',
        input: () => ({ desiredValue: 'Care', cultureValues: ['We listen', 'WE LISTEN', 'y'.repeat(201)] }),
        fields: ['cultureValues.1', 'cultureValues.2'],
        signedIn: admin,
      },
      { name: 'behaviour not text', input: () => ({ desiredValue: 'Care', cultureValues: ['We listen', 7] }), fields: ['cultureValues.1'], signedIn: admin },
      { name: 'catalogue value not an id', input: () => ({ desiredValue: 'Care', valueId: 'Not An Id!' }), fields: ['valueId'], signedIn: admin },
      { name: 'catalogue value unknown', input: () => ({ desiredValue: 'Care', valueId: 'no-such-value' }), fields: ['valueId'], signedIn: admin },
      { name: 'name taken, whatever its case', input: () => ({ desiredValue: 'OWNERSHIP' }), fields: ['desiredValue'], signedIn: admin },
      { name: 'malformed JSON', input: () => '{"desiredValue": ', fields: ['_'], signedIn: admin },
    ],
    'PUT /culture/desired-values/:id': [
      { name: 'id not a uuid', input: () => ({ id: 'nope', desiredValue: 'Care' }), fields: ['id'], signedIn: admin },
      { name: 'nothing to change', input: (fx) => ({ id: fx.extra.culture.desiredValueId }), fields: ['desiredValue'], signedIn: admin },
      { name: 'blank name', input: (fx) => ({ id: fx.extra.culture.desiredValueId, desiredValue: '' }), fields: ['desiredValue'], signedIn: admin },
      { name: 'behaviours not a list', input: (fx) => ({ id: fx.extra.culture.desiredValueId, cultureValues: { a: 1 } }), fields: ['cultureValues'], signedIn: admin },
      { name: 'catalogue value unknown', input: (fx) => ({ id: fx.extra.culture.desiredValueId, valueId: 'no-such-value' }), fields: ['valueId'], signedIn: admin },
    ],
    'DELETE /culture/desired-values/:id': [{ name: 'id not a uuid', input: () => ({ id: '12345' }), fields: ['id'], signedIn: admin }],
    'GET /culture/ranking/:groupId': [
      ...badScope(),
      { name: 'date not a day', input: () => ({ groupId: 'company', date: '2026-13-01' }), fields: ['date'], signedIn: admin },
    ],
    'GET /culture/ranking/:groupId/history': badScope(),
  },
};
