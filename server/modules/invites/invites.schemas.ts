import { z } from 'zod';
import { ZCount, zId, ZUuid } from '../../lib/schemas.js';
import { normaliseCode } from '../../auth/identifier.js';
import { ZBirthDate, ZEmail } from '../auth/auth.schemas.js';

// Shapes of the invite calls, with the legacy (v1) field names: invitedUsers[] each with email,
// profile {firstname, lastname}, role, companyName, inactive, birthDate, attributes, code.

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const name = z.string().trim().min(2, 'Must have at least 2 characters').max(100);

export const ZRole = z.enum(['admin', 'manager', 'user']);

export const ZInviteAttribute = z.object({
  key: zId('Unknown attribute'),
  value: zId('Choose one of the options'),
});

/** One person of the invite form (or one line of an import, mapped to the same shape). */
export const ZInviteRow = z.object({
  email: z.preprocess(blankToUndefined, ZEmail.optional()),
  // Codes are printed with dots and dashes; the records hold them bare.
  code: z.preprocess(blankToUndefined, z.string().transform(normaliseCode).pipe(z.string().min(1, 'Required').max(64)).optional()),
  profile: z.object({ firstname: name, lastname: name }),
  role: ZRole.default('user'),
  birthDate: z.preprocess(blankToUndefined, ZBirthDate.optional()),
  attributes: z.array(ZInviteAttribute).max(100).default([]),
  // Where the person lands (new, optional): groups they join, groups they lead, and their leader,
  // whose group they join when no group is named. Absent, the person lands in no group, as in v1.
  groups: z.array(zId('GROUP_UNKNOWN')).max(50).default([]),
  leads: z.array(zId('GROUP_UNKNOWN')).max(50).default([]),
  managerId: z.preprocess(blankToUndefined, zId('MANAGER_UNKNOWN').optional()),
  // The legacy client repeats the company name and the send-later choice on every row.
  companyName: z.string().max(200).optional(),
  inactive: z.boolean().optional(),
});
export type TInviteRow = z.infer<typeof ZInviteRow>;

export const MAX_INVITE_ROWS = 500;

export const ZInviteInput = z.object({
  invitedUsers: z.array(ZInviteRow).min(1, 'Add at least one person').max(MAX_INVITE_ROWS),
  /** Send later for every row (the web client's switch); a row's own `inactive` also counts. */
  inactive: z.boolean().optional(),
});
export type TInviteInput = z.infer<typeof ZInviteInput>;

// The legacy client sends its own token as `jwt`; the session already says who is asking.
export const ZResendInviteInput = z
  .object({
    id: zId().optional(),
    email: z.preprocess(blankToUndefined, ZEmail.optional()),
    jwt: z.string().max(4000).optional(),
  })
  .refine((v) => Boolean(v.id || v.email), { message: 'Required', path: ['email'] });
export type TResendInviteInput = z.infer<typeof ZResendInviteInput>;

export const ZCancelInviteInput = z.object({ id: zId('Unknown person') });

export const ZPendingInvitesInput = z
  .object({
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .default({ offset: 0, limit: 25 });

// Answers of the invite calls.

/** A person invited: send now (active, e-mailed or given an account link) or send later (inactive). */
export const ZInvitedPerson = z.strictObject({
  id: ZUuid,
  email: z.string().nullable(),
  code: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  inactive: z.boolean(),
  /** Groups joined (member) and led (manager), as placed at the invite. */
  groups: z.array(ZUuid),
  leads: z.array(ZUuid),
  /** For people without e-mail: the account-confirmation link the administrator passes on. */
  accountLink: z.string().nullable(),
});
export const ZInviteOutput = z.strictObject({ created: ZCount, users: z.array(ZInvitedPerson) });
export const ZResendInviteOutput = z.strictObject({ id: ZUuid, sent: z.enum(['email', 'link']), accountLink: z.string().nullable() });
export const ZCancelInviteOutput = z.strictObject({ id: ZUuid });
