import { tenantColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

export const inboundEventStatuses = ['pending', 'processed', 'failed'] as const

/**
 * An inbound channel event, written durably before it is processed; the pipeline marks it
 * processed. Events still pending after a crash are processed again at start-up.
 */
export const InboundEvent = defineEntity({
  name: 'InboundEvent',
  tableName: 'inbound_events',
  properties: {
    id: p.bigint('number').primary(),
    ...tenantColumns,
    connectionId: p.integer(),
    kind: p.string().length(50),
    /** The channel's id of the event; the same delivery twice is recorded once. */
    externalId: p.string().length(200),
    payload: p.json<Record<string, unknown>>(),
    /** Who the event's order matters to (event-conversation.ts), written when it is recorded. */
    conversation: p.text().nullable(),
    status: p.enum(inboundEventStatuses).default('pending'),
    attempts: p.integer().default(0),
    error: p.text().nullable(),
    receivedAt: p.datetime().onCreate(() => new Date()),
    processedAt: p.datetime().nullable(),
  },
})
export type IInboundEvent = InferEntity<typeof InboundEvent>
