import { idSchema, ListQuerySchema } from '@atendo/plugin-api'
import { Type } from 'typebox'

export const ScheduleIdParams = Type.Object({ id: idSchema() })

const Named = Type.Object({ id: Type.Integer(), name: Type.String() })
const NullableId = Type.Union([Type.Integer(), Type.Null()])

/** A scheduled message (inbox.md §3 Schedule); `mediaPath` is a signed URL. */
export const ScheduleSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  body: Type.String(),
  contactId: Type.Integer(),
  /** Its number follows LGPD masking. */
  contact: Type.Union([
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      number: Type.Union([Type.String(), Type.Null()]),
      urlPicture: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  ticketId: NullableId,
  userId: NullableId,
  user: Type.Union([Named, Type.Null()]),
  sendAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
  status: Type.String({ description: 'PENDENTE, ENVIANDO, ENVIADA or ERRO' }),
  /** Why the last send failed (status ERRO), else null. */
  failureReason: Type.Union([Type.String(), Type.Null()]),
  /** Sends of the series done so far. */
  sendsDone: Type.Integer(),
  openTicket: Type.String(),
  ticketUserId: NullableId,
  ticketUser: Type.Union([Named, Type.Null()]),
  queueId: NullableId,
  queue: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() }),
    Type.Null(),
  ]),
  whatsappId: NullableId,
  whatsapp: Type.Union([Named, Type.Null()]),
  statusTicket: Type.String(),
  intervalo: Type.Integer(),
  valorIntervalo: Type.Integer(),
  enviarQuantasVezes: Type.Integer(),
  tipoDias: Type.Integer(),
  assinar: Type.Boolean(),
  mediaPath: Type.Union([Type.String(), Type.Null()]),
  mediaName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})

const SCHEDULE_BODY_TOO_SHORT = 'Mensagem muito curta'

const ScheduleBodyInput = Type.Refine(
  Type.String({ maxLength: 10_000, description: 'At least 5 characters' }),
  (body) => body.trim().length >= 5,
  () => SCHEDULE_BODY_TOO_SHORT,
)

const ReferenceId = Type.Union([idSchema(), Type.Null()])

/** Everything but body, contact and time, with the defaults of inbox.md §9 applied on create. */
const scheduleOptions = {
  openTicket: Type.Optional(Type.Union([Type.Literal('enabled'), Type.Literal('disabled')])),
  ticketUserId: Type.Optional(ReferenceId),
  queueId: Type.Optional(ReferenceId),
  whatsappId: Type.Optional(ReferenceId),
  statusTicket: Type.Optional(Type.Union([Type.Literal('closed'), Type.Literal('open')])),
  /** The repeat unit: 1 days, 2 weeks, 3 months, 4 minutes. */
  intervalo: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  /** How many units between sends; 0 sends once. */
  valorIntervalo: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  enviarQuantasVezes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000 })),
  /** On non-business days: 4 send normally, 5 a business day before, 6 a business day after. */
  tipoDias: Type.Optional(Type.Integer({ minimum: 4, maximum: 6 })),
  /** Sign the message with the sender's name. */
  assinar: Type.Optional(Type.Boolean()),
  /** Sent by the inbox; the caller's company is always used. */
  companyId: Type.Optional(Type.Unknown()),
  userId: Type.Optional(Type.Unknown()),
}

export const ScheduleBodySchema = Type.Object({
  body: ScheduleBodyInput,
  contactId: idSchema(),
  sendAt: Type.String({ format: 'date-time' }),
  ...scheduleOptions,
})

export const ScheduleUpdateSchema = Type.Object({
  body: Type.Optional(ScheduleBodyInput),
  contactId: Type.Optional(idSchema()),
  sendAt: Type.Optional(Type.String({ format: 'date-time' })),
  ...scheduleOptions,
})

export const ScheduleListQuerySchema = Type.Object({
  ...ListQuerySchema.properties,
  contactId: Type.Optional(idSchema()),
})

export const MessageAnswerSchema = Type.Object({ message: Type.String() })
