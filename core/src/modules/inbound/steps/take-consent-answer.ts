import type { InboundMessage } from '@atendo/plugin-api'
import { companyEm } from '../../../kernel/db/orm.ts'
import type { Kernel } from '../../../kernel/kernel.ts'
import { Contact, emitContactChange } from '../../contacts/index.ts'
import {
  answerConsent,
  consentTicketOf,
  deliverConsentReplies,
  type ObfuscatedMessages,
} from '../../lgpd/index.ts'
import type { OpenedTicket } from '../../tickets/index.ts'
import { forgetEventPayloads } from '../forget-event-payloads.ts'
import type { InboundContext, InboundOutcome } from '../inbound-context.ts'
import { emitWrittenMessages } from '../live/emit-written.ts'
import { readWrittenRows } from '../live/written-rows.ts'
import { emitContactMerges } from './emit-contact-merges.ts'
import { emitChangedMessage } from './emit-message.ts'
import type { Conversation } from './resolve-conversation.ts'
import { storeMessage } from './store-message.ts'

/**
 * Step 1c, before any ticket is found or opened: a person whose ticket on this connection waits
 * for their LGPD consent (status `lgpd`, lgpd/ask-consent.ts) answers it. The ticket's row is
 * locked first, so two quick messages are taken one after the other. Their message is stored on
 * that ticket and read as the answer (1 accepts, 2 refuses, anything else gets the question
 * again), all in the event's transaction; once committed, the message and the ticket's change
 * are emitted and the dialog's answers (the chatbot's greeting after a consent) go out through the
 * automatic answers' outbox under the ticket's bot lock. Neither the chatbot's input queue nor
 * the plugins' steps see the answer: the consent dialog owns it. Undefined when the person has no
 * ticket waiting for consent: the pipeline goes on as for any message.
 */
export async function takeConsentAnswer(
  context: InboundContext,
  message: InboundMessage,
  conversation: Conversation,
): Promise<InboundOutcome | undefined> {
  if (message.fromMe || message.imported || conversation.isGroup) return undefined
  // Read with the contact: no ticket of theirs waits for consent on this connection.
  if (conversation.contact.openDialogs?.consent === false) return undefined
  const { tx, companyId, connection } = context
  const who = { companyId, contactId: conversation.contact.id, connectionId: connection.id }
  const waiting = await consentTicketOf(tx, who)
  if (!waiting) return undefined
  const ticket: OpenedTicket = { id: waiting.id, status: 'lgpd', queueId: waiting.queueId, isNew: false }
  const stored = await storeMessage(context, message, ticket, conversation)
  if (!stored) {
    return {
      note: 'message already stored',
      afterCommit: ({ kernel }) => emitContactMerges(kernel, conversation),
    }
  }
  const outcome = await answerConsent(tx, who, waiting, message.body)
  // What the hidden messages said leaves the raw deliveries too, in the same transaction.
  await forgetEventPayloads(tx, companyId, outcome.obfuscated.messageIds)
  const written = await readWrittenRows(tx, companyId, [stored.id])
  return {
    afterCommit: async (services) => {
      const { kernel, log } = services
      try {
        await emitContactMerges(kernel, conversation)
        emitWrittenMessages(kernel, written, { action: 'create' })
        if (outcome.reply === 'accept') await emitConsentGiven(kernel, companyId, who.contactId)
        await eraseObfuscated(kernel, companyId, outcome.obfuscated, stored.id)
      } catch (error) {
        log.error({ err: error, messageId: stored.id }, 'emitting a consent answer failed')
      }
      await deliverConsentReplies(services, companyId, ticket.id, outcome.before)
    },
  }
}

/** Contact screens hear the new `lgpdAcceptedAt`. */
async function emitConsentGiven(kernel: Kernel, companyId: number, contactId: number): Promise<void> {
  const em = companyEm(kernel.orm, companyId)
  const contact = await em.findOne(Contact, { id: contactId })
  if (contact) await emitContactChange(kernel.realtime, em, kernel.storage, 'update', contact)
}

/**
 * After a refusal with obfuscation: the hidden messages' files leave storage (only files of this
 * company's storage are ours to remove; a channel's own URL is not), and open conversations hear
 * the hidden messages (the answer itself was just emitted).
 */
async function eraseObfuscated(
  kernel: Kernel,
  companyId: number,
  obfuscated: ObfuscatedMessages,
  answerId: number,
): Promise<void> {
  for (const key of obfuscated.mediaKeys) {
    if (kernel.storage.companyOf(key) === companyId) await kernel.storage.remove(key)
  }
  for (const messageId of obfuscated.messageIds) {
    if (messageId !== answerId) await emitChangedMessage(kernel, companyId, messageId, 'update')
  }
}
