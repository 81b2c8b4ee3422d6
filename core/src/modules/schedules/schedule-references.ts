import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { Connection } from '../connections/index.ts'
import { Contact } from '../contacts/index.ts'
import { Queue } from '../queues/index.ts'
import { User } from '../users/index.ts'

interface References {
  contactId?: number
  ticketUserId?: number | null
  queueId?: number | null
  whatsappId?: number | null
}

/**
 * Checks that what a schedule points at belongs to the caller's company (the tenant-scoped `em`
 * does not find another company's rows, so their ids answer exactly like missing ones).
 */
export async function checkScheduleReferences(em: Em, references: References): Promise<void> {
  const { contactId, ticketUserId, queueId, whatsappId } = references
  if (contactId !== undefined && !(await em.findOne(Contact, { id: contactId }))) {
    throw new AppError('ERR_NO_CONTACT_FOUND', { fields: [{ field: 'contactId', message: 'not found' }] })
  }
  if (ticketUserId != null && !(await em.findOne(User, { id: ticketUserId }))) {
    throw new AppError('ERR_NO_USER_FOUND', { fields: [{ field: 'ticketUserId', message: 'not found' }] })
  }
  if (queueId != null && !(await em.findOne(Queue, { id: queueId }))) {
    throw new AppError('ERR_NOT_FOUND', {
      message: 'Queue not found',
      fields: [{ field: 'queueId', message: 'not found' }],
    })
  }
  if (whatsappId != null && !(await em.findOne(Connection, { id: whatsappId }))) {
    throw new AppError('ERR_NO_WAPP_FOUND', { fields: [{ field: 'whatsappId', message: 'not found' }] })
  }
}
