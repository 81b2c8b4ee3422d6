import { tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

/** ack: 0 pending, 1 sent, 2 delivered, 3 and 4 read/played, 5 done (inbox.md §3). */
export type Ack = 0 | 1 | 2 | 3 | 4 | 5

/** A message of a ticket (inbox.md §3 Message). */
export const Message = defineEntity({
  name: 'Message',
  tableName: 'messages',
  properties: {
    id: p.bigint('number').primary(),
    ...tenantColumns,
    ticketId: p.integer(),
    /** The contact the message is with: the ticket's contact, or in a group the member who wrote it. */
    contactId: p.integer().nullable().index(),
    connectionId: p.integer().nullable(),
    /** The channel's id for this message; unique per connection, so redeliveries are stored once. */
    externalId: p.string().length(200).nullable(),
    fromMe: p.boolean().default(false),
    body: p.text().default(''),
    mediaType: p.string().length(50).nullable(),
    mediaUrl: p.string().length(500).nullable(),
    ack: p.integer().default(0),
    isDeleted: p.boolean().default(false),
    isEdited: p.boolean().default(false),
    isForwarded: p.boolean().default(false),
    isPrivate: p.boolean().default(false),
    quotedMsgId: p.bigint('number').nullable(),
    dataJson: p.text().nullable(),
    /** Sender inside a group. */
    participant: p.string().length(200).nullable(),
    queueId: p.integer().nullable(),
    userId: p.integer().nullable(),
    /** Why the channel refused an outbound message; null while pending or once sent. */
    sendError: p.text().nullable(),
    ...timestampColumns,
  },
})
export type IMessage = InferEntity<typeof Message>

/**
 * What a transcription provider heard in a received audio (inbox.md §6 "Transcrever"), kept so the
 * same audio is sent to the provider once. `mediaUrl` is the stored file it was made from: a
 * message whose file was erased or replaced no longer matches, and is not answered from here.
 */
export const MessageTranscription = defineEntity({
  name: 'MessageTranscription',
  tableName: 'message_transcriptions',
  properties: {
    messageId: p.bigint('number').primary().autoincrement(false),
    ...tenantColumns,
    mediaUrl: p.string().length(500),
    /** The provider's id (`openai`). */
    provider: p.string().length(100),
    text: p.text(),
    ...timestampColumns,
  },
})
export type IMessageTranscription = InferEntity<typeof MessageTranscription>
