import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/connect.js';
import { afterCommit, withSystem, type Tx } from '../db/tenant.js';
import type { Language } from '../db/types.js';
import { renderMail, type MailTemplate } from './templates.js';

export interface MailMessage {
  companyId: string | null;
  to: string;
  template: MailTemplate;
  language: Language;
  vars: Record<string, string>;
}

// Messages are written to the outbox in the same transaction as the change that causes them,
// then delivered after commit: over SMTP when configured, otherwise to the log for developers.
export class Mailer {
  private transporter: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private delivering: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    // autoDeliver off: messages stay in the outbox for whoever reads it (the test suite does).
    private readonly options: { smtpUrl?: string; from: string; log: (line: string) => void; autoDeliver?: boolean },
  ) {
    this.transporter = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  async enqueue(tx: Tx, message: MailMessage): Promise<void> {
    const rendered = renderMail(message.template, message.language, message.vars);
    await tx
      .insertInto('mail_outbox')
      .values({
        company_id: message.companyId,
        to_address: message.to,
        template: message.template,
        language: message.language,
        subject: rendered.subject,
        text_body: rendered.text,
        html_body: rendered.html,
      })
      .execute();
    afterCommit(tx, () => this.nudge());
  }

  /**
   * Sends now, leaving no row in the outbox: for notices whose record would tie their recipient to
   * what they are about (a reply to an anonymous author). False when it could not be sent; the
   * caller keeps its own reason to try again.
   */
  async sendUnrecorded(message: MailMessage): Promise<boolean> {
    return this.deliver({ to: message.to, ...renderMail(message.template, message.language, message.vars) });
  }

  /** Schedules a delivery pass shortly (messages enqueued together share it). */
  nudge(): void {
    if (this.timer || this.options.autoDeliver === false) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.deliverPending();
    }, 50);
  }

  async deliverPending(): Promise<void> {
    if (this.delivering) return this.delivering;
    this.delivering = (async () => {
      // Walk the backlog in batches. Rows are locked while they are sent and other deliverers skip
      // them, so two processes never send the same message; a failure stays for the next pass.
      let after = 0;
      for (;;) {
        const sent = await withSystem(this.db, async (tx) => {
          const batch = await tx
            .selectFrom('mail_outbox')
            .selectAll()
            .where('delivered_at', 'is', null)
            .where('id', '>', after)
            .orderBy('id')
            .limit(50)
            .forUpdate()
            .skipLocked()
            .execute();
          for (const mail of batch) {
            if (await this.deliver({ to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body }))
              await tx.updateTable('mail_outbox').set({ delivered_at: new Date() }).where('id', '=', mail.id).execute();
          }
          return batch;
        });
        if (sent.length === 0) break;
        after = sent[sent.length - 1]!.id;
      }
    })().finally(() => (this.delivering = null));
    return this.delivering;
  }

  private async deliver(mail: { to: string; subject: string; text: string; html: string }): Promise<boolean> {
    try {
      if (this.transporter) {
        await this.transporter.sendMail({ from: this.options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } else {
        this.options.log(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
      }
      return true;
    } catch (error) {
      this.options.log(`mail to ${mail.to} not delivered yet: ${(error as Error).message}`);
      return false;
    }
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.transporter?.close();
  }
}
