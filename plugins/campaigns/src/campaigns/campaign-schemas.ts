import { Type } from 'typebox'

const id = Type.Integer({ minimum: 1, maximum: 2147483647 })
const optionalId = Type.Optional(Type.Union([id, Type.Null()]))
const message = Type.Optional(Type.String({ maxLength: 5000 }))
const nullableString = Type.Union([Type.String(), Type.Null()])
const nullableInteger = Type.Union([Type.Integer(), Type.Null()])

export const CampaignIdParams = Type.Object({ id })

/** administration.md §3 Campaign, §5: name 2 to 50, a connection; a queue when a user is chosen. */
export const CampaignBody = Type.Object({
  name: Type.String({ minLength: 2, maxLength: 50, pattern: '\\S' }),
  message1: message,
  message2: message,
  message3: message,
  message4: message,
  message5: message,
  confirmationMessage1: message,
  confirmationMessage2: message,
  confirmationMessage3: message,
  confirmationMessage4: message,
  confirmationMessage5: message,
  confirmation: Type.Optional(Type.Boolean()),
  scheduledAt: Type.Optional(
    Type.Union([Type.String({ format: 'date-time', maxLength: 40 }), Type.Literal(''), Type.Null()]),
  ),
  contactListId: optionalId,
  tagListId: optionalId,
  whatsappId: id,
  statusTicket: Type.Optional(
    Type.Union([Type.Literal('closed'), Type.Literal('pending'), Type.Literal('open')]),
  ),
  openTicket: Type.Optional(Type.Union([Type.Literal('enabled'), Type.Literal('disabled')])),
  userId: optionalId,
  queueId: optionalId,
})

export const CampaignSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  message1: Type.String(),
  message2: Type.String(),
  message3: Type.String(),
  message4: Type.String(),
  message5: Type.String(),
  confirmationMessage1: Type.String(),
  confirmationMessage2: Type.String(),
  confirmationMessage3: Type.String(),
  confirmationMessage4: Type.String(),
  confirmationMessage5: Type.String(),
  status: Type.Union([
    Type.Literal('INATIVA'),
    Type.Literal('PROGRAMADA'),
    Type.Literal('EM_ANDAMENTO'),
    Type.Literal('CANCELADA'),
    Type.Literal('FINALIZADA'),
  ]),
  confirmation: Type.Boolean(),
  scheduledAt: nullableString,
  completedAt: nullableString,
  contactListId: nullableInteger,
  contactList: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  whatsappId: nullableInteger,
  tagListId: nullableInteger,
  companyId: Type.Integer(),
  statusTicket: Type.String(),
  openTicket: Type.String(),
  userId: nullableInteger,
  queueId: nullableInteger,
  mediaPath: nullableString,
  mediaName: nullableString,
  mediaUrl: nullableString,
  /** Why a running campaign waits (its connection is down), or null. */
  pausedReason: nullableString,
  createdAt: nullableString,
  updatedAt: nullableString,
})
