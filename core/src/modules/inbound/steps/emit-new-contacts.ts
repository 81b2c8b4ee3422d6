import { companyEm } from '../../../kernel/db/orm.ts'
import type { Kernel } from '../../../kernel/kernel.ts'
import { Contact, emitContactChange } from '../../contacts/index.ts'
import type { Conversation } from './resolve-conversation.ts'

/** After the commit: contact lists hear about contacts the message created (the person, the group, its member). */
export async function emitNewContacts(
  kernel: Kernel,
  companyId: number,
  conversation: Conversation,
): Promise<void> {
  const created = [conversation.contact, conversation.sender].filter((contact) => contact?.created)
  if (created.length === 0) return
  const em = companyEm(kernel.orm, companyId)
  for (const contact of created) {
    const stored = await em.findOne(Contact, { id: contact!.id })
    if (stored) await emitContactChange(kernel.realtime, em, kernel.storage, 'create', stored)
  }
}
