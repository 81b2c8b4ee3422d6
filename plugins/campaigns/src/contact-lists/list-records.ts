import { AppError, type Em } from '@atendo/plugin-api'

export interface ContactListRow {
  id: number
  name: string
  contacts_count: number | string
  created_at: Date
  updated_at: Date
}

export const listColumns = `l.id, l.name, l.created_at, l.updated_at,
  (select count(*) from campaigns_contact_list_items i where i.contact_list_id = l.id and i.company_id = l.company_id) as contacts_count`

export function contactListView(row: ContactListRow) {
  return {
    id: row.id,
    name: row.name,
    contactsCount: Number(row.contacts_count),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

/** One list of the company, or ERR_NOT_FOUND (another company's id too). */
export async function findContactList(em: Em, companyId: number, id: number) {
  const [row] = await em.execute<ContactListRow[]>(
    `select ${listColumns} from campaigns_contact_lists l where l.company_id = ? and l.id = ?`,
    [companyId, id],
  )
  if (!row) throw new AppError('ERR_NOT_FOUND', { message: 'Contact list not found' })
  return contactListView(row)
}

export interface ItemRow {
  id: number
  name: string
  number: string
  email: string
  is_whatsapp_valid: boolean | null
  company_id: number
  contact_list_id: number
}

export const itemColumns = 'id, name, number, email, is_whatsapp_valid, company_id, contact_list_id'

export function itemView(row: ItemRow) {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    email: row.email,
    isWhatsappValid: row.is_whatsapp_valid,
    companyId: row.company_id,
    contactListId: row.contact_list_id,
  }
}

/** The number as stored: its digits (so "+55 (11) 9..." and "5511 9..." are one recipient). */
export function numberDigits(number: string): string {
  return number.replace(/\D/g, '')
}
