import { randomUUID } from 'node:crypto';
import { AnalyticsEngine } from '../../../analytics/engine.js';
import { makeCompany, makeUser, type UserOverrides } from '../../../seeds/factories.js';
import { buildApp } from '../../../server/app.js';
import { createSession, validateSession } from '../../../server/auth/sessions.js';
import { makeDeps } from '../../../server/boot.js';
import type { Database } from '../../../server/db/connect.js';
import { withTenant } from '../../../server/db/tenant.js';
import { Mailer, type MailMessage } from '../../../server/mail/mailer.js';
import { deliverTickets, DELIVERY_MS } from '../../../server/modules/tickets/tickets.delivery.js';
import type { Context } from '../../../server/trpc/context.js';
import { createCallerFactory } from '../../../server/trpc/init.js';
import { appRouter } from '../../../server/trpc/router.js';
import { APP_URL, callerFor, isolatedDatabase, TEST_ENV, testDeps } from '../../setup/test-context.js';
import { freshIp, sessionFor, v1On, type V1Options } from '../auth/helpers.js';
import { morePeople } from '../custom-surveys/helpers.js';
import { doneInput, surveyCaller, surveyTeam } from '../survey/helpers.js';
import { makeGroup as makeTeamGroup } from '../users/helpers.js';

// A company for opinions: an administrator; Mia leads Sales (Ana and five more: anonymous opinions
// may reach her); Otto leads Support (Cy and two more: too few for anonymous opinions); Ana also
// belongs to Support. Callers signed in as each.

// The companies this test file made with opinionsCompany (each file has its own module state).
const mine = new Set<string>();

export async function opinionsCompany(plan: 'enterprise' | 'basic' | 'trial' = 'enterprise') {
  const { db } = await testDeps();
  const made = await opinionsCompanyIn(db, plan);
  mine.add(made.company.id);
  const as = async (user: { company_id: string; id: string }) => (await callerFor({ token: await sessionFor(user) })).caller;
  return { ...made, as };
}

/** Mail the delivery pass sends: outbox rows stay in the database; unrecorded ones are kept here. */
export function capturingMail() {
  const unrecorded: MailMessage[] = [];
  return {
    unrecorded,
    async mail() {
      const { deps } = await testDeps();
      return {
        enqueue: (tx: Parameters<Mailer['enqueue']>[0], m: MailMessage) => deps.mailer.enqueue(tx, m),
        sendUnrecorded: async (m: MailMessage) => {
          unrecorded.push(m);
          return true;
        },
      };
    },
  };
}

/**
 * Runs the delivery pass as if the next delivery hour had come (and `hours` more), for this file's
 * companies and `also` those: other files share the run's database and deliver their own.
 */
export async function deliverNow(mail = capturingMail(), hours = 1, ...also: string[]) {
  const { db, deps } = await testDeps();
  return deliverTickets(db, deps.sealingKey, await mail.mail(), APP_URL, new Date(Date.now() + hours * DELIVERY_MS), [...mine, ...also]);
}

/**
 * A database of the test file's own, with the app on it: tRPC callers, v1 requests and the delivery
 * pass. The pass reads every company's held items and every author's notice flag, so on the run's
 * shared PostgreSQL database another file's pass (its deliverNow, or any survey release, which runs
 * the opinions' pass too) would deliver this file's items or send its notices in between, and a
 * test of what waits, or of who was mailed, would fail now and then. Open it once per file
 * (beforeAll) and close it (afterAll).
 */
