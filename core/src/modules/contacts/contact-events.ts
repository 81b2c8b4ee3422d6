import type { RealtimeApi } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import { type ContactView, loadContactViews } from './contact-view.ts'
import type { IContact } from './entities.ts'
import { companyHidesNumbers, emitWithNumberPrivacy } from './number-privacy.ts'

/** The live event of a company's contacts: `company-{id}-contact`. */
export const contactEvent = (companyId: number) => `company-${companyId}-contact`

/** Views are loaded this many contacts at a time when an import changes thousands. */
const batchSize = 200

/**
 * Tells the company's sockets contacts were created or changed; profile users get masked numbers
 * when the company hides them. Returns the whole-number views.
 */
export async function emitContactChanges(
  realtime: RealtimeApi,
  em: Em,
  storage: MediaStorage,
  action: 'create' | 'update',
  contacts: IContact[],
): Promise<ContactView[]> {
  const answered: ContactView[] = []
  const hidesNumbers = await companyHidesNumbers(em)
  for (let start = 0; start < contacts.length; start += batchSize) {
    const views = await loadContactViews(em, storage, contacts.slice(start, start + batchSize))
    emitContactViews(realtime, action, views, hidesNumbers)
    answered.push(...views(false))
  }
  return answered
}

/**
 * Tells the company's sockets contacts were created or changed, from views already built (the
 * inbound pipeline builds them from what its transaction wrote): nothing read.
 */
export function emitContactViews(
  realtime: RealtimeApi,
  action: 'create' | 'update',
  views: (masked: boolean) => ContactView[],
  hidesNumbers: boolean,
): void {
  const [whole, masked] = [views(false), views(hidesNumbers)]
  whole.forEach((view, index) => {
    emitWithNumberPrivacy(realtime, view.companyId, hidesNumbers, contactEvent(view.companyId), (hide) => ({
      action,
      contact: hide ? masked[index] : view,
    }))
  })
}

/** `emitContactChanges` for one contact. */
export async function emitContactChange(
  realtime: RealtimeApi,
  em: Em,
  storage: MediaStorage,
  action: 'create' | 'update',
  contact: IContact,
): Promise<ContactView> {
  const [view] = await emitContactChanges(realtime, em, storage, action, [contact])
  return view!
}

/** Tells the company's sockets a contact is gone. */
export function emitContactDelete(realtime: RealtimeApi, companyId: number, contactId: number): void {
  realtime.toCompany(companyId).emit(contactEvent(companyId), { action: 'delete', contactId })
}
