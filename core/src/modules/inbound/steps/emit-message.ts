import { companyEm } from '../../../kernel/db/orm.ts'
import type { Kernel } from '../../../kernel/kernel.ts'
import { emitMessage, Message } from '../../messages/index.ts'
import { emitTicketUpdate, Ticket } from '../../tickets/index.ts'
/**
 * Step 5 (after the commit): the conversation and the ticket lists of those allowed to see the
 * ticket hear the new message (`company-{id}-appMessage`, which carries the ticket with its last
 * message and unread count). A ticket the message opened or reopened is also announced as a
 * ticket (`company-{id}-ticket`), so it appears in the waiting lists.
 */
export async function emitStoredMessage(
  kernel: Kernel,
  companyId: number,
  ticketId: number,
  messageId: number,
  options: { announceTicket: boolean; written?: Record<string, unknown> },
): Promise<void> {
  // One transaction for the reads behind the events: the company's row-level security settings
  // are set once, not around each of the dozen statements.
  await companyEm(kernel.orm, companyId).transactional(async (em) => {
    // The message as the pipeline inserted it (nothing changes it later in that transaction),
    // so it is not read back; the ticket is, since handlers after the insert may have moved it.
    const [ticket, message] = await Promise.all([
      em.findOneOrFail(Ticket, { id: ticketId }),
      options.written ? em.map(Message, options.written) : em.findOneOrFail(Message, { id: messageId }),
    ])
    if (options.announceTicket) await emitTicketUpdate(kernel.realtime, em, ticket)
    await emitMessage(kernel.realtime, em, kernel.storage, 'create', ticket, message)
  })
}

/** After an ack, edit, delete or reaction: the conversation hears the changed message. */
export async function emitChangedMessage(
  kernel: Kernel,
  companyId: number,
  messageId: number,
  action: 'create' | 'update',
): Promise<void> {
  await companyEm(kernel.orm, companyId).transactional(async (em) => {
    const message = await em.findOneOrFail(Message, { id: messageId })
    const ticket = await em.findOneOrFail(Ticket, { id: message.ticketId })
    await emitMessage(kernel.realtime, em, kernel.storage, action, ticket, message)
  })
}
