/**
 * The static permissions of inbox.md §6, by profile, as the family's clients check them
 * (`user.permissions.includes('dashboard:view')`): a plain user has none; an admin, and the super
 * admin, have the admin's. Per-user switches and the plugins' permissions are beside them in the
 * session user, not folded in, as the specification keeps them apart.
 */
export const adminPermissions = [
  'dashboard:view',
  'drawer-admin-items:view',
  'tickets-manager:showall',
  'user-modal:editProfile',
  'user-modal:editQueues',
  'ticket-options:deleteTicket',
  'contacts-page:deleteContact',
  'connections-page:actionButtons',
  'connections-page:addConnection',
  'connections-page:editOrDeleteConnection',
  'tickets-manager:closeAll',
] as const

export function profilePermissions(user: { profile: string; super: boolean }): string[] {
  return user.profile === 'admin' || user.super ? [...adminPermissions] : []
}
