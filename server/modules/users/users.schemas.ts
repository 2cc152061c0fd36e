import { z } from 'zod';
import { blankToUndefined, ZCount, ZDay, zId, ZInstant, ZPasswordRules, ZUserStatus, ZUuid } from '../../lib/schemas.js';
import { ZBirthDate, ZEmail, ZLanguage, ZPassword, ZPhone } from '../auth/auth.schemas.js';

// Shapes of the users calls, with the legacy (v1) field names.

export const USER_ROLES = ['admin', 'manager', 'user'] as const;
export const ZRole = z.enum(USER_ROLES);

/**
 * The users list's status filter: the stored statuses, plus `inactive` (the flag is set) and
 * `activated` (confirmed and not inactive: who can answer, as the survey search asks).
 */
export const LIST_STATUSES = ['unconfirmed', 'confirmed', 'deactivated', 'inactive', 'activated'] as const;
export const ZListStatus = z.enum(LIST_STATUSES);
export type TListStatus = z.infer<typeof ZListStatus>;

export const USERS_PAGE_SIZE = 25;

// Legacy clients send every filter as a query string, empty ones included: an empty value is no filter.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const ZUserId = zId('Invalid id');

export const ZListUsersInput = z
  .object({
    status: optional(ZListStatus),
    role: optional(ZRole),
    name: optional(
      z
        .string()
        .trim()
        .max(100)
        .transform((v) => v || undefined),
    ),
    // People of a group and its subgroups (new, optional).
    groupId: optional(z.uuid('Invalid group')),
    limit: optional(z.coerce.number().int().min(1).max(100)),
    offset: optional(z.coerce.number().int().min(0).max(1_000_000)),
  })
  .optional()
  .transform((v) => ({ ...v, limit: v?.limit ?? USERS_PAGE_SIZE, offset: v?.offset ?? 0 }));
export type TListUsersInput = z.output<typeof ZListUsersInput>;

export const ZIdInput = z.object({ id: ZUserId });

export const ZAvailableInput = z.object({ email: ZEmail });

const name = z.string().trim().min(2, 'Must have at least 2 characters').max(100);
export const ZProfile = z.object({ firstname: name, lastname: name });

/** One option per demographic attribute; a null value clears the attribute. */
export const ZAttributeValue = z.object({ key: zId('Invalid attribute'), value: zId('Invalid option').nullable() });

/** What an administrator may change of a person: only the fields sent change. */
const userChanges = {
  profile: ZProfile.optional(),
  role: ZRole.optional(),
  // An empty birth date removes it.
  birthDate: z.preprocess((v) => (v === '' ? null : v), ZBirthDate.nullable().optional()),
  attributes: z
    .array(ZAttributeValue)
    .max(100)
    .refine((list) => new Set(list.map((a) => a.key)).size === list.length, 'Each attribute only once')
    .optional(),
};

export const ZUpdateUserInput = z.object({ id: ZUserId, ...userChanges });
export type TUpdateUserInput = z.infer<typeof ZUpdateUserInput>;

export const ZUpdateMeInput = z.object({
  profile: ZProfile.optional(),
  // An empty phone removes it.
  phone: z.preprocess((v) => (v === '' ? null : v), ZPhone.nullable().optional()),
  language: ZLanguage.optional(),
});
export type TUpdateMeInput = z.infer<typeof ZUpdateMeInput>;

export const ZChangePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Required').max(200),
  newPassword: ZPassword,
});
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

/** A group's id, or `company` for everyone. */
export const ZSummaryInput = z.object({ groupId: z.union([z.literal('company'), zId('Invalid group')]) });

// Answers of the users calls: a person as the spec's User (people §3), with the legacy field names.

const ZProfileOut = z.strictObject({ firstname: z.string(), lastname: z.string() });

/** What every answer about a person starts with, the person's own settings (me) included. */
const ZPerson = z.strictObject({
  id: ZUuid,
  email: z.string().nullable(),
  /** Tax id, registration number or internal code (also a sign-in identifier). Null for managers' lists. */
  code: z.string().nullable(),
  profile: ZProfileOut,
  phone: z.string().nullable(),
  role: ZRole,
  language: ZLanguage,
  /** The same language where the legacy client reads it (people §3: preferences.language). */
  preferences: z.strictObject({ language: ZLanguage }),
});

export const ZUserView = ZPerson.extend({
  status: ZUserStatus,
  inactive: z.boolean(),
  anonymized: z.boolean(),
  birthDate: ZDay.nullable(),
  /** One option (value) per demographic attribute (key). */
  attributes: z.array(z.strictObject({ key: ZUuid, value: ZUuid })),
  createdAt: ZInstant,
  invitedAt: ZInstant.nullable(),
});

/** A person with the groups they belong to (member) or lead (manager). */
export const ZUserListItem = ZUserView.extend({
  groups: z.array(z.strictObject({ id: ZUuid, name: z.string(), as: z.enum(['member', 'manager']) })),
});

export const ZListUsersOutput = z.strictObject({ users: z.array(ZUserListItem), total: ZCount });
export const ZAvailableOutput = z.strictObject({ email: z.string(), available: z.literal(true) });
export const ZAnonymizeOutput = z.strictObject({ id: ZUuid, anonymized: z.literal(true) });

/** The signed-in person's own settings, with the company's password rules for the change form. */
export const ZMeOutput = ZPerson.extend({
  /** The id of the person's secret question, or null. */
  secretQuestion: z.string().nullable(),
  passwordRules: ZPasswordRules,
  passwordSpecials: z.string(),
});

/** People and participation of a group and its subgroups, or of the company (people §3: user summary). */
export const ZSummaryOutput = z.strictObject({
  invitedCount: ZCount,
  confirmedCount: ZCount,
  activeCount: ZCount,
  createdAt: ZInstant,
  /** Share (0 to 1) of the people who can answer that answered the current cycle; null when withheld or nobody can answer. */
  participationRate: z.number().min(0).max(1).nullable(),
});
