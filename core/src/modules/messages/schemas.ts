import { idSchema } from '@atendo/plugin-api'
import { type TSchema, Type } from 'typebox'
import { TicketViewSchema } from '../tickets/index.ts'

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** A message as the conversation shows it (message-view.ts). */
export const MessageSchema = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  fromMe: Type.Boolean(),
  mediaType: Nullable(Type.String()),
  mediaUrl: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  ack: Type.Integer({ minimum: 0, maximum: 5 }),
  isDeleted: Type.Boolean(),
  isEdited: Type.Boolean(),
  isForwarded: Type.Boolean(),
  isPrivate: Type.Boolean(),
  sendError: Nullable(Type.String()),
  participant: Nullable(Type.String()),
  dataJson: Nullable(Type.String()),
  queueId: Nullable(Type.Integer()),
  queue: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() })),
  ticketId: Type.Integer(),
  ticket: Type.Object({ id: Type.Integer(), uuid: Type.String(), queueId: Nullable(Type.Integer()) }),
  contactId: Nullable(Type.Integer()),
  contact: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      number: Nullable(Type.String()),
      urlPicture: Nullable(Type.String()),
    }),
  ),
  userId: Nullable(Type.Integer()),
  companyId: Type.Integer(),
  quotedMsg: Nullable(
    Type.Object({
      id: Type.Integer(),
      body: Type.String(),
      fromMe: Type.Boolean(),
      mediaType: Nullable(Type.String()),
      mediaUrl: Nullable(Type.String()),
      contact: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
    }),
  ),
})

/** A flag as browsers send it: JSON booleans, or 'true'/'false' from form-style clients. */
export const FlagSchema = Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')])

export const isSet = (flag: boolean | 'true' | 'false' | undefined | null): boolean =>
  flag === true || flag === 'true'

/** The messages sent by one request. */
export const SentMessagesSchema = Type.Object({ messages: Type.Array(MessageSchema) })

export const TicketUuidParamsSchema = Type.Object({
  ticketUuid: Type.String({
    minLength: 1,
    maxLength: 36,
    description: 'the ticket uuid (or its numeric id)',
  }),
})

export const TicketIdParamsSchema = Type.Object({ ticketId: idSchema() })

export const MessageIdParamsSchema = Type.Object({ id: idSchema() })

export const ListMessagesQuerySchema = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  selectedQueues: Type.Optional(
    Type.String({ maxLength: 2000, description: 'queue ids as a JSON array or a comma-separated list' }),
  ),
})

export const ListMessagesAnswerSchema = Type.Object({
  messages: Type.Array(MessageSchema),
  ticket: TicketViewSchema,
  count: Type.Integer(),
  hasMore: Type.Boolean(),
})

/** POST /messages/:ticketId as JSON (the multipart form carries the same fields plus `medias`). */
export const SendMessageBodySchema = Type.Object({
  body: Type.Optional(Type.String({ maxLength: 65536 })),
  /** The replied message: its id, or the message object the inbox holds. */
  quotedMsg: Type.Optional(Type.Union([idSchema(), Type.Object({ id: idSchema() }), Type.Null()])),
  isPrivate: Type.Optional(FlagSchema),
  /** Sign with the attendant's name (honoured when the company option sendSignMessage is enabled). */
  signMessage: Type.Optional(FlagSchema),
  vCard: Type.Optional(
    Type.Union([
      Type.Object({
        name: Type.String({ minLength: 1, maxLength: 250 }),
        number: Type.String({ minLength: 1, maxLength: 100 }),
      }),
      Type.Null(),
    ]),
  ),
  /** A stored file of this company (a quick message's media), sent as a copy. */
  mediaUrl: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  /** Sent by the inbox for compatibility; messages sent here are always read and fromMe. */
  read: Type.Optional(Type.Union([FlagSchema, Type.Integer()])),
  fromMe: Type.Optional(Type.Union([FlagSchema, Type.Integer()])),
})

/**
 * The multipart form of POST /messages/:ticketId, for the API reference only: the form is read as a
 * stream (never buffered into a body to validate) and its fields are checked by SendMediaFieldsSchema.
 */
export const SendMessageFormSchema = Type.Unknown({
  description:
    'multipart/form-data: `medias` (files: images, video, audio, application and text documents, each up to ' +
    'the downloadLimit setting), `body` (one caption per file, or one for the first file, or the text when ' +
    "there are no files), `isPrivate` and `signMessage` ('true'/'false'), `quotedMsg` (message id)",
})

/** The text fields of the multipart form of POST /messages/:ticketId. */
export const SendMediaFieldsSchema = Type.Object({
  body: Type.Array(Type.String({ maxLength: 65536 })),
  isPrivate: Type.Optional(FlagSchema),
  signMessage: Type.Optional(FlagSchema),
  quotedMsg: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })),
})

export const EditMessageBodySchema = Type.Object({ body: Type.String({ minLength: 1, maxLength: 65536 }) })

export const ForwardBodySchema = Type.Object({
  messageId: Type.Union([idSchema(), Type.Array(idSchema(), { minItems: 1, maxItems: 50 })]),
  contactId: idSchema(),
  signMessage: Type.Optional(FlagSchema),
})

export const MessageCountQuerySchema = Type.Object({
  fromMe: Type.Optional(FlagSchema),
  dateStart: Type.Optional(Type.String({ format: 'date' })),
  dateEnd: Type.Optional(Type.String({ format: 'date' })),
})

export const MessageCountAnswerSchema = Type.Object({ count: Type.Integer() })

/** A message the caller reacts to (POST /messages/{messageId}/reaction). */
export const ReactionParamsSchema = Type.Object({ messageId: idSchema() })

export const ReactionBodySchema = Type.Object({
  /** The emoji; empty takes the caller's reaction back. */
  emoji: Type.String({
    maxLength: 32,
    pattern: '^[^\\r\\n]*$',
    description: 'An emoji; empty removes the reaction',
  }),
})

export const ReactionAnswerSchema = Type.Object({
  /** The reaction as the conversation shows it; null when it was taken back. */
  reaction: Nullable(MessageSchema),
})

export const TypingStateSchema = Type.Union([
  Type.Literal('composing'),
  Type.Literal('recording'),
  Type.Literal('paused'),
])

export const TypingBodySchema = Type.Object({
  /** composing (typing), recording (recording audio) or paused (stopped); composing when left out. */
  state: Type.Optional(TypingStateSchema),
})

export const TypingAnswerSchema = Type.Object({ state: TypingStateSchema })
