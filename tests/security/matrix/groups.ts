import { unique } from '../../../seeds/factories.js';
import { makeGroup } from '../../integration/groups/helpers.js';
import { roles, signedIn, type Fixture, type MatrixDomain, type Who } from './shared.js';

// Groups: administrators and managers. Rows act on company A's group managed by the fixture's
// manager (or a fresh subgroup of it, for changes), so another company's administrator gets
// not-found; the group nobody of the fixture manages is there for scope checks.
const leaders = roles(['admin', 'manager']);
const leadersOfA: Who = { ...leaders, otherAdmin: 'not-found' };

const managed = (fx: Fixture): string => fx.extra.groups.managed;
const fresh = async (fx: Fixture) => (await makeGroup(fx.companyA, { parentId: managed(fx) })).id;
const sheet = () => Buffer.from(`Group name,Parent group\n${unique('Imported')},\n`).toString('base64');

export const groupsMatrix: MatrixDomain = {
  setup: async (fx) => {
    const mine = await makeGroup(fx.companyA, { managers: [fx.users.manager.id], members: [fx.users.user.id] });
    const other = await makeGroup(fx.companyA);
    return { managed: mine.id, unmanaged: other.id };
  },
  rows: {
    'groups.create': { who: leadersOfA, input: (fx) => ({ name: unique('Group'), parentId: managed(fx) }) },
    'groups.update': { who: leadersOfA, input: async (fx) => ({ id: await fresh(fx), name: unique('Renamed') }) },
    'groups.remove': { who: leadersOfA, input: async (fx) => ({ id: await fresh(fx) }) },
    'groups.inactivateUsers': { who: leadersOfA, input: async (fx) => ({ id: await fresh(fx) }) },
    'groups.setActive': { who: leadersOfA, input: async (fx) => ({ id: await fresh(fx), active: true }) },
    // Anyone signed in: a person sees no group but their own, and those with ctx=tickets only.
    'groups.search': { who: signedIn, input: (_fx, caller) => ({ filter: 'a', ...(caller === 'user' ? { ctx: 'tickets' } : {}) }) },
    'groups.tree': { who: leaders },
    'groups.list': { who: leaders, input: () => ({ offset: 0, limit: 15 }) },
    'groups.get': { who: leadersOfA, input: (fx) => ({ id: managed(fx) }) },
    'groups.validateManagers': { who: leaders, input: (fx) => ({ managers: [fx.users.manager.id] }) },
    'groups.validateMembers': { who: leaders, input: (fx) => ({ members: [fx.users.user.id] }) },
    'groups.validateChildren': { who: leadersOfA, input: async (fx) => ({ id: managed(fx), children: [await fresh(fx)] }) },
    'groups.searchPeople': { who: leaders, input: () => ({ query: 'a' }) },
    'groups.importTemplate': { who: leaders, input: () => ({ format: 'csv' }) },
    'groups.importPreview': { who: leaders, input: () => ({ format: 'csv', file: sheet() }) },
    'groups.importApply': { who: leaders, input: () => ({ format: 'csv', file: sheet() }) },
  },
};
