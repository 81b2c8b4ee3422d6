import { companyEm } from '../../../kernel/db/orm.ts'
import { Contact, emitContactChange, updateKnownContact } from '../../contacts/index.ts'
import { emitContactMerge } from '../../tickets/index.ts'
import type { InboundHandler } from '../inbound-context.ts'

/**
 * A channel's news about a known contact (name, picture, the number behind an `@lid`). When it
 * links ids that are two contacts so far, they become one (see `updateKnownContact`).
 */
export const applyContactUpdate: InboundHandler<'contact-update'> = async (context, event) => {
  const contact = await updateKnownContact(context.tx, context.companyId, event.contact)
  if (!contact) return { note: 'no known contact matches' }
  const { companyId } = context
  return {
    afterCommit: async ({ kernel }) => {
      // A merge tells of the kept contact itself, with the rest of what it changed.
      if (contact.merge) return emitContactMerge(kernel, contact.merge)
      const em = companyEm(kernel.orm, companyId)
      const stored = await em.findOneOrFail(Contact, { id: contact.id })
      await emitContactChange(kernel.realtime, em, kernel.storage, 'update', stored)
    },
  }
}
