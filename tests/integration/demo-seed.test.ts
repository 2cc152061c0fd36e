import { beforeAll, describe, expect, it } from 'vitest';
import { verifySecret } from '../../server/auth/passwords.js';
import { withTenant, type Tx } from '../../server/db/tenant.js';
import { addDays, toDay } from '../../server/modules/survey/survey.cycles.js';
import { DEMO_PASSWORD, demoSignIns, seedDemoCompany, seedDemoIfEmpty, type DemoCompany } from '../../seeds/demo.js';
import { forgetAnswer } from '../../seeds/demo-days.js';
import { PEER_COUNT, peerName } from '../../seeds/demo-peers.js';
import { unique } from '../../seeds/factories.js';
import { attachAnalytics, testDeps } from '../setup/test-context.js';
import { surveyCaller } from './survey/helpers.js';

// What `npm start` loads into an empty database, written here into the run's shared database
// under a domain and name of its own, and read back the way the product reads it.

const today = toDay(new Date());
const domain = `${unique('demo')}.clima.test`;
const name = `Clima Demo ${domain}`;
let demo: DemoCompany;

const db = async () => (await testDeps()).db;
const inDemo = async <T>(fn: (tx: Tx) => Promise<T>) => withTenant(await db(), demo.companyId, fn);

beforeAll(async () => {
  const { db, deps } = await testDeps();
  demo = await seedDemoCompany(db, { name, emailDomain: domain, pseudonymKey: deps.pseudonymKey, today });
}, 120_000);

/** Respondents per group (its subtree: responses carry ancestors) and cycle. */
async function respondentsByGroup() {
  const rows = await inDemo((tx) => tx.selectFrom('survey_responses').select(['cycle_id', 'group_ids']).execute());
  const counts = new Map<string, Map<string, number>>();
  for (const r of rows) {
    for (const g of r.group_ids) {
      const byCycle = counts.get(g) ?? new Map<string, number>();
      byCycle.set(r.cycle_id, (byCycle.get(r.cycle_id) ?? 0) + 1);
      counts.set(g, byCycle);
    }
  }
  return counts;
}

/** Each scope's daily counts add up to its responses: people moved or taken back are followed. */
async function expectDaysToMatchResponses() {
  const days = await inDemo((tx) => tx.selectFrom('participation_days').select(['scope', 'respondents']).execute());
  const total = new Map<string, number>();
  for (const d of days) total.set(d.scope, (total.get(d.scope) ?? 0) + d.respondents);
  const counts = await respondentsByGroup();
  for (const [group, byCycle] of counts) expect(total.get(group)).toBe([...byCycle.values()].reduce((s, n) => s + n, 0));
  const responses = await inDemo((tx) => tx.selectFrom('survey_responses').select('id').execute());
  expect(total.get('company')).toBe(responses.length);
}

