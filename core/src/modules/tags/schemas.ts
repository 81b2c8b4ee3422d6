import { idSchema, ListQuerySchema } from '@atendo/plugin-api'
import { Type } from 'typebox'

export const TagIdParams = Type.Object({ id: idSchema() })

/** A tag or kanban lane (administration.md §3 Tag/lane) with how many tickets and contacts carry it. */
export const TagSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  kanban: Type.Integer(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  /** Hours a ticket stays in the lane before moving to `nextLaneId`. */
  timeLane: Type.Integer(),
  nextLaneId: Type.Union([Type.Integer(), Type.Null()]),
  rollbackLaneId: Type.Union([Type.Integer(), Type.Null()]),
  greetingMessageLane: Type.Union([Type.String(), Type.Null()]),
  ticketsCount: Type.Integer(),
  contactsCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})

/** One tag with the contacts carrying it (the tag's contacts dialog); numbers follow LGPD masking. */
export const TagDetailSchema = Type.Object({
  ...TagSchema.properties,
  contacts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      number: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
})

const TagNameInput = Type.Refine(
  Type.String({ maxLength: 100, description: 'At least 3 characters' }),
  (name) => name.trim().length >= 3,
  (name) => (name.trim() === '' ? 'Obrigatório' : 'Mensagem muito curta'),
)

const LaneId = Type.Union([idSchema(), Type.Null()])

const tagFields = {
  color: Type.Optional(Type.String({ pattern: '^#[0-9A-Fa-f]{3}([0-9A-Fa-f]{3})?([0-9A-Fa-f]{2})?$' })),
  kanban: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  timeLane: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  nextLaneId: Type.Optional(LaneId),
  rollbackLaneId: Type.Optional(LaneId),
  greetingMessageLane: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
  userId: Type.Optional(Type.Union([idSchema(), Type.Null()])),
  /** Sent by the inbox; the caller's company is always used. */
  companyId: Type.Optional(Type.Unknown()),
}

export const TagBodySchema = Type.Object({ name: TagNameInput, ...tagFields })
export const TagUpdateSchema = Type.Object({ name: Type.Optional(TagNameInput), ...tagFields })

const KanbanFlag = Type.Union([Type.Literal(0), Type.Literal(1)])

export const TagListQuerySchema = Type.Object({
  ...ListQuerySchema.properties,
  kanban: Type.Optional(KanbanFlag),
  tagId: Type.Optional(idSchema()),
})

export const TagPickQuerySchema = Type.Object({
  kanban: Type.Optional(KanbanFlag),
  companyId: Type.Optional(Type.Unknown()),
})

/** A tag given to `/tags/sync`: an existing one by id, or one by name (created when missing). */
const TagReference = Type.Union([
  Type.Object({ id: idSchema() }, { additionalProperties: true }),
  Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: true }),
])

export const SyncBodySchema = Type.Object({
  contactId: idSchema(),
  tags: Type.Array(TagReference, { maxItems: 200 }),
})

export const TagChipSchema = Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() })

export const MessageAnswerSchema = Type.Object({ message: Type.String() })
