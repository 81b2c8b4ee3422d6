import type { ConnectionsApi, DbApi, MessagesApi, StorageApi } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { credentialOf, type MetaChannels } from '../meta-channels.ts'
import type { EntryJobData } from '../webhook/record-entries.ts'
import { type CloudChangeValue, mapCloudChange } from './cloud-events.ts'
import { fetchMedia } from './fetch-media.ts'
import type { MappedEvent } from './mapped-event.ts'
import { type MessagingEvent, mapMessagingEvent } from './messenger-events.ts'
import type { SenderProfiles } from './sender-profiles.ts'

export interface EntryServices {
  channels: MetaChannels
  db: DbApi
  connections: ConnectionsApi
  messages: MessagesApi
  storage: StorageApi
  profiles: SenderProfiles
  log: FastifyBaseLogger
}

/** The events of one recorded entry, by the object Meta named. */
function eventsOf(payload: { object: string; entry: Record<string, unknown> }): MappedEvent[] {
  const { object, entry } = payload
  if (object === 'page' || object === 'instagram') {
    const items = (entry.messaging ?? []) as MessagingEvent[]
    return items.flatMap((item) => mapMessagingEvent(item, object === 'page' ? 'psid' : 'igsid'))
  }
  const changes = (entry.changes ?? []) as { value: CloudChangeValue }[]
  return changes.flatMap((change) => mapCloudChange(change.value))
}

/**
 * Hands one recorded webhook entry's events to core's inbound pipeline (the durable job of
 * record-entries.ts). Attachments are downloaded first; a message already stored (Meta delivering
 * the same mid again) is skipped before any download. Running it again is harmless: core records
 * each event once. Senders' names and pictures are asked for afterwards, on a job of their own, so
 * a slow profile call never holds a message up.
 */
export async function processEntry(
  services: EntryServices,
  { entryId, companyId }: EntryJobData,
): Promise<void> {
  const { channels, connections, messages, log } = services
  const [row] = await services.db
    .forCompany(companyId)
    .execute<
      { connection_id: number; payload: { object: string; entry: Record<string, unknown> } | string }[]
    >('select connection_id, payload from channel_meta_webhook_entries where id = ? and company_id = ?', [
      entryId,
      companyId,
    ])
  if (!row) return
  const connection = await connections.find(companyId, row.connection_id)
  // A connection deleted or stopped since: its events are nobody's to process.
  if (!connection || connection.sessionStopped) return
  const { sink } = channels
  const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
  for (const mapped of eventsOf(payload)) {
    const { event } = mapped
    if (event.kind === 'message') {
      const [known] = await messages.findByExternalIds(companyId, connection.id, [event.message.externalId])
      if (known) continue
      if (mapped.media) {
        try {
          event.message.mediaUrl = await fetchMedia(
            { graph: channels.graph, storage: services.storage, maxBytes: channels.config.maxMediaBytes },
            { companyId, token: credentialOf(connection, 'accessToken') },
            mapped.media,
          )
        } catch (error) {
          // The message still reaches the attendant, saying its file could not be fetched.
          log.warn({ err: error, connectionId: connection.id }, 'downloading a Meta attachment failed')
          event.message.mediaType = undefined
          event.message.data = { ...event.message.data, mediaError: 'download-failed' }
          event.message.body = event.message.body || '[anexo indisponível]'
        }
      }
    }
    await sink.receive(connection, event)
    if (event.kind === 'message' && !event.message.fromMe && connection.channel !== 'whatsappapi') {
      await services.profiles
        .ask(connection, event.message.contact.identities[0]!, event.message.externalId)
        .catch((error: unknown) => {
          log.warn({ err: error, connectionId: connection.id }, 'asking for a Meta sender profile failed')
        })
    }
  }
}
