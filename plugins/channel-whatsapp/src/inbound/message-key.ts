import type { InboundContact } from '@atendo/plugin-api'
import type { WAMessageKey } from 'baileys'
import { contactOfJids, identityOfJid } from './jid-identity.ts'

/**
 * A message key with the alternate-address fields Baileys has used: `remoteJidAlt`/`participantAlt`
 * (7.x) and `senderPn`/`participantPn`/`senderLid`/`participantLid` (6.7.x), so a session that still
 * sends the older fields keeps resolving `@lid` senders to their number.
 */
export type KeyWithAlternates = WAMessageKey & {
  senderPn?: string | null
  senderLid?: string | null
  participantPn?: string | null
  participantLid?: string | null
}

/** Who a message is between, read from its key. */
export interface KeyParties {
  /** The chat: the person, or the group. */
  chat: InboundContact
  group?: { id: string }
  /** The group member who wrote (not for our own messages). */
  participant?: InboundContact
}

/**
 * The parties of a message key; undefined for chats the inbox does not take (broadcasts, status,
 * newsletters). `name` is the sender's push name.
 */
export function partiesOfKey(key: WAMessageKey, name?: string | null): KeyParties | undefined {
  const alternates = key as KeyWithAlternates
  const chatIdentity = identityOfJid(key.remoteJid)
  if (!chatIdentity) return undefined
  if (chatIdentity.kind === 'group') {
    const group = { id: chatIdentity.value }
    const participant = key.fromMe
      ? undefined
      : contactOfJids(
          [key.participant, alternates.participantAlt, alternates.participantPn, alternates.participantLid],
          name,
        )
    return { chat: { identities: [chatIdentity] }, group, participant }
  }
  const chat = contactOfJids(
    [key.remoteJid, alternates.remoteJidAlt, alternates.senderPn, alternates.senderLid],
    key.fromMe ? undefined : name,
  )
  return chat ? { chat } : undefined
}
