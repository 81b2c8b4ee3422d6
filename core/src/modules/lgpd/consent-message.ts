import type { Em } from '../../kernel/db/orm.ts'
import { renderForTicket, Ticket } from '../tickets/index.ts'
import type { ConsentSettings } from './consent-settings.ts'
import { consentText, defaultConsentMessage } from './consent-texts.ts'

/**
 * The consent message of a ticket: the configured text (or the default) with the ticket's message
 * variables filled as in every automatic message (`{{userName}}` is empty: nobody sends it), then
 * the policy link and the instructions.
 */
export async function consentMessageFor(
  em: Em,
  companyId: number,
  ticketId: number,
  settings: Pick<ConsentSettings, 'message' | 'link'>,
): Promise<string> {
  const ticket = await em.findOneOrFail(Ticket, { id: ticketId, companyId })
  const intro = await renderForTicket(em, ticket, settings.message ?? defaultConsentMessage, null)
  // A text made only of variables that are empty here would leave the instructions alone.
  return consentText(intro || defaultConsentMessage, settings.link)
}
