import { unique } from '../../../seeds/factories.js';
import { makeGroup } from '../../integration/groups/helpers.js';
import { roles, type CallerKind, type Fixture, type MatrixDomain } from './shared.js';

// Managers import too, into their own groups (the rules refuse a line outside their reach).
const leaders = roles(['admin', 'manager']);
// Company A's people import into A's group the manager leads; another company's administrator into none.
const file = (fx: Fixture, caller: CallerKind) => {
  const group = caller === 'otherAdmin' ? '' : (fx.extra.imports.group as string);
  return Buffer.from(`Name,Last name,E-mail,Groups\nMara,Matrix,${unique('import')}@acme.test,${group}\n`).toString('base64');
};

export const importsMatrix: MatrixDomain = {
  setup: async (fx) => ({ group: (await makeGroup(fx.companyA, { managers: [fx.users.manager.id] })).name }),
  rows: {
    'imports.template': { who: leaders, input: () => ({ format: 'csv' }) },
    'imports.preview': { who: leaders, input: (fx, caller) => ({ format: 'csv', file: file(fx, caller) }) },
    'imports.commit': { who: leaders, input: (fx, caller) => ({ format: 'csv', file: file(fx, caller) }) },
  },
};
