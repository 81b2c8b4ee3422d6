import type { InboundMessage } from '@atendo/plugin-api'
import { type ResolvedContact, resolveContact } from '../../contacts/index.ts'
import type { InboundContext } from '../inbound-context.ts'

/** Who a message is between: the conversation's contact (a person or a group) and, in a group, the sender. */
export interface Conversation {
  contact: ResolvedContact
  /** The group member who wrote; null outside groups and for our own messages. */
  sender: ResolvedContact | null
  isGroup: boolean
}

/**
 * Step 1: resolves the conversation's contacts, creating them on first contact. Group messages
 * on a connection that does not allow groups are not taken in (undefined).
 */
export async function resolveConversation(
  context: InboundContext,
  message: InboundMessage,
): Promise<Conversation | undefined> {
  const { tx, companyId, connection } = context
  const updateProfile = !message.fromMe
  if (!message.group) {
    const firstLook = context.readAhead?.takeContact()
    const contact = await resolveContact(tx, companyId, connection, message.contact, {
      updateProfile,
      ...(firstLook ? { firstLook } : {}),
    })
    return { contact, sender: null, isGroup: false }
  }
  if (!connection.allowGroup) return undefined
  const group = await resolveContact(
    tx,
    companyId,
    connection,
    { identities: [{ kind: 'group', value: message.group.id }], name: message.group.name },
    { isGroup: true, updateProfile: true },
  )
  const member = message.participant ?? (message.fromMe ? undefined : message.contact)
  const isMember = member?.identities.some((identity) => identity.kind !== 'group')
  const sender =
    member && isMember ? await resolveContact(tx, companyId, connection, member, { updateProfile }) : null
  return { contact: group, sender, isGroup: true }
}
