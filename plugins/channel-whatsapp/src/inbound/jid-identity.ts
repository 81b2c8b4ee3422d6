import type { InboundContact } from '@atendo/plugin-api'
import { jidDecode } from '../jids.ts'

export type Identity = InboundContact['identities'][number]

/**
 * The contact identity a jid stands for: a phone number (digits only, device suffix dropped), a
 * hidden `@lid` id, or a group. Broadcast lists, status updates, newsletters and bots are not
 * conversations: undefined.
 */
export function identityOfJid(jid: string | null | undefined): Identity | undefined {
  const decoded = jidDecode(jid ?? undefined)
  if (!decoded?.user) return undefined
  switch (decoded.server) {
    case 's.whatsapp.net':
    case 'c.us':
    case 'hosted':
      return /^\d+$/.test(decoded.user) ? { kind: 'phone', value: decoded.user } : undefined
    case 'lid':
    case 'hosted.lid':
      return { kind: 'lid', value: `${decoded.user}@lid` }
    case 'g.us':
      return { kind: 'group', value: `${decoded.user}@g.us` }
    default:
      return undefined
  }
}

/** Whether a chat is one the inbox takes messages from (a person or a group). */
export function isConversationJid(jid: string | null | undefined): boolean {
  return identityOfJid(jid) !== undefined
}

/**
 * One person as the inbox sees them, from the jid WhatsApp addressed them by plus the alternates
 * Baileys knows (the phone number behind a `@lid`, or the `@lid` behind a number), so both resolve
 * to one contact. The phone identity comes first: it is the address the inbox sends to.
 */
export function contactOfJids(
  jids: (string | null | undefined)[],
  name?: string | null,
): InboundContact | undefined {
  const identities: Identity[] = []
  for (const jid of jids) {
    const identity = identityOfJid(jid)
    if (!identity || identity.kind === 'group') continue
    if (!identities.some((known) => known.kind === identity.kind && known.value === identity.value)) {
      identities.push(identity)
    }
  }
  if (identities.length === 0) return undefined
  identities.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'phone' ? -1 : 1))
  return name ? { identities, name } : { identities }
}
