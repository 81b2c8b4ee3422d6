import { idListQuery, idSchema, ListQuerySchema, oneOrListQuery } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { ticketLogTypes, ticketStatuses } from './entities.ts'

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

const StatusSchema = Type.Enum(ticketStatuses)

/** A ticket as lists, the conversation header and live events show it (ticket-view.ts). */
export const TicketViewSchema = Type.Object({
  id: Type.Integer(),
  uuid: Type.String({ format: 'uuid' }),
  companyId: Type.Integer(),
  contactId: Type.Integer(),
  userId: nullable(Type.Integer()),
  queueId: nullable(Type.Integer()),
  whatsappId: nullable(Type.Integer()),
  status: Type.String({
    description:
      "pending, open, closed, group, or lgpd (waiting for the contact's LGPD consent, admins only)",
  }),
  channel: Type.String(),
  lastMessage: nullable(Type.String()),
  updatedAt: Type.String({ format: 'date-time' }),
  createdAt: Type.String({ format: 'date-time' }),
  unreadMessages: Type.Integer(),
  isBot: Type.Boolean(),
  isGroup: Type.Boolean(),
  isTransfered: Type.Boolean(),
  useIntegration: Type.Boolean(),
  amountUsedBotQueues: Type.Integer(),
  contact: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    number: nullable(Type.String()),
    email: nullable(Type.String()),
    urlPicture: nullable(Type.String()),
    isGroup: Type.Boolean(),
    active: Type.Boolean(),
    channel: Type.String(),
  }),
  queue: nullable(Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() })),
  user: nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      color: nullable(Type.String()),
      profileImage: nullable(Type.String()),
    }),
  ),
  whatsapp: nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      channel: Type.String(),
      groupAsTicket: Type.String(),
    }),
  ),
  tags: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() })),
  userRating: nullable(
    Type.Object({
      rate: Type.Integer({
        minimum: 1,
        maximum: 5,
        description:
          "The contact's rating as the list's emoji (1 furious ... 5 heart-eyes), from their 0-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5",
      }),
    }),
  ),
})

/** GET /tickets: the list filters of inbox.md §7, in the specification's style or react-admin's. */
export const TicketListQuerySchema = Type.Object({
  ...ListQuerySchema.properties,
  status: Type.Optional(StatusSchema),
  // lgpd is a status (tickets waiting for the contact's consent, seen by admins only); nps is a
  // notification filter, not a ticket status: it selects nothing here.
  statusFilter: oneOrListQuery('statusFilter', ticketStatuses, 'JSON list of statuses'),
  tags: idListQuery('tags', 'tag (a ticket must carry every one)'),
  users: idListQuery('users', 'owner'),
  queueIds: idListQuery('queueIds', 'queue'),
  whatsapps: idListQuery('whatsapps', 'connection'),
  date: Type.Optional(Type.String({ format: 'date', description: 'created on this day (yyyy-mm-dd)' })),
  updatedAt: Type.Optional(Type.String({ format: 'date', description: 'last updated on this day' })),
  showAll: Type.Optional(Type.Boolean()),
  withUnreadMessages: Type.Optional(Type.Boolean()),
  searchOnMessages: Type.Optional(Type.Boolean()),
  sortTickets: Type.Optional(Type.Enum(['ASC', 'DESC', 'asc', 'desc'])),
})

/** GET /ticket/kanban (administration.md §7): the board's tickets by queue and activity days. */
export const KanbanQuerySchema = Type.Object({
  queueIds: idListQuery('queueIds', 'queue'),
  startDate: Type.Optional(
    Type.String({ format: 'date', description: 'first day of activity (default today)' }),
  ),
  endDate: Type.Optional(
    Type.String({ format: 'date', description: 'last day of activity (default today)' }),
  ),
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
})

export const TicketIdSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) })
export const TicketUuidSchema = Type.Object({ uuid: Type.String({ format: 'uuid' }) })

const optionalId = Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 2147483647 })))

/** POST /tickets. `companyId` is accepted for the specification's client and ignored: it is the caller's. */
export const TicketCreateBodySchema = Type.Object({
  contactId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  status: Type.Optional(Type.Enum(['open', 'pending', 'group'])),
  userId: optionalId,
  queueId: optionalId,
  whatsappId: optionalId,
  companyId: Type.Optional(idSchema()),
})

/** PUT /tickets/:id: the transitions of inbox.md §4. */
export const TicketUpdateBodySchema = Type.Object({
  status: Type.Optional(StatusSchema),
  userId: optionalId,
  queueId: optionalId,
  sendFarewellMessage: Type.Optional(Type.Boolean()),
  amountUsedBotQueues: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  msgTransfer: Type.Optional(nullable(Type.String({ maxLength: 4096 }))),
  isTransfered: Type.Optional(Type.Boolean()),
  useIntegration: Type.Optional(Type.Boolean()),
})

export const CloseAllBodySchema = Type.Object({
  status: Type.Optional(Type.Enum(['open', 'pending', 'group', 'lgpd'])),
  selectedQueueIds: Type.Optional(Type.Array(idSchema(), { maxItems: 1000 })),
})

export const MessageAnswerSchema = Type.Object({ message: Type.String() })

export const CloseAllAnswerSchema = Type.Object({ message: Type.String(), closed: Type.Integer() })

const NamedSchema = nullable(Type.Object({ id: Type.Integer(), name: Type.String() }))

/** One entry of a ticket's timeline. */
export const TicketLogEntrySchema = Type.Object({
  id: Type.Integer(),
  ticketId: Type.Integer(),
  type: Type.Enum(ticketLogTypes),
  user: NamedSchema,
  queue: NamedSchema,
  createdAt: Type.String({ format: 'date-time' }),
})

export const TicketRefSchema = Type.Object({ ticketId: Type.Integer({ minimum: 1, maximum: 2147483647 }) })

export const TicketNoteSchema = Type.Object({
  id: Type.Integer(),
  note: Type.String(),
  ticketId: Type.Integer(),
  contactId: Type.Integer(),
  userId: nullable(Type.Integer()),
  user: NamedSchema,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

export const TicketNoteBodySchema = Type.Object({
  note: Type.String({ minLength: 2, maxLength: 10000 }),
  ticketId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  contactId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
})

export const TicketNoteListQuerySchema = Type.Object({
  ticketId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  contactId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
})

export const TicketTagParamsSchema = Type.Object({
  ticketId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  tagId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
})

export const TicketTagAnswerSchema = Type.Object({ ticketId: Type.Integer(), tagId: Type.Integer() })