export async function opinionsWorld(suffix: string) {
  const { db, drop } = await isolatedDatabase(suffix);
  const analytics = await AnalyticsEngine.open({ dataDir: null, memoryLimit: '256MB' });
  const deps = makeDeps(db, TEST_ENV, APP_URL, () => {}, analytics, { autoDeliver: false });
  const app = await buildApp({ deps, logLevel: 'silent', serveClient: false, trustProxy: true });
  await app.ready();

  const tokenOf = async (user: { company_id: string; id: string }) =>
    (await withTenant(db, user.company_id, (tx) => createSession(tx, { companyId: user.company_id, userId: user.id, kind: 'api' }))).token;
  const callerWith = async (token: string) => {
    const valid = await validateSession(db, token);
    const ctx: Context = {
      deps,
      channel: 'v1',
      ip: freshIp(),
      language: 'en-US',
      sessionToken: token,
      auth: valid?.auth ?? null,
      sessionRead: null,
      transport: { setSession: () => {}, clearSession: () => {}, setHeader: () => {} },
    };
    return createCallerFactory(appRouter)(ctx);
  };
  const as = async (user: { company_id: string; id: string }) => callerWith(await tokenOf(user));

  /** A v1 request as a legacy client makes it, on this world's app. */
  const v1 = (method: Parameters<typeof v1On>[1], url: string, options: V1Options = {}) => v1On(app, method, url, options);

  /** The delivery pass as if the next delivery hour had come (and `hours` more); unrecorded mail is kept in `unrecorded`. */
  const deliver = (unrecorded: MailMessage[] = [], hours = 1) =>
    deliverTickets(
      db,
      deps.sealingKey,
      {
        enqueue: (tx, m) => deps.mailer.enqueue(tx, m),
        sendUnrecorded: async (m) => {
          unrecorded.push(m);
          return true;
        },
      },
      APP_URL,
      new Date(Date.now() + hours * DELIVERY_MS),
    );

  const mailsTo = (address: string) => db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();

  /** The opinions' rows of one company as they are stored (read past row-level security, as a copy of the database would be). */
  async function stored(companyId: string) {
    const [tickets, messages, held] = await Promise.all([
      db.selectFrom('tickets').selectAll().where('company_id', '=', companyId).orderBy('id').execute(),
      db.selectFrom('ticket_messages').selectAll().where('company_id', '=', companyId).orderBy('ticket_id').orderBy('position').execute(),
      db.selectFrom('ticket_held').selectAll().where('company_id', '=', companyId).orderBy('id').execute(),
    ]);
    return { tickets, messages, held };
  }

  const world = { db, deps, app, tokenOf, as, v1, deliver, mailsTo, stored };
  return {
    ...world,
    group: (companyId: string, options: Parameters<typeof groupIn>[2] = {}) => groupIn(db, companyId, options),
    /** A person of the company put in a group as a member (confirmed and active unless told otherwise). */
    memberOf: async (companyId: string, groupId: string, overrides: UserOverrides = {}) => {
      const person = await makeUser(db, companyId, { role: 'user', ...overrides });
      await groupIn(db, companyId, { id: groupId, members: [person.id] });
      return person;
    },
    company: async (plan: 'enterprise' | 'basic' | 'trial' = 'enterprise') => ({ ...(await opinionsCompanyIn(db, plan)), as }),
    close: async () => {
      await app.close();
      await analytics.close();
      // The pool ends its clients without waiting for their sockets: a forced drop right after would
      // reach one still closing, whose FATAL answer nobody listens for any more.
      await db.destroy();
      await new Promise((resolve) => setTimeout(resolve, 250));
      await drop();
    },
  };
}

export type OpinionsWorld = Awaited<ReturnType<typeof opinionsWorld>>;

/** A group made straight in the database (or, given an id, people added to it). */
async function groupIn(
  db: Database,
  companyId: string,
  options: { id?: string; name?: string; active?: boolean; managers?: string[]; members?: string[] },
): Promise<{ id: string; name: string }> {
  const id = options.id ?? randomUUID();
  const name = options.name ?? `Group ${id.slice(0, 8)}`;
  await withTenant(db, companyId, async (tx) => {
    if (!options.id)
      await tx
        .insertInto('groups')
        .values({ company_id: companyId, id, name, active: options.active ?? true })
        .execute();
    for (const user_id of options.managers ?? []) await tx.insertInto('group_managers').values({ company_id: companyId, group_id: id, user_id }).execute();
    for (const user_id of options.members ?? []) await tx.insertInto('group_members').values({ company_id: companyId, group_id: id, user_id }).execute();
  });
  return { id, name };
}

