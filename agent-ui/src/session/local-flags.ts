import type { SessionUser } from '@atendo/sdk'
import { companyOption } from './permissions.ts'

/**
 * The browser flag that opens the contact-list and campaign pages (administration.md §2 "These
 * five are only reachable when a local flag named cshow exists in the browser", §3 local storage).
 */
export const campaignsFlag = 'cshow'

/**
 * Keeps the campaigns flag in step with the company's `campaignsEnabled` option (plugin
 * campaigns) each time the session's user is loaded: set when the company enabled campaigns,
 * removed when it has not, so turning the option off closes the pages at the next sign-in.
 */
export function syncCampaignsFlag(user: SessionUser): void {
  try {
    if (companyOption(user, 'campaignsEnabled') === 'true') localStorage.setItem(campaignsFlag, 'null')
    else localStorage.removeItem(campaignsFlag)
  } catch {
    // Storage refused (private mode): the pages stay closed, as without the flag.
  }
}
