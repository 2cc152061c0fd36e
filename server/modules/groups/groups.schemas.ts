import { z } from 'zod';
import { blankToUndefined, ZCount, ZDateInstant, zId, ZUserStatus, ZUuid } from '../../lib/schemas.js';

// Shapes of the group calls. The procedures speak `id`, `parentId` and lists of ids; the legacy
// (v1) names (`_id`, `parent`, `parents`, lists of {_id}) are mapped in groups.v1.ts.

export const GROUP_SEARCH_LIMIT = 15;
export const GROUP_PAGE_SIZE = 25;
export const PEOPLE_SEARCH_LIMIT = 15;

const zLimit = (fallback: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int('Must be a whole number').min(1, 'Must be at least 1').max(max, `At most ${max}`).default(fallback));
const ZOffset = z.preprocess(blankToUndefined, z.coerce.number().int('Must be a whole number').min(0, 'Must not be negative').max(1_000_000).default(0));
const ZFilter = z.preprocess(blankToUndefined, z.string().trim().max(100, 'At most 100 characters').optional());

export const ZGroupId = zId('Unknown group');
const ZUserId = zId('Unknown person');
export const ZGroupName = z.string().trim().min(2, 'Must have at least 2 characters').max(100, 'At most 100 characters');

const unique = <T>(ids: T[]) => [...new Set(ids)];
const ZUserIds = z.array(ZUserId).max(10_000, 'Too many people').transform(unique);
const ZGroupIds = z.array(ZGroupId).max(1_000, 'Too many groups').transform(unique);

export const ZCreateGroupInput = z.object({
  name: ZGroupName,
  /** The parent group; null or left out makes a root group (administrators only). */
  parentId: ZGroupId.nullable().default(null),
  managers: ZUserIds.default([]),
  members: ZUserIds.default([]),
  /** Existing groups to move under the new one. */
  children: ZGroupIds.default([]),
  active: z.boolean().default(true),
});
export type TCreateGroupInput = z.infer<typeof ZCreateGroupInput>;

/** Fields left out stay as they are; `parentId: null` makes the group a root. */
export const ZUpdateGroupInput = z.object({
  id: ZGroupId,
  name: ZGroupName.optional(),
  parentId: ZGroupId.nullable().optional(),
  managers: ZUserIds.optional(),
  members: ZUserIds.optional(),
  children: ZGroupIds.optional(),
  active: z.boolean().optional(),
});
export type TUpdateGroupInput = z.infer<typeof ZUpdateGroupInput>;

export const ZGroupIdInput = z.object({ id: ZGroupId });

export const ZSetActiveInput = z.object({
  id: ZGroupId,
  active: z.boolean(),
  /** When inactivating: inactivate the people of the group and its subgroups too. */
  users: z.boolean().default(false),
});
export type TSetActiveInput = z.infer<typeof ZSetActiveInput>;

export const ZSearchGroupsInput = z
  .object({
    filter: ZFilter,
    limit: zLimit(GROUP_SEARCH_LIMIT, 100),
    /** tickets: the caller's own active groups, whose leaders their opinions may go to (any signed-in person). */
    ctx: z.preprocess(blankToUndefined, z.enum(['tickets'], 'Unknown context').optional()),
  })
  .default({ filter: undefined, limit: GROUP_SEARCH_LIMIT, ctx: undefined });
export type TSearchGroupsInput = z.infer<typeof ZSearchGroupsInput>;

const ZActiveFilter = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)), z.boolean('Must be true or false').optional());

export const ZListGroupsInput = z
  .object({ filter: ZFilter, active: ZActiveFilter, offset: ZOffset, limit: zLimit(GROUP_PAGE_SIZE, 100) })
  .default({ filter: undefined, active: undefined, offset: 0, limit: GROUP_PAGE_SIZE });
export type TListGroupsInput = z.infer<typeof ZListGroupsInput>;

/** A proposed set of managers or members, for the group `id` when it exists already. */
export const ZValidateManagersInput = z.object({ id: ZGroupId.optional(), managers: z.array(ZUserId).min(1, 'Add at least one person').max(10_000, 'Too many people') });
export const ZValidateMembersInput = z.object({ id: ZGroupId.optional(), members: z.array(ZUserId).min(1, 'Add at least one person').max(10_000, 'Too many people') });
/** Children proposed for the group `id` (or for a new group under `parentId`). */
export const ZValidateChildrenInput = z.object({
  id: ZGroupId.optional(),
  parentId: ZGroupId.nullable().optional(),
  children: z.array(ZGroupId).min(1, 'Add at least one group').max(1_000, 'Too many groups'),
});

