import { makeCompany, makeUser } from '../../../seeds/factories.js';
import { Mailer, type MailMessage } from '../../../server/mail/mailer.js';
import { deliverTickets, DELIVERY_MS } from '../../../server/modules/tickets/tickets.delivery.js';
import { APP_URL, callerFor, testDeps } from '../../setup/test-context.js';
import { sessionFor } from '../auth/helpers.js';
import { morePeople } from '../custom-surveys/helpers.js';
import { makeGroup } from '../groups/helpers.js';

// A company for opinions: an administrator; Mia leads Sales (Ana and five more: anonymous opinions
// may reach her); Otto leads Support (Cy and two more: too few for anonymous opinions); Ana also
// belongs to Support. Callers signed in as each.

export async function opinionsCompany(plan: 'enterprise' | 'basic' | 'trial' = 'enterprise') {
  const { db } = await testDeps();
  const company = await makeCompany(db, { plan });
  const admin = await makeUser(db, company.id, { role: 'admin', first_name: 'Ada', last_name: 'Admin' });
  const mia = await makeUser(db, company.id, { role: 'manager', first_name: 'Mia', last_name: 'Sales' });
  const otto = await makeUser(db, company.id, { role: 'manager', first_name: 'Otto', last_name: 'Support' });
  const ana = await makeUser(db, company.id, { role: 'user', first_name: 'Ana', last_name: 'Author', language: 'pt-BR' });
  const cy = await makeUser(db, company.id, { role: 'user', first_name: 'Cy', last_name: 'Support' });
  const sales = await makeGroup(company.id, { name: 'Sales', managers: [mia.id], members: [ana.id] });
  const support = await makeGroup(company.id, { name: 'Support', managers: [otto.id], members: [ana.id, cy.id] });
  const t = { db, company };
  const salesPeople = await morePeople(t, sales.id, 5, 'Seller');
  await morePeople(t, support.id, 1, 'Helper');
  const as = async (user: { company_id: string; id: string }) => (await callerFor({ token: await sessionFor(user) })).caller;
  return { db, company, admin, mia, otto, ana, cy, salesPeople, groups: { sales, support }, as };
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

/** Runs the delivery pass as if the next delivery hour had come (and `hours` more). */
export async function deliverNow(mail = capturingMail(), hours = 1) {
  const { db, deps } = await testDeps();
  return deliverTickets(db, deps.sealingKey, await mail.mail(), APP_URL, new Date(Date.now() + hours * DELIVERY_MS));
}
