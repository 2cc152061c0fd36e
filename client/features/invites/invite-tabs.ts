// The tabs of /users/sendInvites, apart from the page so that the route can read ?tab= without loading it.
export type InviteTab = 'invite' | 'import' | 'pending';
export const INVITE_TABS: InviteTab[] = ['invite', 'import', 'pending'];
