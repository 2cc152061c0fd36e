import { router } from '../../trpc/init.js';
import { scopedProcedure } from '../../trpc/procedures.js';
import {
  ZCancelInviteInput,
  ZCancelInviteOutput,
  ZInviteInput,
  ZInviteOutput,
  ZPendingInvitesInput,
  ZResendInviteInput,
  ZResendInviteOutput,
} from './invites.schemas.js';
import { cancelInvite, invite, inviteBanner, inviteForm, pendingInvites, resendInvite } from './invites.service.js';

// Inviting people is an administrator's work (people §2: /users/sendInvites, admin); a manager may
// also invite people into the groups they manage (the service keeps them within that reach).
const adminProcedure = scopedProcedure('admin');
const leaders = scopedProcedure('admin', 'manager');

export const invitesRouter = router({
  send: leaders
    .meta({ v1: { method: 'POST', path: '/users/invite', status: 201, summary: 'Invite people: send now (active, e-mailed) or send later (inactive); all or none' } })
    .input(ZInviteInput)
    .output(ZInviteOutput)
    .mutation(({ ctx, input }) => invite(ctx, input)),

  resend: adminProcedure
    .meta({ v1: { method: 'POST', path: '/users/resend/invite', summary: 'Send the invite again (or, for a send-later person, now)' } })
    .input(ZResendInviteInput)
    .output(ZResendInviteOutput)
    .mutation(({ ctx, input }) => resendInvite(ctx, input)),

  cancel: adminProcedure
    .meta({ v1: { method: 'DELETE', path: '/users/invite/:id', summary: 'Cancel an invite: the person who never confirmed is removed' } })
    .input(ZCancelInviteInput)
    .output(ZCancelInviteOutput)
    .mutation(({ ctx, input }) => cancelInvite(ctx, input.id)),

  banner: adminProcedure.query(({ ctx }) => inviteBanner(ctx.tx, ctx.auth)),

  form: leaders.query(({ ctx }) => inviteForm(ctx)),

  pending: adminProcedure.input(ZPendingInvitesInput).query(({ ctx, input }) => pendingInvites(ctx.tx, ctx.auth, input)),
});
