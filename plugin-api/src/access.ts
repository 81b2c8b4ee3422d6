/**
 * The names access rules speak in: user profiles, core's per-user switches and core's plan flags.
 * Plugins add their own switches and flags (`permissions.switch`, `plans.flag`).
 */

export const profiles = ['admin', 'user'] as const

/**
 * A user's profile (inbox.md §6): `admin` manages the company, `user` attends. Super admins are
 * admins with the `super` flag.
 *
 * @example
 * fastify.post('/farewells', { config: { access: { profile: 'admin' satisfies Profile } }, schema }, handler)
 */
export type Profile = (typeof profiles)[number]

/** Per-user switches (inbox.md §6); each is 'enabled' or 'disabled' as in the specification. */
export const userSwitches = [
  'allTicket',
  'allowGroup',
  'allHistoric',
  'allUserChat',
  'userClosePendingTicket',
  'showDashboard',
  'allowRealTime',
  'allowConnections',
] as const
/**
 * One of core's per-user switches (inbox.md §6). Plugins add their own with
 * `permissions.switch()`; a route may require either kind (`access.permission`), and handlers read
 * the caller's from `request.caller.switches`.
 *
 * @example
 * fastify.get('/history', { config: { access: { permission: 'allHistoric' satisfies UserSwitch } }, schema }, handler)
 * if (request.caller.switches.allTicket) showTicketsWithoutQueue()
 */
export type UserSwitch = (typeof userSwitches)[number]

/** The feature flags a plan can switch on; routes declare the flag they need. */
export const planFlags = [
  'useWhatsapp',
  'useFacebook',
  'useInstagram',
  'useCampaigns',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
] as const

/**
 * One of core's plan flags. Plugins add their own with `plans.flag()`; routes and panels name
 * either kind the same way.
 *
 * @example
 * fastify.get('/kanban', { config: { access: { planFlag: 'useKanban' satisfies PlanFlag } }, schema }, handler)
 */
export type PlanFlag = (typeof planFlags)[number]
