import { router, type V1Route } from '../../trpc/init.js';
import { roleProcedure, scopedComputeProcedure, scopedProcedure, tenantProcedure } from '../../trpc/procedures.js';
import { anonymize } from './users.anonymize.js';
import { ZOk } from '../../lib/schemas.js';
import {
  ZAnonymizeOutput,
  ZAvailableInput,
  ZAvailableOutput,
  ZChangePasswordInput,
  ZIdInput,
  ZListUsersInput,
  ZListUsersOutput,
  ZMeOutput,
  ZSummaryInput,
  ZSummaryOutput,
  ZUpdateMeInput,
  ZUpdateUserInput,
  ZUserListItem,
} from './users.schemas.js';
import { attributeChoices, changePassword, emailAvailability, getUser, licences, listUsersOf, me, updateMe, updateUser } from './users.service.js';
import { summary } from './users.summary.js';
import { transition, type Transition } from './users.status.js';

const admin = roleProcedure('admin');
const leaders = scopedProcedure('admin', 'manager');

// PUT /users/edit carries the user payload, either bare or as `user`, with `id` or the legacy `_id`.
const editPayload = (raw: Record<string, unknown>) => {
  const user = raw.user && typeof raw.user === 'object' && !Array.isArray(raw.user) ? (raw.user as Record<string, unknown>) : raw;
  return user.id === undefined && user._id !== undefined ? { ...user, id: user._id } : user;
};

// Each status change is one procedure of its own (its v1 path, its row of the authorization
// matrix); they differ only in the transition asked for.
const changeStatus = (action: Transition, v1: V1Route) =>
  admin
    .meta({ v1 })
    .input(ZIdInput)
    .output(ZUserListItem)
    .mutation(({ ctx, input }) => transition(ctx, input.id, action));

// One edit of a person under the two legacy paths the clients use.
const editPerson = (v1: V1Route) =>
  admin
    .meta({ v1 })
    .input(ZUpdateUserInput)
    .output(ZUserListItem)
    .mutation(({ ctx, input }) => updateUser(ctx, input));

export const usersRouter = router({
  list: leaders
    .meta({ v1: { method: 'GET', path: '/users', summary: 'People of the company, filtered by status, role and name, 25 per page, with the total' } })
    .input(ZListUsersInput)
    .output(ZListUsersOutput)
    .query(({ ctx, input }) => listUsersOf(ctx, input)),

  get: admin.input(ZIdInput).query(({ ctx, input }) => getUser(ctx, input.id)),

  available: admin
    .meta({ v1: { method: 'GET', path: '/users/available/:email', summary: 'Whether an e-mail may be invited: corporate and not used by anyone (409 when taken)' } })
    .input(ZAvailableInput)
    .output(ZAvailableOutput)
    .query(({ ctx, input }) => emailAvailability(ctx, input.email)),

  attributes: admin.query(({ ctx }) => attributeChoices(ctx)),

  licences: admin.query(({ ctx }) => licences(ctx)),

  anonymize: admin
    .meta({ v1: { method: 'PUT', path: '/users/anonymize', summary: 'Remove everything that identifies a person, irreversibly; their anonymous answers keep counting' } })
    .input(ZIdInput)
    .output(ZAnonymizeOutput)
    .mutation(({ ctx, input }) => anonymize(ctx, input.id)),

  reactivate: changeStatus('reactivate', {
    method: 'PUT',
    path: '/users/reactivate',
    summary: 'Undo the deletion of a person (back to confirmed); needs a free licence',
  }),
  inactivate: changeStatus('inactivate', { method: 'PUT', path: '/users/inactivate', summary: 'Inactivate a person: access ends, the licence stays counted' }),
  disconfirm: changeStatus('disconfirm', { method: 'PUT', path: '/users/disconfirm', summary: 'Send a person back to unconfirmed; access ends' }),
  undoInactivate: changeStatus('undoInactivate', { method: 'PUT', path: '/users/undo-inactivate', summary: 'Undo the inactivation of a person' }),
  remove: changeStatus('remove', { method: 'DELETE', path: '/users/:id', summary: 'Delete a person (deactivated): access ends and the licence is freed' }),

  update: editPerson({ method: 'PUT', path: '/users/:id', summary: "Edit a person's profile, role, birth date and demographic attributes" }),
  edit: editPerson({ method: 'PUT', path: '/users/edit', summary: 'Edit a person from a user payload (id inside)', input: editPayload }),

  me: tenantProcedure.query(({ ctx }) => me(ctx)),

  updateMe: tenantProcedure
    .meta({ v1: { method: 'PUT', path: '/users/me', summary: 'Change your own name, phone or language' } })
    .input(ZUpdateMeInput)
    .output(ZMeOutput)
    .mutation(({ ctx, input }) => updateMe(ctx, input)),

  changePassword: tenantProcedure
    .meta({ v1: { method: 'PUT', path: '/users/password', summary: 'Change your own password; your other sessions end' } })
    .input(ZChangePasswordInput)
    .output(ZOk)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),

  summary: scopedComputeProcedure('admin', 'manager')
    .meta({ v1: { method: 'GET', path: '/users/summary/:groupId', summary: "People and participation of a group and its subgroups, or of the company ('company')" } })
    .input(ZSummaryInput)
    .output(ZSummaryOutput)
    .query(({ ctx, input }) => summary(ctx, input.groupId)),
});
