import { tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

/** A message scheduled to a contact (inbox.md §3 Schedule); sending it on time is the campaigns work. */
export const Schedule = defineEntity({
  name: 'Schedule',
  tableName: 'schedules',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    body: p.text(),
    contactId: p.integer().index(),
    ticketId: p.integer().nullable(),
    userId: p.integer().nullable(),
    connectionId: p.integer().nullable(),
    queueId: p.integer().nullable(),
    ticketUserId: p.integer().nullable(),
    sendAt: p.datetime().index(),
    sentAt: p.datetime().nullable(),
    status: p.string().length(20).default('PENDENTE'),
    openTicket: p.enum(['enabled', 'disabled'] as const).default('enabled'),
    statusTicket: p.enum(['closed', 'open'] as const).default('closed'),
    intervalo: p.integer().default(1),
    valorIntervalo: p.integer().default(0),
    enviarQuantasVezes: p.integer().default(1),
    tipoDias: p.integer().default(4),
    assinar: p.boolean().default(false),
    mediaPath: p.string().length(500).nullable(),
    mediaName: p.string().length(255).nullable(),
    ...timestampColumns,
  },
})
export type ISchedule = InferEntity<typeof Schedule>
