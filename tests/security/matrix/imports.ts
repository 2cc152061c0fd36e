import { unique } from '../../../seeds/factories.js';
import { roles, type MatrixDomain } from './shared.js';

const admins = roles(['admin']);
const file = () => Buffer.from(`Name,Last name,E-mail\nMara,Matrix,${unique('import')}@acme.test\n`).toString('base64');

export const importsMatrix: MatrixDomain = {
  rows: {
    'imports.template': { who: admins, input: () => ({ format: 'csv' }) },
    'imports.preview': { who: admins, input: () => ({ format: 'csv', file: file() }) },
    'imports.commit': { who: admins, input: () => ({ format: 'csv', file: file() }) },
  },
};
