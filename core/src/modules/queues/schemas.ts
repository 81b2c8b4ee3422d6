import { idSchema } from '@atendo/plugin-api'
import { type Static, type TSchema, Type } from 'typebox'
import { chatbotOptionTypes } from './entities.ts'
import { weekdaysEn } from './work-schedules.ts'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const hhmm = '^([01][0-9]|2[0-3]):[0-5][0-9]$'

/** Rotation times in minutes (administration.md §9); 0 when rotation is off. */
const rotationMinutes = [0, 2, 5, 10, 15, 30, 45, 60] as const

/** Deepest chatbot menu accepted: a menu, and four levels of sub-menus under it. */
export const MAX_CHATBOT_DEPTH = 5
const MAX_OPTIONS_PER_LEVEL = 50

const WorkScheduleSchema = Type.Object({
  weekday: Type.String({ minLength: 1, maxLength: 30 }),
  weekdayEn: Type.Union(weekdaysEn.map((day) => Type.Literal(day))),
  startTimeA: Type.String({ pattern: hhmm }),
  endTimeA: Type.String({ pattern: hhmm }),
  startTimeB: Type.String({ pattern: `${hhmm}|^$` }),
  endTimeB: Type.String({ pattern: `${hhmm}|^$` }),
})

/** What a chatbot option carries, without its sub-options. */
const chatbotOptionFields = {
  id: Type.Optional(idSchema()),
  name: Type.String({ minLength: 4, maxLength: 100 }),
  greetingMessage: Type.Optional(nullable(Type.String({ maxLength: 5000 }))),
  queueType: Type.Optional(Type.Union(chatbotOptionTypes.map((type) => Type.Literal(type)))),
  closeTicket: Type.Optional(Type.Boolean()),
  optQueueId: Type.Optional(nullable(idSchema())),
  optUserId: Type.Optional(nullable(idSchema())),
  optIntegrationId: Type.Optional(nullable(idSchema())),
  optFileId: Type.Optional(nullable(idSchema())),
}

const withOptions = <Child extends TSchema>(child: Child) =>
  Type.Object({
    ...chatbotOptionFields,
    options: Type.Optional(Type.Array(child, { maxItems: MAX_OPTIONS_PER_LEVEL })),
  })

/** A chatbot option with its sub-options, nested up to MAX_CHATBOT_DEPTH levels. */
const ChatbotOptionInputSchema = withOptions(
  withOptions(withOptions(withOptions(Type.Object(chatbotOptionFields)))),
)

/** A chatbot option as submitted, at any depth. */
export interface ChatbotOptionInput {
  id?: number
  name: string
  greetingMessage?: string | null
  queueType?: (typeof chatbotOptionTypes)[number]
  closeTicket?: boolean
  optQueueId?: number | null
  optUserId?: number | null
  optIntegrationId?: number | null
  optFileId?: number | null
  options?: ChatbotOptionInput[]
}

const queueFields = {
  name: Type.String({ minLength: 2, maxLength: 50 }),
  color: Type.String({
    minLength: 3,
    maxLength: 9,
    pattern: '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$',
  }),
  orderQueue: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 100000 }))),
  greetingMessage: Type.Optional(nullable(Type.String({ maxLength: 5000 }))),
  outOfHoursMessage: Type.Optional(nullable(Type.String({ maxLength: 5000 }))),
  closeTicket: Type.Optional(Type.Boolean()),
  ativarRoteador: Type.Optional(Type.Boolean()),
  tempoRoteador: Type.Optional(Type.Union(rotationMinutes.map((minutes) => Type.Literal(minutes)))),
  integrationId: Type.Optional(nullable(idSchema())),
  fileListId: Type.Optional(nullable(idSchema())),
  schedules: Type.Optional(Type.Array(WorkScheduleSchema, { minItems: 7, maxItems: 7 })),
  /** The whole chatbot menu: options left out are deleted, options without `id` are created. */
  chatbots: Type.Optional(Type.Array(ChatbotOptionInputSchema, { maxItems: MAX_OPTIONS_PER_LEVEL })),
}

export const QueueCreateSchema = Type.Object(queueFields)
export const QueueUpdateSchema = Type.Object({
  ...queueFields,
  name: Type.Optional(queueFields.name),
  color: Type.Optional(queueFields.color),
})
export type QueueCreate = Static<typeof QueueCreateSchema>
export type QueueUpdate = Static<typeof QueueUpdateSchema>

const chatbotViewFields = {
  id: Type.Integer(),
  queueId: nullable(Type.Integer()),
  parentId: nullable(Type.Integer()),
  name: Type.String(),
  greetingMessage: nullable(Type.String()),
  queueType: Type.String(),
  closeTicket: Type.Boolean(),
  optQueueId: nullable(Type.Integer()),
  optUserId: nullable(Type.Integer()),
  optIntegrationId: nullable(Type.Integer()),
  optFileId: nullable(Type.Integer()),
  position: Type.Integer(),
}

const viewWithOptions = <Child extends TSchema>(child: Child) =>
  Type.Object({ ...chatbotViewFields, options: Type.Array(child) })

/** A chatbot option with its sub-options as answers carry it. */
export const ChatbotOptionSchema = viewWithOptions(
  viewWithOptions(viewWithOptions(viewWithOptions(viewWithOptions(Type.Object(chatbotViewFields))))),
)

/** A chatbot option view, at any depth. */
export interface ChatbotOptionView {
  id: number
  queueId: number | null
  parentId: number | null
  name: string
  greetingMessage: string | null
  queueType: string
  closeTicket: boolean
  optQueueId: number | null
  optUserId: number | null
  optIntegrationId: number | null
  optFileId: number | null
  position: number
  options: ChatbotOptionView[]
}

export const QueueSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  name: Type.String(),
  color: Type.String(),
  orderQueue: nullable(Type.Integer()),
  greetingMessage: nullable(Type.String()),
  outOfHoursMessage: nullable(Type.String()),
  closeTicket: Type.Boolean(),
  ativarRoteador: Type.Boolean(),
  tempoRoteador: Type.Integer(),
  integrationId: nullable(Type.Integer()),
  fileListId: nullable(Type.Integer()),
  schedules: Type.Array(WorkScheduleSchema),
  /** Present on one queue's answers (get, create, update); the list leaves it out. */
  chatbots: Type.Optional(Type.Array(ChatbotOptionSchema)),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})

export const IdParamsSchema = Type.Object({ id: idSchema() })

/** `POST /chatbot`: one option under a queue's menu (`queueId`) or under another option (`parentId`). */
export const ChatbotCreateSchema = Type.Object({
  ...chatbotOptionFields,
  queueId: Type.Optional(idSchema()),
  parentId: Type.Optional(idSchema()),
  options: Type.Optional(Type.Array(withOptions(withOptions(Type.Object(chatbotOptionFields))))),
})

/** `PUT /chatbot/{id}`: the option's fields; with `options`, its sub-menu is replaced as a whole. */
export const ChatbotUpdateSchema = Type.Object({
  ...chatbotOptionFields,
  name: Type.Optional(chatbotOptionFields.name),
  options: Type.Optional(Type.Array(withOptions(withOptions(Type.Object(chatbotOptionFields))))),
})
