import { z } from 'zod';
import { ZCount, ZInstant, ZUuid } from '../../lib/schemas.js';

export const AUDIT_ENTITIES = ['users', 'groups', 'company', 'user-attributes', 'integrations', 'custom-surveys', 'desired-values', 'action-plans', 'polls'] as const;

// Filters arrive as query strings over v1; an empty one is no filter.
const blank = (v: unknown) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v);

export const ZListAuditInput = z
  .object({
    offset: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000).default(0)),
    limit: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
    entity: z.preprocess(blank, z.enum(AUDIT_ENTITIES).optional()),
    action: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .max(40)
        .regex(/^[a-z][a-z-]*$/, 'Unknown action')
        .optional(),
    ),
    text: z.preprocess(blank, z.string().trim().max(100).optional()),
  })
  .default({ offset: 0, limit: 20 });

export type TListAuditInput = z.infer<typeof ZListAuditInput>;

// Answers of the audit log (people §3: date or createdAt, actor, entity, action; metadata total).

export const ZAuditEntry = z.strictObject({
  id: z.string(),
  date: ZInstant,
  /** The same instant as `date`, under the other name legacy clients read. */
  createdAt: ZInstant,
  /** Who acted (id null: Clima itself, or the person was removed); the name as it was then. */
  actor: z.strictObject({ id: ZUuid.nullable(), name: z.string() }),
  entity: z.enum(AUDIT_ENTITIES),
  action: z.string(),
  entityId: z.string().nullable(),
  /** What the action is about (a person's or group's name), when the writer named it. */
  subject: z.string().nullable(),
  /** One readable sentence, in English. */
  summary: z.string(),
  /** The fields changed, each mostly as { from, to }. */
  changes: z.record(z.string(), z.unknown()),
});
export const ZListAuditOutput = z.strictObject({ auditLogs: z.array(ZAuditEntry), metadata: z.strictObject({ total: ZCount }) });
