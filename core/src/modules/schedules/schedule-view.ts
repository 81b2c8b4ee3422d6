import type { Static } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import { Connection } from '../connections/index.ts'
import { Contact, pictureUrl, visibleNumber } from '../contacts/index.ts'
import { Queue } from '../queues/index.ts'
import { User } from '../users/index.ts'
import type { ISchedule } from './entities.ts'
import type { ScheduleSchema } from './schemas.ts'

export type ScheduleView = Static<typeof ScheduleSchema>

const idsOf = (values: (number | null | undefined)[]) => [
  ...new Set(values.filter((value): value is number => value != null)),
]

/**
 * Views of schedules with their contact, users, queue and connection, one query per table. `em`
 * must be scoped to their company. Returns a function so one load serves masked and whole numbers.
 */
export async function loadScheduleViews(
  em: Em,
  storage: MediaStorage,
  schedules: ISchedule[],
): Promise<(masked: boolean) => ScheduleView[]> {
  if (schedules.length === 0) return () => []
  const [contacts, users, queues, connections] = await Promise.all([
    em.find(Contact, { id: { $in: idsOf(schedules.map((schedule) => schedule.contactId)) } }),
    em.find(User, {
      id: { $in: idsOf(schedules.flatMap((schedule) => [schedule.userId, schedule.ticketUserId])) },
    }),
    em.find(Queue, { id: { $in: idsOf(schedules.map((schedule) => schedule.queueId)) } }),
    em.find(Connection, { id: { $in: idsOf(schedules.map((schedule) => schedule.connectionId)) } }),
  ])
  const contactById = new Map(contacts.map((contact) => [contact.id, contact]))
  const userById = new Map(users.map((user) => [user.id, { id: user.id, name: user.name }]))
  const queueById = new Map(
    queues.map((queue) => [queue.id, { id: queue.id, name: queue.name, color: queue.color }]),
  )
  const connectionById = new Map(
    connections.map((connection) => [connection.id, { id: connection.id, name: connection.name }]),
  )

  return (masked) =>
    schedules.map((schedule) => {
      const contact = contactById.get(schedule.contactId)
      return {
        id: schedule.id,
        companyId: schedule.companyId,
        body: schedule.body,
        contactId: schedule.contactId,
        contact: contact
          ? {
              id: contact.id,
              name: contact.name,
              number: visibleNumber(contact, masked),
              urlPicture: pictureUrl(storage, contact.urlPicture),
            }
          : null,
        ticketId: schedule.ticketId ?? null,
        userId: schedule.userId ?? null,
        user: (schedule.userId && userById.get(schedule.userId)) || null,
        sendAt: schedule.sendAt.toISOString(),
        sentAt: schedule.sentAt?.toISOString() ?? null,
        status: schedule.status,
        failureReason: schedule.failureReason ?? null,
        sendsDone: schedule.sendsDone,
        openTicket: schedule.openTicket,
        ticketUserId: schedule.ticketUserId ?? null,
        ticketUser: (schedule.ticketUserId && userById.get(schedule.ticketUserId)) || null,
        queueId: schedule.queueId ?? null,
        queue: (schedule.queueId && queueById.get(schedule.queueId)) || null,
        whatsappId: schedule.connectionId ?? null,
        whatsapp: (schedule.connectionId && connectionById.get(schedule.connectionId)) || null,
        statusTicket: schedule.statusTicket,
        intervalo: schedule.intervalo,
        valorIntervalo: schedule.valorIntervalo,
        enviarQuantasVezes: schedule.enviarQuantasVezes,
        tipoDias: schedule.tipoDias,
        assinar: schedule.assinar,
        mediaPath: schedule.mediaPath ? storage.url(schedule.mediaPath) : null,
        mediaName: schedule.mediaName ?? null,
        createdAt: schedule.createdAt.toISOString(),
        updatedAt: schedule.updatedAt.toISOString(),
      }
    })
}
