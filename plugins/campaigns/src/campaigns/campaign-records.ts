import { AppError, type Em, type StorageApi } from '@atendo/plugin-api'
import type { CampaignStatus } from './campaign-status.ts'

export const messageSlots = [1, 2, 3, 4, 5] as const

export interface CampaignRow {
  id: number
  company_id: number
  name: string
  message1: string
  message2: string
  message3: string
  message4: string
  message5: string
  confirmation_message1: string
  confirmation_message2: string
  confirmation_message3: string
  confirmation_message4: string
  confirmation_message5: string
  status: CampaignStatus
  confirmation: boolean
  scheduled_at: Date | null
  completed_at: Date | null
  contact_list_id: number | null
  contact_list_name: string | null
  whatsapp_id: number | null
  tag_list_id: number | null
  status_ticket: 'closed' | 'pending' | 'open'
  open_ticket: 'enabled' | 'disabled'
  user_id: number | null
  queue_id: number | null
  media_path: string | null
  media_name: string | null
  media_type: string | null
  expansion_cursor: number
  expanded: boolean
  sent_count: number
  /** The earliest instant the next message may go (send-slot.ts); null before the first. */
  next_send_at: Date | null
  paused_reason: string | null
  /** Which dispatch chain is the live one: a restart starts a new chain, and older runs stop. */
  dispatch_epoch: number
  created_at: Date
  updated_at: Date
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null)

export function campaignView(row: CampaignRow, storage: StorageApi) {
  return {
    id: row.id,
    name: row.name,
    message1: row.message1,
    message2: row.message2,
    message3: row.message3,
    message4: row.message4,
    message5: row.message5,
    confirmationMessage1: row.confirmation_message1,
    confirmationMessage2: row.confirmation_message2,
    confirmationMessage3: row.confirmation_message3,
    confirmationMessage4: row.confirmation_message4,
    confirmationMessage5: row.confirmation_message5,
    status: row.status,
    confirmation: row.confirmation,
    scheduledAt: iso(row.scheduled_at),
    completedAt: iso(row.completed_at),
    contactListId: row.contact_list_id,
    contactList: row.contact_list_id ? { id: row.contact_list_id, name: row.contact_list_name ?? '' } : null,
    whatsappId: row.whatsapp_id,
    tagListId: row.tag_list_id,
    companyId: row.company_id,
    statusTicket: row.status_ticket,
    openTicket: row.open_ticket,
    userId: row.user_id,
    queueId: row.queue_id,
    mediaPath: row.media_path,
    mediaName: row.media_name,
    mediaUrl: row.media_path ? storage.url(row.media_path) : null,
    pausedReason: row.paused_reason,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

export type CampaignView = ReturnType<typeof campaignView>

const campaignSelect = `select c.*, l.name as contact_list_name from campaigns c
  left join campaigns_contact_lists l on l.id = c.contact_list_id and l.company_id = c.company_id`

/** One campaign of the company (locked for the caller's transaction when asked), or ERR_NOT_FOUND. */
export async function findCampaign(
  em: Em,
  companyId: number,
  id: number,
  lock = false,
): Promise<CampaignRow> {
  // Locked by its own statement: the plugin's SQL guard reads `for update of <alias>` as a table.
  if (lock)
    await em.execute('select id from campaigns where company_id = ? and id = ? for update', [companyId, id])
  const [row] = await em.execute<CampaignRow[]>(`${campaignSelect} where c.company_id = ? and c.id = ?`, [
    companyId,
    id,
  ])
  if (!row) throw new AppError('ERR_NOT_FOUND', { message: 'Campaign not found' })
  return row
}

export async function listCampaigns(
  em: Em,
  companyId: number,
  options: { search?: string; limit: number; offset: number; order: string },
): Promise<{ rows: CampaignRow[]; total: number }> {
  const search = options.search?.trim()
  const where = `c.company_id = ?${search ? ' and c.name ilike ?' : ''}`
  const params: unknown[] = search ? [companyId, `%${search}%`] : [companyId]
  const rows = await em.execute<CampaignRow[]>(
    `${campaignSelect} where ${where} order by ${options.order}, c.id desc limit ? offset ?`,
    [...params, options.limit, options.offset],
  )
  const [{ total }] = await em.execute<{ total: string }[]>(
    `select count(*) as total from campaigns c where ${where}`,
    params,
  )
  return { rows, total: Number(total) }
}
