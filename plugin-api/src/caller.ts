import type { PlanFlag, Profile, UserSwitch } from './access.ts'

/**
 * The authenticated caller of a request, resolved once by the kernel from the access token.
 *
 * @example
 * fastify.get('/me/queues', async (request) => request.caller.companyId)
 */
export interface Caller {
  userId: number
  companyId: number
  sessionId: string
  name: string
  email: string
  profile: Profile
  super: boolean
  /**
   * The caller's per-user permissions, true when on: core's switches and those the loaded plugins
   * declare (`permissions.switch`), each plugin's at its default until an admin sets it.
   */
  switches: Record<UserSwitch, boolean> & Record<string, boolean>
  company: {
    id: number
    name: string
    /** ISO date (yyyy-mm-dd) or null when the company never expires. */
    dueDate: string | null
    expired: boolean
    /** Core's plan flags and those the loaded plugins declare (`plans.flag`), as the company's plan has them. */
    planFlags: Record<PlanFlag, boolean> & Record<string, boolean>
  }
}

/**
 * Company 1 is the platform owner's company: it never expires, and its super admins run the
 * platform.
 *
 * @example
 * if (caller.companyId === PLATFORM_COMPANY_ID) showPlatformTools()
 */
export const PLATFORM_COMPANY_ID = 1