export const ZSearchPeopleInput = z.object({
  query: z.string().trim().max(100, 'At most 100 characters').default(''),
  limit: z.number().int().min(1).max(50).default(PEOPLE_SEARCH_LIMIT),
});

export const ZSpreadsheetFormat = z.enum(['csv', 'xlsx'], 'Choose CSV or XLSX');
export const ZImportTemplateInput = z.object({ format: ZSpreadsheetFormat, language: z.enum(['en-US', 'pt-BR', 'es-AR']).default('en-US') });
export const ZImportInput = z.object({
  format: ZSpreadsheetFormat,
  /** The file's bytes, base64. */
  file: z.string().min(1, 'Choose a file').max(6_000_000, 'The file is larger than 4 MB'),
});
export type TImportInput = z.infer<typeof ZImportInput>;

// Answers of the group calls, as the procedures speak (`id`); over v1 every `id` is `_id` (groups.v1.ts).

/** A manager or member of a group. */
export const ZGroupPerson = z.strictObject({ id: ZUuid, name: z.string(), email: z.string().nullable(), status: ZUserStatus, inactive: z.boolean() });

/** The spec's Group (people §3) with what the editor shows: managers, members, children, parents (with levels) and respondents. */
export const ZGroupDetail = z.strictObject({
  id: ZUuid,
  name: z.string(),
  parentId: ZUuid.nullable(),
  /** Whether the caller sees the parent (a manager's top group has a parent they do not manage). */
  parentVisible: z.boolean(),
  /** 0 at the root. */
  level: ZCount,
  active: z.boolean(),
  createdAt: ZDateInstant,
  updatedAt: ZDateInstant,
  /** Active, confirmed people of the group and its subgroups. */
  respondents: ZCount,
  managers: z.array(ZGroupPerson),
  members: z.array(ZGroupPerson),
  children: z.array(z.strictObject({ id: ZUuid, name: z.string(), active: z.boolean(), respondents: ZCount })),
  /** The breadcrumb from the first group the caller sees down to the parent. */
  parents: z.array(z.strictObject({ id: ZUuid, name: z.string(), level: ZCount })),
  /** Where the subgroups go if this group is deleted. */
  parentName: z.string().nullable(),
});

export const ZDeleteGroupOutput = z.strictObject({
  id: ZUuid,
  name: z.string(),
  movedChildren: ZCount,
  /** The parent the subgroups moved to; null when they became roots. */
  newParent: z.strictObject({ id: ZUuid, name: z.string() }).nullable(),
});
export const ZInactivateUsersOutput = z.strictObject({ id: ZUuid, usersInactivated: ZCount });

export const ZSearchGroupsOutput = z.array(
  z.strictObject({
    id: ZUuid,
    name: z.string(),
    active: z.boolean(),
    level: ZCount,
    parentId: ZUuid.nullable(),
    /** Names of the groups above, from the first the caller sees. */
    path: z.array(z.string()),
    /** ctx=tickets: whether the group has enough active people for anonymous opinions (people §5). */
    anonymousAllowed: z.boolean().optional(),
  }),
);

export const ZGroupTreeNode = z
  .strictObject({
    id: ZUuid,
    name: z.string(),
    active: z.boolean(),
    level: ZCount,
    respondents: ZCount,
    membersCount: ZCount,
    managersCount: ZCount,
    get children(): z.ZodArray<typeof ZGroupTreeNode> {
      return z.array(ZGroupTreeNode);
    },
  })
  .meta({ id: 'GroupTreeNode' });
export const ZGroupTreeOutput = z.array(ZGroupTreeNode);

export const ZListGroupsOutput = z.strictObject({
  total: ZCount,
  offset: ZCount,
  limit: ZCount,
  items: z.array(
    z.strictObject({
      id: ZUuid,
      name: z.string(),
      active: z.boolean(),
      updatedAt: ZDateInstant,
      level: ZCount,
      parent: z.strictObject({ id: ZUuid, name: z.string() }).nullable(),
      managers: z.array(ZGroupPerson),
      membersCount: ZCount,
      childrenCount: ZCount,
      respondents: ZCount,
    }),
  ),
});

/** Whether proposed managers, members or subgroups may be saved; each refused one with why. */
export const ZValidationOutput = z.strictObject({ valid: z.boolean(), errors: z.array(z.strictObject({ id: ZUuid, message: z.string() })) });
