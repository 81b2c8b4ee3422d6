import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { Contact, type IContact } from './entities.ts'

/** A contact of the caller's company, or 404: another company's ids look exactly like missing ones. */
export async function findContact(em: Em, id: number): Promise<IContact> {
  const contact = await em.findOne(Contact, { id })
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND')
  return contact
}
