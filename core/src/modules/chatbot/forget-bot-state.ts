import type { Em } from '../../kernel/db/orm.ts'
import { TicketBotState } from './entities.ts'

/** A human has the ticket now: the bot forgets where it was in its menus. */
export async function forgetBotState(em: Em, ticketId: number): Promise<void> {
  await em.nativeDelete(TicketBotState, { ticketId })
}
