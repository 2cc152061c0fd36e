import { sql } from 'kysely';
import type { Tx } from '../../db/tenant.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { recordAudit } from '../audit/audit.writer.js';
import type { UsersCtx } from './users.service.js';
import { targetOf } from './users.status.js';

export const ANONYMOUS_NAME = 'Anonymous';

/**
 * Anonymize: irreversible. Everything that identifies the person goes (e-mail, code, names,
 * phone, birth date, secret question, password, demographic attributes, group memberships,
 * sessions, links, mails to them, their name in the audit log), while the row and its id stay, so
 * their anonymous answers keep counting in reports. Their status becomes deactivated, which frees
 * the licence.
 */
export async function anonymize(ctx: UsersCtx, id: string) {
  const { companyId, userId } = ctx.auth;
  const row = await targetOf(ctx, id);
  const { tx } = ctx;
  const fullName = `${row.first_name} ${row.last_name}`.trim();

  for (const table of ['user_attribute_values', 'group_members', 'group_managers', 'auth_tokens'] as const) {
    await tx.deleteFrom(table).where('company_id', '=', companyId).where('user_id', '=', id).execute();
  }
  await revokeUserSessions(tx, companyId, id);
  if (row.email)
    await tx
      .deleteFrom('mail_outbox')
      .where('company_id', '=', companyId)
      .where(sql`lower(to_address)`, '=', row.email.toLowerCase())
      .execute();
  await tx
    .updateTable('users')
    .set({
      email: null,
      code: null,
      first_name: ANONYMOUS_NAME,
      last_name: '',
      phone: null,
      position: null,
      birth_date: null,
      password_hash: null,
      password_changed_at: null,
      secret_question_id: null,
      secret_answer_hash: null,
      role: 'user',
      is_super: false,
      status: 'deactivated',
      inactive: false,
      anonymized_at: new Date(),
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
  await scrubAuditLog(tx, companyId, id, { fullName, email: row.email, code: row.code });
  await recordAudit(tx, { companyId, userId }, { entity: 'users', action: 'anonymize', entityId: id, summary: 'Anonymized a person (irreversible)' });
  return { id, anonymized: true as const };
}

/**
 * The audit log keeps what happened, not who it happened to: rows about the person lose their
 * name and details, rows they made lose their actor name, and their e-mail and code vanish from
 * every row's summary and changes.
 */
async function scrubAuditLog(tx: Tx, companyId: string, id: string, who: { fullName: string; email: string | null; code: string | null }) {
  const inJson = (text: string) => JSON.stringify(text).slice(1, -1);
  let summary = sql<string>`summary`;
  let changes = sql<string>`changes::text`;
  for (const value of [who.email, who.code]) {
    if (!value) continue;
    summary = sql<string>`replace(${summary}, ${value}, ${ANONYMOUS_NAME})`;
    changes = sql<string>`replace(${changes}, ${inJson(value)}, ${ANONYMOUS_NAME})`;
  }
  const about = sql<boolean>`(entity_id = ${id} or actor_id = ${id} or changes::text like ${`%${id}%`})`;
  if (who.fullName) {
    summary = sql<string>`case when ${about} then replace(${summary}, ${who.fullName}, ${ANONYMOUS_NAME}) else ${summary} end`;
    changes = sql<string>`case when ${about} then replace(${changes}, ${inJson(who.fullName)}, ${ANONYMOUS_NAME}) else ${changes} end`;
  }
  const mentions = [who.email, who.code].filter((v): v is string => Boolean(v));
  await sql`
    update audit_logs set
      summary = ${summary},
      changes = case when entity = 'users' and entity_id = ${id} then '{}'::jsonb else (${changes})::jsonb end,
      actor_name = case when actor_id = ${id} then ${ANONYMOUS_NAME} else actor_name end
    where company_id = ${companyId}
      and (${about}${sql.join(
        mentions.map((m) => sql` or summary like ${`%${m}%`} or changes::text like ${`%${inJson(m)}%`}`),
        sql``,
      )})`.execute(tx);
}
