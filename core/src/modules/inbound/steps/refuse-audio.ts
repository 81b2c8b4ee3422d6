import type { InboundMessage } from '@atendo/plugin-api'
import { leaveReply } from '../../chatbot/index.ts'
import { audioNotAcceptedReply, contactAcceptsAudio } from '../../contacts/index.ts'
import type { OpenedTicket } from '../../tickets/index.ts'
import type { InboundContext } from '../inbound-context.ts'
import type { Conversation } from './resolve-conversation.ts'

/**
 * Step 3b, once the message is stored (so a redelivered audio, stored already, is never answered
 * twice): a person's own live audio or voice note, when their contact does not accept audio
 * (`acceptAudioMessage`, docs/contacts.md), gets the answer asking them to write instead, left in
 * the automatic answers' outbox of their ticket to go out once the event is committed. The audio
 * itself is stored and shown as any message, and goes on to the chatbot and the plugins' steps.
 * True when the answer was left.
 */
export async function refuseAudio(
  context: InboundContext,
  message: InboundMessage,
  ticket: OpenedTicket,
  conversation: Conversation,
): Promise<boolean> {
  if (message.mediaType !== 'audio') return false
  if (message.fromMe || message.imported || conversation.isGroup) return false
  const { tx, companyId } = context
  if (await contactAcceptsAudio(tx, companyId, conversation.contact.id)) return false
  await leaveReply(tx, companyId, ticket.id, audioNotAcceptedReply)
  return true
}