/** opinionsCompany in a world of its own: the same people and groups (the world adds `as`, for callers). */
async function opinionsCompanyIn(db: Database, plan: 'enterprise' | 'basic' | 'trial') {
  const company = await makeCompany(db, { plan });
  const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  const mia = await makeUser(db, company.id, { role: 'manager', first_name: 'Mia', last_name: 'Sales' });
  const otto = await makeUser(db, company.id, { role: 'manager', first_name: 'Otto', last_name: 'Support' });
  const ana = await makeUser(db, company.id, { role: 'user', first_name: 'Ana', last_name: 'Author', language: 'pt-BR' });
  const cy = await makeUser(db, company.id, { role: 'user', first_name: 'Cy', last_name: 'Support' });
  const sales = await groupIn(db, company.id, { name: 'Sales', managers: [mia.id], members: [ana.id] });
  const support = await groupIn(db, company.id, { name: 'Support', managers: [otto.id], members: [ana.id, cy.id] });
  const salesPeople = await morePeople({ db, company }, sales.id, 5, 'Seller');
  await morePeople({ db, company }, support.id, 1, 'Helper');
  return { db, company, admin, mia, otto, ana, cy, salesPeople, groups: { sales, support } };
}

/** A person's engagement survey answered, with `text` as the comment of its first question that takes one. */
export async function answerWithComment(person: { company_id: string; id: string }, text: string) {
  const caller = await surveyCaller(person);
  const { survey } = await caller.survey.current();
  const input = doneInput(survey!);
  const commented = survey!.questions.find((q) => q.feedback)!;
  input.questions = input.questions.map((a) => (a.question_id === commented.question_id ? { ...a, answered: { ...a.answered, feedback_answer: text } } : a));
  await caller.survey.send(input);
  return commented.pillar;
}

/**
 * Six people of Support (led by the team's manager) answered with a comment each (Comment 0…5),
 * released: the manager reads the list (`shown`) and may start a conversation on any comment.
 */
export async function commentedTeam() {
  const { deps } = await testDeps();
  const team = await surveyTeam();
  const members = [team.user, ...(await Promise.all([1, 2, 3, 4, 5].map(() => team.person('user'))))];
  const group = await makeTeamGroup(team.companyId, 'Support', null, { members: members.map((m) => m.id), managers: [team.manager.id] });
  for (const [i, m] of members.entries()) await answerWithComment(m, `Comment ${i}`);
  await deps.release.run();
  const manager = await surveyCaller(team.manager);
  const shown = (await manager.survey.comments({ groupId: group }))!;
  if (shown.withheld) throw new Error('The comments of six people should be shown');
  return { team, members, group, manager, shown };
}

export type WorldCaller = Awaited<ReturnType<Awaited<ReturnType<OpinionsWorld['company']>>['as']>>;

/** The ids of a list's tickets, in its order. */
export const ids = (list: { tickets: { _id: string }[] }) => list.tickets.map((x) => x._id);
/** An opinion's input: named and positive to a group, or anonymous and constructive (to the administrators without a group). */
export const named = (groupId: string, message: string) => ({ message, isAnonymous: false, isPositive: true, groupId });
export const anonymous = (groupId: string | undefined, message: string) => ({ message, isAnonymous: true, isPositive: false, ...(groupId ? { groupId } : {}) });
/** One ticket as a caller's list (sent: owner) shows it. */
export const find = async (caller: WorldCaller, id: string, owner: boolean) => (await caller.tickets.list({ owner })).tickets.find((x) => x._id === id);
