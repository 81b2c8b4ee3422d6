import { type Static, Type } from 'typebox'

const id = Type.Integer({ minimum: 1, maximum: 2147483647 })
const number = Type.String({
  minLength: 8,
  maxLength: 30,
  description:
    'the phone number with country and area code, e.g. 5511988887777 (spaces, +, - and () are accepted)',
})

/** The JSON form (administration.md §7 "External API"). */
export const SendJsonSchema = Type.Object({
  number,
  body: Type.String({ minLength: 1, maxLength: 10_000, pattern: '\\S', description: 'the text to send' }),
  userId: Type.Optional(
    Type.Union([id, Type.Null()], { description: 'the attendant the ticket is given to' }),
  ),
  queueId: Type.Optional(Type.Union([id, Type.Null()], { description: 'the queue the ticket is put in' })),
  sendSignature: Type.Optional(
    Type.Boolean({ description: "sign with the attendant's name (when the company signs messages)" }),
  ),
  closeTicket: Type.Optional(Type.Boolean({ description: 'close the ticket once sent' })),
})

/**
 * The multipart form, for the API reference. The form is read as a stream and checked as it
 * arrives (send-request.ts), so the route does not validate it against a schema (a multipart
 * request has no parsed body to validate).
 */
export const SendFormSchema = Type.Unknown({
  description:
    'multipart/form-data: `number` (required, as in the JSON form), `body` (the caption of the first file), ' +
    "`userId` and `queueId` (ids), `sendSignature` and `closeTicket` ('true'/'false'), and `medias` " +
    '(one or more files, each sent as one message)',
})

export const SentMessageSchema = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  mediaType: Type.Union([Type.String(), Type.Null()]),
  /** 0 pending, 1 sent, 2 delivered, 3 and 4 read. */
  ack: Type.Integer(),
  /** The channel's id of the message. */
  externalId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
})

/** What a send answers: what was sent, and where it went. */
export const SendAnswerSchema = Type.Object({
  message: Type.String(),
  connectionId: Type.Integer(),
  contactId: Type.Integer(),
  /** True when the number was new to the company and a contact was created for it. */
  contactCreated: Type.Boolean(),
  ticketId: Type.Integer(),
  ticketStatus: Type.String(),
  messages: Type.Array(SentMessageSchema),
})

export type SendAnswer = Static<typeof SendAnswerSchema>
