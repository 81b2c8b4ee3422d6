import { tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

/** A tag, or a kanban lane when `kanban` is 1 (administration.md §3 Tag/lane). */
export const Tag = defineEntity({
  name: 'Tag',
  tableName: 'tags',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    name: p.string().length(100),
    color: p.string().length(9),
    kanban: p.integer().default(0),
    userId: p.integer().nullable(),
    timeLane: p.integer().default(0),
    nextLaneId: p.integer().nullable(),
    rollbackLaneId: p.integer().nullable(),
    greetingMessageLane: p.text().nullable(),
    ...timestampColumns,
  },
})
export type ITag = InferEntity<typeof Tag>

export const ContactTag = defineEntity({
  name: 'ContactTag',
  tableName: 'contact_tags',
  properties: {
    contactId: p.integer().primary(),
    tagId: p.integer().primary(),
    ...tenantColumns,
  },
})

export const TicketTag = defineEntity({
  name: 'TicketTag',
  tableName: 'ticket_tags',
  properties: {
    ticketId: p.integer().primary(),
    tagId: p.integer().primary(),
    ...tenantColumns,
  },
})
export type IContactTag = InferEntity<typeof ContactTag>
export type ITicketTag = InferEntity<typeof TicketTag>
