import { tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

/** One weekday's working hours (administration.md §3 schedule row). */
export interface WorkSchedule {
  weekday: string
  weekdayEn: string
  startTimeA: string
  endTimeA: string
  startTimeB: string
  endTimeB: string
}

/** A queue (department) with its chatbot menu and out-of-hours schedule. */
export const Queue = defineEntity({
  name: 'Queue',
  tableName: 'queues',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    name: p.string().length(50),
    color: p.string().length(9),
    orderQueue: p.integer().nullable(),
    greetingMessage: p.text().nullable(),
    outOfHoursMessage: p.text().nullable(),
    closeTicket: p.boolean().default(false),
    ativarRoteador: p.boolean().default(false),
    tempoRoteador: p.integer().default(0),
    integrationId: p.integer().nullable(),
    fileListId: p.integer().nullable(),
    schedules: p.json<WorkSchedule[]>().default('[]'),
    ...timestampColumns,
  },
})
export type IQueue = InferEntity<typeof Queue>

export const chatbotOptionTypes = ['text', 'attendent', 'queue', 'integration', 'file'] as const

/** One option of a queue's chatbot menu; options nest through `parentId`. */
export const ChatbotOption = defineEntity({
  name: 'ChatbotOption',
  tableName: 'chatbot_options',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    queueId: p.integer().nullable().index(),
    parentId: p.integer().nullable().index(),
    name: p.string().length(100),
    greetingMessage: p.text().nullable(),
    queueType: p.enum(chatbotOptionTypes).default('text'),
    closeTicket: p.boolean().default(false),
    optQueueId: p.integer().nullable(),
    optUserId: p.integer().nullable(),
    optIntegrationId: p.integer().nullable(),
    optFileId: p.integer().nullable(),
    position: p.integer().default(0),
    ...timestampColumns,
  },
})
export type IChatbotOption = InferEntity<typeof ChatbotOption>

/** Which queues a user attends. */
export const UserQueue = defineEntity({
  name: 'UserQueue',
  tableName: 'user_queues',
  properties: {
    userId: p.integer().primary(),
    queueId: p.integer().primary(),
    ...tenantColumns,
  },
})

/** Which queues a connection offers. */
export const ConnectionQueue = defineEntity({
  name: 'ConnectionQueue',
  tableName: 'connection_queues',
  properties: {
    connectionId: p.integer().primary(),
    queueId: p.integer().primary(),
    ...tenantColumns,
  },
})
