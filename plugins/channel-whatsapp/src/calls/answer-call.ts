import type { InboundContact } from '@atendo/plugin-api'
import type { WACallEvent, WAMessage } from 'baileys'
import { type MappedInbound, mapCall, mapMessage } from '../inbound/map-message.ts'
import type { SessionLog } from '../session-log.ts'
import type { WhatsAppSocketPort } from '../socket/socket-port.ts'
import type { CallPolicy } from './call-policy.ts'

/** What answering a call needs from the session's inbound side. */
export interface CallAnswering {
  socket: WhatsAppSocketPort
  policy: CallPolicy
  /** Takes a mapped event (and its source message) to core, as any received message. */
  ingest(mapped: MappedInbound, source?: WAMessage): Promise<void>
  self: InboundContact | undefined
  log: SessionLog
}

/**
 * An incoming call offer, as the company and the connection want it answered:
 * - when the connection opens tickets on calls, a call_log message goes to the caller's ticket;
 * - when the company does not accept calls, the call is rejected at once (the phone stops ringing)
 *   and the company's message, if any, is sent to the caller and shows in their conversation.
 * Group calls are rejected but get no message (it would go to a person on behalf of a group);
 * calls that rang while the device was offline are over already and are left alone.
 */
export async function answerCall(call: WACallEvent, answering: CallAnswering): Promise<void> {
  if (call.status !== 'offer') return
  const { socket, policy, log } = answering
  const reject = !policy.accept && !call.offline
  if (reject) {
    await socket.rejectCall(call.id, call.from).catch((error: unknown) => {
      log.warn({ err: error, callId: call.id }, 'call not rejected')
    })
  }
  if (policy.ticketOnCall) {
    const logged = mapCall(call)
    if (logged) await answering.ingest(logged)
  }
  if (!reject || call.isGroup || policy.rejectionMessage === '') return
  const caller = call.callerPn ?? call.chatId ?? call.from
  let sent: WAMessage | undefined
  try {
    sent = await socket.sendMessage(caller, { text: policy.rejectionMessage })
  } catch (error) {
    log.warn({ err: error, callId: call.id }, 'message to a rejected caller not sent')
    return
  }
  // WhatsApp echoes our own sends back, but not always before a restart: hand it over now, and
  // core's unique index absorbs the echo.
  const mapped = sent && mapMessage(sent, { self: answering.self })
  if (mapped && sent) await answering.ingest(mapped, sent)
}
