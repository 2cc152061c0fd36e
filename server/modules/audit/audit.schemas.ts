import { z } from 'zod';

export const AUDIT_ENTITIES = ['users', 'groups', 'company', 'user-attributes', 'integrations'] as const;

// Filters arrive as query strings over v1; an empty one is no filter.
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '') || v === null ? undefined : v;

export const ZListAuditInput = z
  .object({
    offset: z.preprocess(blank, z.coerce.number().int().min(0).max(1_000_000).default(0)),
    limit: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
    entity: z.preprocess(blank, z.enum(AUDIT_ENTITIES).optional()),
    action: z.preprocess(blank, z.string().trim().max(40).regex(/^[a-z][a-z-]*$/, 'Unknown action').optional()),
    text: z.preprocess(blank, z.string().trim().max(100).optional()),
  })
  .default({ offset: 0, limit: 20 });

export type TListAuditInput = z.infer<typeof ZListAuditInput>;
