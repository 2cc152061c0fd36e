import { roles, type MatrixDomain } from './shared.js';

export const auditMatrix: MatrixDomain = {
  rows: {
    'audit.list': { who: roles(['admin']), input: () => ({ offset: 0, limit: 20, entity: 'users', text: 'invite' }) },
    'audit.actions': { who: roles(['admin']) },
  },
};
