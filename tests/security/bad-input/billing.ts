import type { BadInputDomain, Case } from './shared.js';

// The account's writes and reads with input: every refusal is the shape's (400 with field errors),
// so nothing reaches the provider or the database.
const admin = 'admin' as const;
const token = { id: 'tok_bad_input_1', bin: '411111', brand: 'visa', display_number: '**** **** **** 1111', holder_name: 'Ana Souza', month: 12, year: 2099 };
const address = { zip: '01310-100', address: 'Avenida Paulista', number: '1000', complement: '', state: 'SP', city: 'São Paulo' };
const purchase = { licenses: 10, period: 'annuity', method: 'credit_card', name: 'Acme Ltda', doc: '11.222.333/0001-81', card: token, address };

const licences: Case[] = [
  { name: 'fewer than the free minimum', input: () => ({ licenses: 2 }), fields: ['licenses'], signedIn: admin },
  { name: 'more than 1,000 (contact sales)', input: () => ({ licenses: 1001 }), fields: ['licenses'], signedIn: admin },
  { name: 'a fraction', input: () => ({ licenses: 10.5 }), fields: ['licenses'], signedIn: admin },
  { name: 'not a number', input: () => ({ licenses: 'many' }), fields: ['licenses'], signedIn: admin },
];

export const billingBadInput: BadInputDomain = {
  cases: {
    'GET /subscription/upgrade-simulation': [
      {
        name: 'an unknown period and licences past contact sales',
        input: () => ({ period: 'weekly', licenses: '1001' }),
        fields: ['period', 'licenses'],
        signedIn: admin,
      },
      { name: 'licences not a number', input: () => ({ licenses: 'many' }), fields: ['licenses'], signedIn: admin },
    ],
    'POST /subscription': [
      { name: 'nothing filled in', input: () => ({}), fields: ['licenses', 'period', 'name', 'doc', 'address'], signedIn: admin },
      {
        name: 'CPF and CNPJ without their check digits, postal code and state malformed',
        input: () => ({ ...purchase, doc: '529.982.247-24', address: { ...address, zip: '0131', state: 'São Paulo' } }),
        fields: ['doc', 'address.zip', 'address.state'],
        signedIn: admin,
      },
      { name: 'an invalid CNPJ', input: () => ({ ...purchase, doc: '11.222.333/0001-80' }), fields: ['doc'], signedIn: admin },
      { name: 'an expired card', input: () => ({ ...purchase, card: { ...token, month: 1, year: 2020 } }), fields: ['card.month'], signedIn: admin },
      {
        name: 'a card token with a number in it, a bin that is not one',
        input: () => ({ ...purchase, card: { ...token, id: '4111 1111 1111 1111', bin: '41' } }),
        fields: ['card.id', 'card.bin'],
        signedIn: admin,
      },
      { name: 'card payment without a card', input: () => ({ ...purchase, card: undefined }), fields: ['card'], signedIn: admin },
      { name: 'boleto on a monthly plan', input: () => ({ ...purchase, method: 'boleto', period: 'monthly', card: undefined }), fields: ['method'], signedIn: admin },
      {
        name: 'instalments on a monthly plan, and too many',
        input: () => ({ ...purchase, period: 'monthly', instalments: 13 }),
        fields: ['instalments'],
        signedIn: admin,
      },
      { name: 'another plan than the paid one', input: () => ({ ...purchase, planId: 'platinum' }), fields: ['planId'], signedIn: admin },
    ],
    'PUT /subscription/credit-card': [
      { name: 'nothing filled in', input: () => ({}), fields: ['id', 'bin', 'display_number', 'holder_name'], signedIn: admin },
      { name: 'an expired card', input: () => ({ ...token, month: 6, year: 2021 }), fields: ['month'], signedIn: admin },
    ],
    'PUT /subscription/licenses': licences,
    'PUT /subscription': [
      { name: 'licences past contact sales and an unknown period', input: () => ({ licenses: 1001, period: 'weekly' }), fields: ['licenses', 'period'], signedIn: admin },
      { name: 'nothing filled in', input: () => ({}), fields: ['licenses', 'period'], signedIn: admin },
    ],
    'DELETE /notices/:id': [{ name: 'not an id', input: () => ({ id: 'not-a-notice' }), fields: ['id'], signedIn: admin }],
  },
  procedures: {
    'billing.postalCode': [{ name: 'not 8 digits', input: () => ({ zip: '0131-10' }), fields: ['zip'], signedIn: admin }],
  },
};
