import type { ChannelRecipient } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { Channel } from '../connections/index.ts'
import { ContactIdentity, type IContact, type IdentityKind } from './entities.ts'

/** Which of a contact's identities each channel addresses them by, best first. */
const addressKinds: Record<Channel, IdentityKind[]> = {
  whatsapp: ['phone', 'lid'],
  whatsappapi: ['phone'],
  facebook: ['psid'],
  instagram: ['igsid'],
  api: ['api', 'phone'],
}

/** Channels that address people by phone number, so `contact.number` is an address for them. */
const phoneChannels = new Set<Channel>(['whatsapp', 'whatsappapi', 'api'])

/**
 * Where a message to this contact goes on a channel: a group by its group id, a person by the
 * identity the channel knows them by (phone number, `@lid`, page-scoped id...).
 */
export async function recipientOf(em: Em, contact: IContact, channel: Channel): Promise<ChannelRecipient> {
  const kinds: IdentityKind[] = contact.isGroup ? ['group'] : addressKinds[channel]
  const identities = await em.find(ContactIdentity, { contactId: contact.id, kind: { $in: kinds } })
  for (const kind of kinds) {
    const identity = identities.find((candidate) => candidate.kind === kind)
    if (identity) return { address: identity.value, isGroup: contact.isGroup }
    if (kind === 'phone' && contact.number && phoneChannels.has(channel)) {
      return { address: contact.number, isGroup: false }
    }
  }
  // Groups created before identities existed carry their id in `number`.
  if (contact.isGroup && contact.number) return { address: contact.number, isGroup: true }
  throw new AppError('ERR_WAPP_INVALID_CONTACT', {
    message: `The contact has no address on the ${channel} channel`,
  })
}
