import type { ChannelConnection, InboundContact, InboundEvent, InboundSink } from '@atendo/core/plugin-api'
import type { WAMessage } from 'baileys'
import { contractAck } from '../outbound/acks.ts'
import type { MessageKeys } from '../session/message-keys.ts'
import { accountNumber } from '../session/pairing.ts'
import type { SessionMarks } from '../session/session-marks.ts'
import type { SessionHooks } from '../session/whatsapp-session.ts'
import type { SessionLog } from '../session-log.ts'
import type { SessionOwner } from '../session-owner.ts'
import type { WhatsAppSocketPort } from '../socket/socket-port.ts'
import { groupSubjects } from './group-subjects.ts'
import { contactOfJids } from './jid-identity.ts'
import { type MappedInbound, mapCall, mapMessage } from './map-message.ts'
import { plainNumber } from './mapped-content.ts'
import { fetchMedia, type MediaFetchPolicy, type MediaSaver } from './media-fetcher.ts'

export interface InboundPumpOptions {
  connection: ChannelConnection
  sink: InboundSink
  storage: MediaSaver
  marks: SessionMarks
  messageKeys: MessageKeys
  log: SessionLog
  media?: MediaFetchPolicy
  /** Delays between attempts to hand an event to core (its database may be briefly away). */
  sinkRetryDelaysMs?: number[]
  /** History WhatsApp replays is taken from this long before the mark, for clock skew. */
  historySlackMs?: number
}

/** The message side of a session, plus a way to wait until everything received was handed over. */
export interface InboundPump extends SessionHooks {
  drained(): Promise<void>
}

const defaultSinkRetryDelaysMs = [500, 1_000, 2_000, 4_000, 8_000]

/**
 * Takes what a socket receives to core, in order: messages (new, sent from the phone, and missed
 * while offline), acks of our messages, calls (when the connection opens tickets on calls) and the
 * phone-number ↔ `@lid` pairs WhatsApp reveals. Media is stored before its message is handed over.
 *
 * Catching up after a reconnection: WhatsApp delivers what arrived while the socket was down as
 * `messages.upsert` (type 'append' or 'notify') once it reconnects, and longer gaps as a history
 * sync (`messaging-history.set`). Both go through here; history is taken only from the session's
 * mark (the newest message handed over) on, so a first pairing does not import old conversations,
 * and the sink's idempotence absorbs what arrives twice.
 */
export function createInboundPump(options: InboundPumpOptions): InboundPump {
  const { connection, sink, marks, log } = options
  const owner: SessionOwner = { companyId: connection.companyId, connectionId: connection.id }
  const logContext = { connectionId: connection.id, companyId: connection.companyId }
  const retryDelays = options.sinkRetryDelaysMs ?? defaultSinkRetryDelaysMs
  const historySlackMs = options.historySlackMs ?? 60_000
  const ticketOnCall = connection.options.ticketOnCall === true
  let self: InboundContact | undefined
  const groups = groupSubjects(log)
  let queue: Promise<void> = Promise.resolve()

  function enqueue(work: () => Promise<void>) {
    queue = queue
      .then(work)
      .catch((error: unknown) => log.error({ ...logContext, err: error }, 'inbound event lost'))
  }

  async function handOver(event: InboundEvent) {
    for (let attempt = 0; ; attempt++) {
      try {
        await sink.receive(connection, event)
        return
      } catch (error) {
        if (attempt >= retryDelays.length) throw error
        log.warn({ ...logContext, err: error, attempt }, 'inbound event not recorded, retrying')
        await new Promise((resolve) => setTimeout(resolve, retryDelays[attempt]))
      }
    }
  }

  async function ingest(socket: WhatsAppSocketPort, mapped: MappedInbound, source?: WAMessage) {
    const { event } = mapped
    if (event.kind === 'message' && event.message.group && !event.message.group.name) {
      const name = await groups.of(socket, event.message.group.id)
      if (name) event.message.group.name = name
    }
    if (event.kind === 'message' && mapped.media && source) {
      const key = await fetchMedia(socket, source, mapped.media, {
        companyId: connection.companyId,
        storage: options.storage,
        log,
        policy: options.media,
      })
      if (key) event.message.mediaUrl = key
      else event.message.data = { ...event.message.data, mediaError: 'unavailable' }
    }
    await handOver(event)
    if (event.kind !== 'message') return
    await marks.advance(owner, new Date(event.message.timestamp))
    if (source) await options.messageKeys.record(owner, source.key)
  }

  function ingestMessage(socket: WhatsAppSocketPort, message: WAMessage) {
    enqueue(async () => {
      const mapped = mapMessage(message, { self })
      if (mapped) await ingest(socket, mapped, message)
    })
  }

  return {
    attach(socket, listen) {
      listen('messages.upsert', ({ messages }) => {
        for (const message of messages) ingestMessage(socket, message)
      })
      listen('messaging-history.set', ({ messages }) => {
        enqueue(async () => {
          const mark = await marks.lastMessageAt(owner)
          // Never paired before: history is the spec's import feature, not a gap to fill.
          if (!mark) return
          const from = mark.getTime() - historySlackMs
          for (const message of messages) {
            const seconds = plainNumber(message.messageTimestamp) ?? 0
            if (seconds * 1000 >= from) ingestMessage(socket, message)
          }
        })
      })
      listen('messages.update', (updates) => {
        for (const { key, update } of updates) {
          const ack = contractAck(update.status)
          if (!key.id || !key.fromMe || ack === undefined) continue
          const externalId = key.id
          enqueue(() => handOver({ kind: 'ack', externalId, ack, timestamp: new Date().toISOString() }))
        }
      })
      listen('call', (calls) => {
        if (!ticketOnCall) return
        for (const call of calls) {
          const mapped = mapCall(call)
          if (mapped) enqueue(() => ingest(socket, mapped))
        }
      })
      listen('groups.update', (updates) => {
        for (const update of updates)
          if (update.id && update.subject) groups.renamed(update.id, update.subject)
      })
      listen('lid-mapping.update', ({ pn, lid }) => {
        const contact = contactOfJids([pn, lid])
        if (contact && contact.identities.length === 2)
          enqueue(() => handOver({ kind: 'contact-update', contact }))
      })
    },
    opened(socket) {
      const number = accountNumber(socket.user)
      self = number ? { identities: [{ kind: 'phone', value: number }] } : undefined
    },
    drained: async () => {
      let seen: Promise<void> | undefined
      while (seen !== queue) {
        seen = queue
        await queue
      }
    },
  }
}
