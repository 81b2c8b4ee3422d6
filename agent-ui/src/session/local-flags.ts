import type { SessionUser } from '@atendo/sdk'
import { companyOption } from './permissions.ts'

/**
 * The browser flag that opens the contact-list and campaign pages (administration.md §2 "These
 * five are only reachable when a local flag named cshow exists in the browser", §3 local storage).
 */
export const campaignsFlag = 'cshow'

/**
 * Sets the campaigns flag from the company's `campaignsEnabled` option (plugin campaigns) when
 * the session's user is loaded. A sign-in (`signedIn`) also removes it when the company has not
 * enabled campaigns, so turning the option off closes the pages at the next sign-in; a page load
 * of a running session leaves a flag the browser already holds alone (the specification's rule
 * is the flag itself).
 */
export function syncCampaignsFlag(user: SessionUser, signedIn: boolean): void {
  try {
    if (companyOption(user, 'campaignsEnabled') === 'true') localStorage.setItem(campaignsFlag, 'null')
    else if (signedIn) localStorage.removeItem(campaignsFlag)
  } catch {
    // Storage refused (private mode): the pages stay closed, as without the flag.
  }
}
