import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { ConnectionOptionsSchema } from './connection-options.ts'
import { channels, connectionStatuses } from './entities.ts'

const nullableText = (maxLength: number) => Type.Union([Type.String({ maxLength }), Type.Null()])

export const ChannelSchema = Type.Enum(channels)

/** A connection's queue as the connection dialog lists it. */
export const ConnectionQueueSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  greetingMessage: Type.Union([Type.String(), Type.Null()]),
})

/**
 * A connection as the API shows it ("whatsapp" in the specification): its columns and its
 * options side by side. `token`, `webhookSecret` and `qrcode` (whoever reads it can pair their
 * phone) are null for callers who may not manage connections.
 */
export const ConnectionSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  name: Type.String(),
  channel: ChannelSchema,
  provider: Type.String(),
  status: Type.Enum(connectionStatuses),
  isDefault: Type.Boolean(),
  number: Type.Union([Type.String(), Type.Null()]),
  token: Type.Union([Type.String(), Type.Null()]),
  qrcode: Type.Union([Type.String(), Type.Null()]),
  retries: Type.Integer(),
  sessionStopped: Type.Boolean(),
  greetingMessage: Type.Union([Type.String(), Type.Null()]),
  complationMessage: Type.Union([Type.String(), Type.Null()]),
  outOfHoursMessage: Type.Union([Type.String(), Type.Null()]),
  ratingMessage: Type.Union([Type.String(), Type.Null()]),
  groupAsTicket: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
  allowGroup: Type.Boolean(),
  webhookUrl: Type.Union([Type.String(), Type.Null()]),
  webhookSecret: Type.Union([Type.String(), Type.Null()]),
  queues: Type.Array(ConnectionQueueSchema),
  queueIds: Type.Array(Type.Integer()),
  /** The provider's credential fields that are not secret (a page id); tokens are never answered. */
  credentials: Type.Record(Type.String(), Type.String()),
  ...ConnectionOptionsSchema.properties,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

/** Fields a create or update may carry; every option of administration.md §3 is optional. */
const editableFields = {
  name: Type.String({ minLength: 2, maxLength: 50 }),
  provider: Type.String({ minLength: 1, maxLength: 50 }),
  isDefault: Type.Boolean(),
  status: Type.Enum(connectionStatuses),
  number: nullableText(50),
  /** Empty or absent: 30 random letters and digits are generated. */
  token: Type.Union([Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' }), Type.Null()]),
  greetingMessage: nullableText(5000),
  complationMessage: nullableText(5000),
  outOfHoursMessage: nullableText(5000),
  ratingMessage: nullableText(5000),
  groupAsTicket: Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]),
  allowGroup: Type.Boolean(),
  webhookUrl: Type.Union([
    Type.String({ format: 'uri', pattern: '^https?://', maxLength: 500 }),
    Type.Null(),
  ]),
  /** Empty or absent while a webhook URL is set: a random secret is generated. */
  webhookSecret: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
  queueIds: Type.Array(idSchema(), { maxItems: 200 }),
  /**
   * Account ids and tokens of providers that declare them (`ChannelProvider.credentials`: a page id
   * and its access token...). A blank value keeps the stored one.
   */
  credentials: Type.Record(
    Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]{0,49}$' }),
    Type.String({ maxLength: 4000 }),
    { maxProperties: 20 },
  ),
  ...Type.Partial(ConnectionOptionsSchema).properties,
}

export const ConnectionCreateSchema = Type.Object({
  ...Type.Partial(Type.Object(editableFields)).properties,
  name: editableFields.name,
  channel: Type.Optional(ChannelSchema),
})

export const ConnectionUpdateSchema = Type.Partial(Type.Object({ ...editableFields, channel: ChannelSchema }))

export const ConnectionIdSchema = Type.Object({ id: idSchema() })

/** `session=0` of the specification; accepted for compatibility (no session blob is ever stored here). */
export const SessionQuerySchema = Type.Object({ session: Type.Optional(Type.String({ maxLength: 10 })) })

export const ConnectionFilterQuerySchema = Type.Object({
  session: Type.Optional(Type.String({ maxLength: 10 })),
  channel: Type.Optional(ChannelSchema),
})

export const MessageAnswerSchema = Type.Object({ message: Type.String() })
