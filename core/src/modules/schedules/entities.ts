import { tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

/**
 * A message scheduled to a contact (inbox.md §3 Schedule), sent at `sendAt` by the
 * `core.send-schedule` job (send-schedule.ts). Status PENDENTE, ENVIANDO (a send in progress),
 * ENVIADA, ERRO (with `failureReason`).
 */
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
    /** Sends of the series done so far (a recurrence sends `enviarQuantasVezes` times). */
    sendsDone: p.integer().default(0),
    /** The first planned send of the series; the recurrence counts from it. */
    seriesStartAt: p.datetime().nullable(),
    failureReason: p.string().length(500).nullable(),
    /** The send in progress: its ticket, and the ticket's last message before it (crash recovery). */
    sendingTicketId: p.integer().nullable(),
    sendingAfterMessageId: p.integer().nullable(),
    /** The job run that claimed the send; only it may finish or recover it. */
    sendingRun: p.string().length(40).nullable(),
    ...timestampColumns,
  },
})
export type ISchedule = InferEntity<typeof Schedule>
