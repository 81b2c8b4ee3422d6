import type { RealtimeApi } from '@atendo/plugin-api'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import type { TagContactHooks } from '../tags/index.ts'
import { emitContactChange } from './contact-events.ts'
import { Contact } from './entities.ts'
import { findContact } from './find-contact.ts'
import { masksNumbersFor, visibleNumber } from './number-privacy.ts'

/** The contacts side of tagging contacts, given to the tags module's routes at composition. */
export function tagContactHooks(kernel: { realtime: RealtimeApi; storage: MediaStorage }): TagContactHooks {
  return {
    async listContacts(em, caller, ids, limit) {
      const contacts = ids.length
        ? await em.find(Contact, { id: { $in: ids } }, { orderBy: { name: 'asc', id: 'asc' }, limit })
        : []
      const masked = await masksNumbersFor(em, caller)
      return contacts.map((contact) => ({
        id: contact.id,
        name: contact.name,
        number: visibleNumber(contact, masked),
      }))
    },
    async assertContact(em, id) {
      await findContact(em, id)
    },
    async announceContactChange(em, id) {
      // The contact was found in this request's entity manager: this reads it from its identity map.
      await emitContactChange(kernel.realtime, em, kernel.storage, 'update', await findContact(em, id))
    },
  }
}
