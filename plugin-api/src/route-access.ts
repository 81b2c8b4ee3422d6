import type { PlanFlag, Profile, UserSwitch } from './access.ts'

/**
 * Who may call a route, declared on the route (`config: { access: {...} }`) and enforced by the
 * kernel before the handler runs. Without `access`, a route needs a logged-in user of a company
 * whose subscription is valid.
 *
 * @example
 * fastify.get('/helps', { config: { access: { super: true } }, schema }, handler)
 * fastify.get('/schedules', { config: { access: { planFlag: 'useSchedules' } }, schema }, handler)
 * fastify.get('/widgets', { config: { access: { planFlag: 'useWidgets' } }, schema }, handler) // plans.flag({ key: 'useWidgets', ... })
 * fastify.post('/widgets', { config: { access: { permission: 'editWidgets' } }, schema }, handler) // permissions.switch({ key: 'editWidgets', ... })
 */
export interface RouteAccess {
  /** No token needed (login, signup, public settings). */
  public?: boolean
  /** Minimum profile; `admin` refuses plain users with ERR_NO_PERMISSION. */
  profile?: Profile
  /** Only super administrators (ERR_SUPER_ONLY otherwise). */
  super?: boolean
  /**
   * A per-user permission the caller must have (ERR_NO_PERMISSION otherwise; admins pass unless
   * `adminsToo`): one of core's switches, or one a loaded plugin declares with
   * `permissions.switch()`. A plugin route naming any other stops the start, naming the plugin.
   */
  permission?: UserSwitch | (string & Record<never, never>)
  /** Whether admins must also have the permission; default false (admins always pass). */
  adminsToo?: boolean
  /**
   * A plan flag the caller's company must have (ERR_PLAN_FEATURE_DISABLED otherwise; super admins
   * pass): one of core's, or one a loaded plugin declares with `plans.flag()`. A plugin route naming
   * any other flag stops the start, naming the plugin.
   */
  planFlag?: PlanFlag | (string & Record<never, never>)
  /** Reachable while the company's subscription has expired (what is needed to pay). */
  allowExpired?: boolean
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess
  }
}
