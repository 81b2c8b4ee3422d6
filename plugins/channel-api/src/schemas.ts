import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'

export const ConnectionParamsSchema = Type.Object({ connectionId: idSchema() })

/** An inbound message an integrator posts. */
export const InboundMessageSchema = Type.Object({
  /** The integrator's id of the message: posting it again is recognised and ignored. */
  externalId: Type.String({ minLength: 1, maxLength: 200 }),
  /** Who wrote: a phone number, the integrator's own id for the person, or both. */
  from: Type.Object({
    number: Type.Optional(Type.String({ minLength: 8, maxLength: 30 })),
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 150 })),
    name: Type.Optional(Type.String({ maxLength: 250 })),
  }),
  body: Type.String({ maxLength: 65536 }),
  /** A link to the media; shown as is. */
  mediaUrl: Type.Optional(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 500 })),
  mediaType: Type.Optional(
    Type.Enum(['image', 'audio', 'video', 'application'], { description: 'kind of the media at mediaUrl' }),
  ),
  /** When it was written: ISO 8601, or epoch seconds or milliseconds. Default: now. */
  timestamp: Type.Optional(Type.String({ maxLength: 40 })),
  /** The externalId of the message this one replies to. */
  quotedExternalId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
})

/** A delivery report for a message Atendo sent: the `externalId` is the webhook's `deliveryId`. */
export const InboundAckSchema = Type.Object({
  externalId: Type.String({ minLength: 1, maxLength: 200 }),
  /** 1 sent, 2 delivered, 3 read, 4 played, 5 done; acks only move forward. */
  ack: Type.Union([
    Type.Literal(0),
    Type.Literal(1),
    Type.Literal(2),
    Type.Literal(3),
    Type.Literal(4),
    Type.Literal(5),
  ]),
})

export const ReceivedAnswerSchema = Type.Object({
  /** True when this externalId had been received before (nothing was done the second time). */
  duplicate: Type.Boolean(),
})
