import { router } from '../../trpc/init.js';
import { paidScopedProcedure, scopedProcedure } from '../../trpc/procedures.js';
import { inactivateUsers, setActive } from './groups.activation.js';
import { applyImport, importTemplate, planImport } from './groups.import.js';
import { getGroup, groupTree, listGroups, searchGroups, searchPeople } from './groups.read.js';
import {
  ZCreateGroupInput,
  ZDeleteGroupOutput,
  ZGroupDetail,
  ZGroupIdInput,
  ZGroupTreeOutput,
  ZImportInput,
  ZImportTemplateInput,
  ZInactivateUsersOutput,
  ZListGroupsInput,
  ZListGroupsOutput,
  ZSearchGroupsInput,
  ZSearchGroupsOutput,
  ZSearchPeopleInput,
  ZSetActiveInput,
  ZUpdateGroupInput,
  ZValidateChildrenInput,
  ZValidateManagersInput,
  ZValidateMembersInput,
  ZValidationOutput,
} from './groups.schemas.js';
import { createGroup, deleteGroup, updateGroup } from './groups.service.js';
import { groupFromLegacy, idFromLegacy, legacyIds, legacyIdsSchema, legacyList, legacyListSchema, validationFromLegacy } from './groups.v1.js';
import { validateChildren, validatePeople } from './groups.validation.js';

// Administrators manage every group; managers the groups they manage and their subgroups (a group
// outside answers NOT_FOUND, like a missing one).
const leaders = scopedProcedure('admin', 'manager');
// Groups are a paid feature (people §6 "groups", measurement §1 "group segmentation"): on the free
// plan (3 to 20 people reading the company-wide climate) making, changing, activating, validating and
// importing groups answers PLAN_REQUIRED. Reading them stays free: groups kept from a paid period
// still place people in the invite and user forms, custom-survey audiences and opinions, and the
// Groups screen lists them behind the upgrade modal rather than hiding them.
const organisers = paidScopedProcedure(['enterprise', 'trial'], 'admin', 'manager');

export const groupsRouter = router({
  create: organisers
    .meta({
      v1: {
        method: 'POST',
        path: '/groups',
        status: 201,
        summary: 'Create a group (a manager only under a group they manage)',
        input: groupFromLegacy,
        output: legacyIds,
        outputSchema: legacyIdsSchema,
      },
    })
    .input(ZCreateGroupInput)
    .output(ZGroupDetail)
    .mutation(({ ctx, input }) => createGroup(ctx, input)),

  update: organisers
    .meta({
      v1: {
        method: 'PUT',
        path: '/groups',
        summary: 'Change a group (id in the body); activating cascades to subgroups and people',
        input: groupFromLegacy,
        output: legacyIds,
        outputSchema: legacyIdsSchema,
      },
    })
    .input(ZUpdateGroupInput)
    .output(ZGroupDetail)
    .mutation(({ ctx, input }) => updateGroup(ctx, input)),

  remove: organisers
    .meta({
      v1: {
        method: 'DELETE',
        path: '/groups/:id',
        summary: 'Delete a group; its subgroups move up to its parent',
        input: idFromLegacy,
        output: legacyIds,
        outputSchema: legacyIdsSchema,
      },
    })
    .input(ZGroupIdInput)
    .output(ZDeleteGroupOutput)
    .mutation(({ ctx, input }) => deleteGroup(ctx, input.id)),

  inactivateUsers: organisers
    .meta({
      v1: {
        method: 'PUT',
        path: '/groups/:id/users-inactive',
        summary: 'Inactivate the people of a group and its subgroups',
        output: legacyIds,
        outputSchema: legacyIdsSchema,
      },
    })
    .input(ZGroupIdInput)
    .output(ZInactivateUsersOutput)
    .mutation(({ ctx, input }) => inactivateUsers(ctx, input.id)),

  setActive: organisers.input(ZSetActiveInput).mutation(({ ctx, input }) => setActive(ctx, input)),

  // Any signed-in person: a person leads no group and sees none, except their own with ctx=tickets.
  search: scopedProcedure('admin', 'manager', 'user')
    .meta({
      v1: {
        method: 'GET',
        path: '/groups/search',
        summary: "Groups by name (limit 15 by default); ctx=tickets: the caller's own active groups, with whether anonymous opinions may reach them",
        output: legacyIds,
        outputSchema: legacyIdsSchema,
      },
    })
    .input(ZSearchGroupsInput)
    .output(ZSearchGroupsOutput)
    .query(({ ctx, input }) => searchGroups(ctx, input)),

  tree: leaders
    .meta({ v1: { method: 'GET', path: '/groups/tree', summary: 'The groups as a nested tree with children', output: legacyIds, outputSchema: legacyIdsSchema } })
    .output(ZGroupTreeOutput)
    .query(({ ctx }) => groupTree(ctx)),

  list: leaders
    .meta({
      v1: {
        method: 'GET',
        path: '/groups',
        summary: 'The groups, paged (offset, limit, filter, active)',
        output: legacyList,
        outputSchema: legacyListSchema,
      },
    })
    .input(ZListGroupsInput)
    .output(ZListGroupsOutput)
    .query(({ ctx, input }) => listGroups(ctx, input)),

  get: leaders
    .meta({
      v1: {
        method: 'GET',
        path: '/groups/:id',
        summary: 'A group with managers, members, children, parents (with levels) and respondents',
        output: legacyIds,
        outputSchema: legacyIdsSchema,
      },
    })
    .input(ZGroupIdInput)
    .output(ZGroupDetail)
    .query(({ ctx, input }) => getGroup(ctx, input.id)),

  validateManagers: organisers
    .meta({
      v1: {
        method: 'POST',
        path: '/groups/validate/managers',
        summary: 'Check proposed managers: they must exist and be active',
        input: validationFromLegacy('managers'),
        output: legacyIds,
        outputSchema: legacyIdsSchema,
      },
    })
    .input(ZValidateManagersInput)
    .output(ZValidationOutput)
    .mutation(({ ctx, input }) => validatePeople(ctx, 'managers', { id: input.id, ids: input.managers })),

  validateMembers: organisers
    .meta({
      v1: {
        method: 'POST',
        path: '/groups/validate/members',
        summary: 'Check proposed members: they must exist and not be removed',
        input: validationFromLegacy('members'),
        output: legacyIds,
        outputSchema: legacyIdsSchema,
      },
    })
    .input(ZValidateMembersInput)
    .output(ZValidationOutput)
    .mutation(({ ctx, input }) => validatePeople(ctx, 'members', { id: input.id, ids: input.members })),

  validateChildren: organisers
    .meta({
      v1: {
        method: 'POST',
        path: '/groups/validate/children',
        summary: 'Check proposed subgroups: they must exist and make no cycle',
        input: validationFromLegacy('children'),
        output: legacyIds,
        outputSchema: legacyIdsSchema,
      },
    })
    .input(ZValidateChildrenInput)
    .output(ZValidationOutput)
    .mutation(({ ctx, input }) => validateChildren(ctx, input)),

  searchPeople: organisers.input(ZSearchPeopleInput).query(({ ctx, input }) => searchPeople(ctx, input)),

  importTemplate: organisers.input(ZImportTemplateInput).query(({ input }) => importTemplate(input)),
  importPreview: organisers.input(ZImportInput).mutation(({ ctx, input }) => planImport(ctx, input)),
  importApply: organisers.input(ZImportInput).mutation(({ ctx, input }) => applyImport(ctx, input)),
});
