import { companyEm } from '../../../kernel/db/orm.ts'
import type { Kernel } from '../../../kernel/kernel.ts'
import { emitMessage, Message } from '../../messages/index.ts'
import { Ticket } from '../../tickets/index.ts'
/**
 * After a change to a message the transaction did not keep the rows of (a consent refusal's hidden
 * messages): the conversation hears the changed message, read after the commit.
 */
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
