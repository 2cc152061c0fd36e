import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import type { RawConnection } from '../../../server/db/connect.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { testDeps } from '../../setup/test-context.js';
import { addCycle, addResponses, members, respondents } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { sessionFor, trpc } from '../auth/helpers.js';
import { today } from '../survey/helpers.js';
import { makeGroup, makeTeam } from '../users/helpers.js';

// A kept report read (the engine's cache answers) is bound by its round trips to Postgres. The
// session check's one statement also reads the company's report settings and roster version, and
// the caller's reach, the tree, the rosters and the labels are kept per version: the read is one
// statement (clima_session_check, in a transaction of its own). Counted per request on the driver's
// connection, so a statement added back on that path fails.
const MOST = 1;

const counting = new AsyncLocalStorage<{ statements: string[] }>();
const wrapped = new WeakSet<object>();

/** Every statement the driver sends counts for the request in whose async context it was sent. */
function countStatements(raw: RawConnection) {
  // Both drivers are called as query(text, values) by Kysely.
  const wrap = (target: { query: (text: string, ...rest: never[]) => unknown }) => {
    if (wrapped.has(target)) return;
    wrapped.add(target);
    const query = target.query.bind(target);
    target.query = (text, ...rest) => {
      counting.getStore()?.statements.push(text);
      return query(text, ...rest);
    };
  };
  if (raw.kind === 'pglite') wrap(raw.client);
  // Kysely checks a client out of the pool for every transaction or statement.
  else raw.pool.on('acquire', (client) => wrap(client));
}

async function statementsOf<T>(request: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const store = { statements: [] as string[] };
  const result = await counting.run(store, request);
  return { result, statements: store.statements };
}

describe('a kept report read', () => {
  it(`sends at most ${MOST} statements to Postgres, for a manager and for an administrator`, async () => {
    const { raw } = await testDeps();
    countStatements(raw);
    const team = await makeTeam({ plan: 'enterprise' });
    const sales = await makeGroup(team.companyId, 'Sales', null, { managers: [team.manager.id] });
    const ops = await makeGroup(team.companyId, 'Ops', sales, { members: await members(team, 5) });
    const cycle = await addCycle(team.companyId, 0, addDays(today(), -12), addDays(today(), -5));
    await addResponses(
      team.companyId,
      cycle,
      respondents(5).map((r, i) => ({ respondent: r, groups: [sales, ops], scores: { happiness: 5 + i, enps: 9 } })),
    );
    await synced(today(), { rebuild: true });

    for (const [who, token] of [
      ['manager', await sessionFor(team.manager)],
      ['administrator', team.adminToken],
    ] as const) {
      const read = () => trpc('query', 'reports.report', { input: { groupId: ops }, headers: { authorization: `Bearer ${token}` } });
      // The first read keeps the tree, the rosters and the labels; the next is the kept read.
      expect((await read()).body.result.data).toMatchObject({ respondents: 5 });
      const { result, statements } = await statementsOf(read);
      expect(result.body.result.data, who).toMatchObject({ respondents: 5 });
      expect(statements.length, `${who}: ${statements.join('\n')}`).toBeLessThanOrEqual(MOST);
    }
  });
});