describe('the demo company', () => {
  it('is loaded only into an empty database', async () => {
    expect(await seedDemoIfEmpty(await db(), { pseudonymKey: 'unused-when-not-empty-0000000000000000000' })).toBe(false);
    expect(demo.seconds).toBeLessThan(60);
  });

  it('has the three sign-ins with their roles, the shared password and the employee in Portuguese', async () => {
    const users = await inDemo((tx) => tx.selectFrom('users').select(['id', 'email', 'role', 'is_super', 'status', 'inactive', 'language', 'password_hash']).execute());
    expect(users.length).toBeGreaterThanOrEqual(100);
    expect(users.every((u) => u.email?.endsWith(`@${domain}`))).toBe(true);
    const [admin, manager, employee] = demoSignIns(domain).map((s) => users.find((u) => u.email === s.email)!);
    expect(admin).toMatchObject({ id: demo.adminId, role: 'admin', is_super: true });
    expect(manager).toMatchObject({ id: demo.managerId, role: 'manager' });
    expect(employee).toMatchObject({ id: demo.employeeId, role: 'user', language: 'pt-BR' });
    for (const person of [admin!, manager!, employee!]) {
      expect(person).toMatchObject({ status: 'confirmed', inactive: false });
      expect(await verifySecret(person.password_hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('has groups three levels deep; the manager leads a department with subgroups and respondents below', async () => {
    const groups = await inDemo((tx) => tx.selectFrom('groups').select(['id', 'name', 'parent_id']).execute());
    const parent = new Map(groups.map((g) => [g.id, g.parent_id]));
    const depth = (id: string): number => (parent.get(id) ? 1 + depth(parent.get(id)!) : 1);
    expect(Math.max(...groups.map((g) => depth(g.id)))).toBe(3);
    expect(groups.find((g) => g.id === demo.departmentId)!.name).toBe('Engineering');
    expect(groups.every((g) => !g.name.includes('·'))).toBe(true);

    const led = await inDemo((tx) => tx.selectFrom('group_managers').select('group_id').where('user_id', '=', demo.managerId).execute());
    expect(led.map((g) => g.group_id)).toEqual([demo.departmentId]);
    expect(groups.some((g) => g.parent_id === demo.departmentId)).toBe(true);
    const below = (await respondentsByGroup()).get(demo.departmentId)!;
    expect(Math.min(...below.values())).toBeGreaterThanOrEqual(10);

    // The employee is one of the department's people.
    const [member] = await inDemo((tx) => tx.selectFrom('group_members').select('group_id').where('user_id', '=', demo.employeeId).execute());
    const ancestors = (id: string | null): string[] => (id ? [id, ...ancestors(parent.get(id) ?? null)] : []);
    expect(ancestors(member!.group_id)).toContain(demo.departmentId);
  });

  it('has two demographic attributes with options in three languages, given to people', async () => {
    const attributes = await inDemo((tx) => tx.selectFrom('user_attributes').select(['id', 'labels']).execute());
    const options = await inDemo((tx) => tx.selectFrom('user_attribute_options').select(['attribute_id', 'labels']).execute());
    expect(attributes).toHaveLength(2);
    for (const a of attributes) {
      expect(Object.keys(a.labels).sort()).toEqual(['en-US', 'es-AR', 'pt-BR']);
      const mine = options.filter((o) => o.attribute_id === a.id);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      for (const o of mine) expect(Object.keys(o.labels).sort()).toEqual(['en-US', 'es-AR', 'pt-BR']);
    }
    const values = await inDemo((tx) => tx.selectFrom('user_attribute_values').select('user_id').execute());
    expect(values.length).toBeGreaterThan(200);
  });

  it('has a year of weekly cycles up to today, answers in each past one and the current one open', async () => {
    const cycles = await inDemo((tx) => tx.selectFrom('survey_cycles').select(['id', 'starts_on', 'ends_on']).orderBy('number').execute());
    expect(cycles).toHaveLength(52);
    expect(cycles[0]!.starts_on <= addDays(today, -350)).toBe(true);
    cycles.slice(1).forEach((c, i) => expect(c.starts_on).toBe(cycles[i]!.ends_on));
    const current = cycles.at(-1)!;
    expect(current.starts_on <= today && today < current.ends_on).toBe(true);

    const people = (await inDemo((tx) => tx.selectFrom('users').select('id').execute())).length;
    const perCycle = await inDemo((tx) =>
      tx
        .selectFrom('survey_responses')
        .select(['cycle_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('cycle_id')
        .execute(),
    );
    const answered = new Map(perCycle.map((c) => [c.cycle_id, Number(c.n)]));
    for (const c of cycles.slice(0, -1)) {
      // 55–90% by group, fewer over the year-end holidays.
      expect(answered.get(c.id) ?? 0).toBeGreaterThan(people * 0.3);
      expect(answered.get(c.id) ?? 0).toBeLessThan(people * 0.95);
    }
    // Correlations need five days with answers.
    const days = await inDemo((tx) => tx.selectFrom('participation_days').select('day').where('scope', '=', 'company').execute());
    expect(days.length).toBeGreaterThan(100);
  });

  it("waits for the employee's answers today, through the survey service", async () => {
    const caller = await surveyCaller({ company_id: demo.companyId, id: demo.employeeId }, today, 'pt-BR');
    const state = await caller.survey.current();
    expect(state.status).toBe('available');
    expect(state.survey!.questions.length).toBeGreaterThan(10);
  });

  it('keeps a team below the report minimum in every cycle', async () => {
    const counts = await respondentsByGroup();
    const small = counts.get(demo.smallTeamId)!;
    expect(small.size).toBeGreaterThan(20);
    expect(Math.max(...small.values())).toBeLessThan(3);
    const members = await inDemo((tx) => tx.selectFrom('group_members').select('user_id').where('group_id', '=', demo.smallTeamId).execute());
    expect(members).toHaveLength(2);
    // Daily participation follows the people moved there, and never counts more than answered.
    await expectDaysToMatchResponses();
  });

  it('stands among ten small peer companies for the benchmark, with nobody to sign in there', async () => {
    expect(demo.peerIds).toHaveLength(PEER_COUNT);
    const database = await db();
    for (const [i, id] of demo.peerIds.entries()) {
      const peer = await withTenant(database, id, async (tx) => ({
        company: await tx.selectFrom('companies').select('name').executeTakeFirstOrThrow(),
        passwords: await tx.selectFrom('users').select('id').where('password_hash', 'is not', null).execute(),
        respondents: await tx.selectFrom('survey_responses').select('respondent').distinct().execute(),
      }));
      expect(peer.company.name).toBe(peerName(i));
      expect(peer.passwords).toEqual([]);
      expect(peer.respondents.length).toBeGreaterThanOrEqual(10);
    }
  });

  // The demo takes back the employee's answer when everyone in the department has answered already.
  it('can take back an answer of the current cycle, so that the survey waits again', async () => {
    const current = await inDemo((tx) =>
      tx.selectFrom('survey_cycles').select(['id', 'starts_on', 'ends_on']).orderBy('number', 'desc').limit(1).executeTakeFirstOrThrow(),
    );
    const answered = await inDemo((tx) =>
      tx
        .selectFrom('survey_participation')
        .innerJoin('users', 'users.id', 'survey_participation.user_id')
        .select('users.id')
        .where('cycle_id', '=', current.id)
        .where('users.status', '=', 'confirmed')
        .where('users.inactive', '=', false)
        .limit(1)
        .executeTakeFirstOrThrow(),
    );
    const caller = await surveyCaller({ company_id: demo.companyId, id: answered.id }, today);
    expect((await caller.survey.current()).status).toBe('answered');
    const key = (await testDeps()).deps.pseudonymKey;
    await inDemo((tx) => forgetAnswer(tx, demo.companyId, key, answered.id, { id: current.id, startsOn: current.starts_on, endsOn: current.ends_on }));
    expect((await caller.survey.current()).status).toBe('available');
    await expectDaysToMatchResponses();
  });

  it('has a custom survey under way: most people answered, its results show, and it waits for the demo employee', async () => {
    const employee = await surveyCaller({ company_id: demo.companyId, id: demo.employeeId });
    const waiting = (await employee.customSurveys.waiting()).customSurveys;
    expect(waiting).toHaveLength(1);
    const admin = await surveyCaller({ company_id: demo.companyId, id: demo.adminId });
    const engine = await attachAnalytics();
    // Other files' passes run on the same engine: read once a pass has taken the demo's answers in.
    let report: Awaited<ReturnType<typeof admin.customSurveys.report>> = null;
    for (let pass = 0; pass < 5 && !report?.respondents.respondents; pass++) {
      await engine.sync();
      report = await admin.customSurveys.report({ id: waiting[0]!.id, groupId: 'consolidate' });
    }
    expect(report?.respondents.withheld).toBe(false);
    const answered = (await inDemo((tx) => tx.selectFrom('custom_survey_participation').select('user_id').where('survey_id', '=', waiting[0]!.id).execute())).length;
    const people = (await inDemo((tx) => tx.selectFrom('users').select('id').where('status', '=', 'confirmed').where('inactive', '=', false).execute())).length;
    // Most of its people answered (the demo's data is drawn anew for each company), and the report
    // shows most of them while the survey is live (the rest wait for their block).
    expect(answered).toBeGreaterThan(people / 2);
    expect(report?.respondents.respondents).toBeGreaterThan(answered / 2);
    expect(report?.respondents.respondents).toBeLessThanOrEqual(answered);
    expect(report?.overall.score).not.toBeNull();
  });

  it('has opinions: an unread anonymous one for the manager, the employee’s own anonymous and named ones', async () => {
    const manager = await surveyCaller({ company_id: demo.companyId, id: demo.managerId });
    const received = await manager.tickets.list({});
    const anonymous = received.tickets.find((t) => t.isAnonymous && !t.isRead);
    expect(anonymous).toMatchObject({ author: null, isRead: false, side: 'leader' });
    const convo = await manager.tickets.messages({ id: anonymous!._id });
    expect(convo.messages.filter((m) => m.side === 'author').every((m) => m.sender === null)).toBe(true);

    const employee = await surveyCaller({ company_id: demo.companyId, id: demo.employeeId });
    const mine = await employee.tickets.list({ owner: true });
    // Newest activity first: the answered anonymous opinion (two days ago) before the thank-you (twenty).
    expect(mine.tickets[0]).toMatchObject({ isAnonymous: true, isRead: false });
    expect(mine.tickets.map((t) => [t.isAnonymous, t.completed, t.rating, t.isRead])).toEqual(
      expect.arrayContaining([
        [true, false, null, false],
        [false, true, 'good', true],
      ]),
    );
    const admin = await surveyCaller({ company_id: demo.companyId, id: demo.adminId });
    expect((await admin.tickets.list({})).tickets.find((t) => !t.isAnonymous)?.author).toBeTruthy();
  });

  it('has action plans in every state, and culture votes on the first cycle of each month', async () => {
    await attachAnalytics();
    const admin = await surveyCaller({ company_id: demo.companyId, id: demo.adminId });
    const { actionPlans } = await admin.actionPlans.list({});
    expect(actionPlans.map((p) => p.status).sort()).toEqual(['doing', 'done', 'expired']);
    const manager = await surveyCaller({ company_id: demo.companyId, id: demo.managerId });
    const theirs = (await manager.actionPlans.list({})).actionPlans;
    expect(theirs).toHaveLength(2);
    // The team's plan has months behind it and sibling teams to be measured against: measured, unless
    // the demo's random answers (drawn anew for each test domain) leave one of its two months
    // withheld for the team, or for every sibling team.
    const effect = theirs.find((p) => p.metric === 'recognition')!.effect;
    expect(['measured', 'too-few', 'no-comparison']).toContain(effect.state);
    if (effect.state === 'measured') expect(effect.comparisonGroups).toBeGreaterThanOrEqual(2);
    const votes = await inDemo((tx) =>
      tx
        .selectFrom('survey_culture_votes as v')
        .innerJoin('survey_responses as r', 'r.id', 'v.response_id')
        .innerJoin('survey_cycles as c', 'c.id', 'r.cycle_id')
        .select(['c.culture'])
        .distinct()
        .execute(),
    );
    expect(votes).toEqual([{ culture: true }]);
    expect((await admin.culture.desiredValues()).desiredValues.map((v) => v.valueId)).toEqual(['collaboration', 'transparency', 'wellbeing']);
  });

  it('is on the paid plan, annual, renewed by card, with licences for its people and room to grow', async () => {
    const admin = await surveyCaller({ company_id: demo.companyId, id: demo.adminId });
    const { billing, paymentMethod, address } = await admin.billing.account();
    expect(billing).toMatchObject({ plan: 'enterprise', status: 'active', period: 'annuity', pricePerUserCents: 590 });
    expect(billing.nextCharge?.on).toBe(billing.periodEnd);
    expect(paymentMethod).toMatchObject({ type: 'credit_card', brand: 'visa', displayNumber: '**** **** **** 1111' });
    expect(address?.city).toBe('São Paulo');
    const licences = await admin.billing.licences();
    expect(licences.remainingLicenses).toBeGreaterThan(0);
    expect((await admin.billing.charges()).charges.map((c) => [c.kind, c.status])).toEqual(
      expect.arrayContaining([
        ['purchase', 'paid'],
        ['renewal', 'paid'],
      ]),
    );
  });

  it('has polls: the manager’s to their department under way and waiting for the employee, a closed one and a draft', async () => {
    const engine = await attachAnalytics();
    const manager = await surveyCaller({ company_id: demo.companyId, id: demo.managerId });
    const [active, drafts] = await Promise.all([manager.polls.list({ owner: 'my', status: 'active' }), manager.polls.list({ owner: 'my', status: 'drafts' })]);
    expect(active.polls_summary.map((p) => p.title)).toEqual(['Como está a nossa rotina de trabalho?']);
    expect(drafts.metadata.total).toBe(1);
    const admin = await surveyCaller({ company_id: demo.companyId, id: demo.adminId });
    expect((await admin.polls.list({ owner: 'my', status: 'closed' })).polls_summary.map((p) => p.title)).toEqual(['Nova política de trabalho híbrido']);
    const employee = await surveyCaller({ company_id: demo.companyId, id: demo.employeeId });
    expect((await employee.polls.list({ owner: 'my', status: 'onGoing' })).polls_summary.map((p) => p._id)).toEqual([active.polls_summary[0]!._id]);
    await engine.sync();
    const report = await manager.polls.report({ id: active.polls_summary[0]!._id, groupId: 'consolidate' });
    expect(report.stats.withheld).toBe(false);
    // Live, the figures move in whole blocks of k (3 in the demo), never past who the poll went to.
    expect(report.stats.respondents).toBeGreaterThanOrEqual(3);
    expect(report.stats.respondents).toBeLessThanOrEqual(report.numEmployees);
    expect(report.questions.map((q) => q.type)).toEqual(['radio-string', 'slide-number', 'paragraph']);
  });
});
