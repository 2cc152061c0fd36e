import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/connect.js';
import { Mailer } from '../../../server/mail/mailer.js';
import { withSystem, withTenant } from '../../../server/db/tenant.js';
import { makeCompany, unique } from '../../../seeds/factories.js';
import { isolatedDatabase } from '../../setup/test-context.js';

// A database of its own: a delivery pass sends the whole outbox, and the run's shared database
// holds every other test's mail.
let db: Database;
let drop: () => Promise<void>;

// Delivery over SMTP, against a local SMTP server (mail delivery is an outside service we cannot
// reach from here; the fake speaks the real protocol to the real client library).
describe('mail delivery over SMTP', () => {
  const received: { to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    ({ db, drop } = await isolatedDatabase('mail'));
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await drop();
  });

  it("delivers what the outbox holds, in the person's language, and marks it delivered", async () => {
    const company = await makeCompany(db);
    const to = `${unique('smtp')}@acme.test`;
    const mailer = new Mailer(db, { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Clima <no-reply@clima.test>', log: () => {} });
    await withTenant(db, company.id, (tx) =>
      mailer.enqueue(tx, {
        companyId: company.id,
        to,
        template: 'resetPassword',
        language: 'pt-BR',
        vars: { name: 'Ana', link: 'http://clima.test/login/reset-password/abc' },
      }),
    );
    await mailer.deliverPending();
    mailer.close();

    const mail = received.find((m) => m.to.includes(to));
    expect(mail, 'the SMTP server received the message').toBeDefined();
    expect(mail!.raw).toMatch(/Subject: =\?UTF-8\?Q\?Escolha_uma_nova_senha_do_Clima\?=|Subject: Escolha uma nova senha do Clima/);
    expect(mail!.raw).toContain('http://clima.test/login/reset-password/abc');
    const row = await withSystem(db, (tx) => tx.selectFrom('mail_outbox').select('delivered_at').where('to_address', '=', to).executeTakeFirstOrThrow());
    expect(row.delivered_at).not.toBeNull();
  });

  it('keeps a message for a later pass when the server is unreachable', async () => {
    const company = await makeCompany(db);
    const to = `${unique('smtp-down')}@acme.test`;
    const lines: string[] = [];
    // Port 9 (discard) is closed here: the connection is refused at once.
    const mailer = new Mailer(db, { smtpUrl: 'smtp://127.0.0.1:9', from: 'Clima <no-reply@clima.test>', log: (l) => lines.push(l) });
    await withTenant(db, company.id, (tx) =>
      mailer.enqueue(tx, { companyId: company.id, to, template: 'invite', language: 'en-US', vars: { name: 'Bo', company: 'Acme', link: 'http://clima.test/x' } }),
    );
    await mailer.deliverPending();
    mailer.close();
    const row = await withSystem(db, (tx) => tx.selectFrom('mail_outbox').select('delivered_at').where('to_address', '=', to).executeTakeFirstOrThrow());
    expect(row.delivered_at).toBeNull();
    expect(lines.some((l) => l.includes(to) && l.includes('not delivered yet'))).toBe(true);
  });
});
