import { AppError, type ConnectionsApi, type Em, type TagsApi } from '@atendo/plugin-api'
import type { Static } from 'typebox'
import { campaignErrors } from '../errors.ts'
import type { CampaignBody } from './campaign-schemas.ts'
import { statusAfterSave } from './campaign-status.ts'

export interface SaveServices {
  connections: ConnectionsApi
  tags: TagsApi
}

const invalid = (field: string, message: string) =>
  new AppError('ERR_VALIDATION', { fields: [{ field, message }] })

/** The columns a save writes, checked against the company's data (administration.md §5). */
export async function campaignColumns(
  em: Em,
  services: SaveServices,
  companyId: number,
  body: Static<typeof CampaignBody>,
) {
  if (!(await services.connections.find(companyId, body.whatsappId)))
    throw invalid('whatsappId', 'is not a connection of this company')
  const contactListId = body.contactListId ?? null
  const tagListId = body.tagListId ?? null
  if (contactListId) {
    const found = await em.execute('select id from campaigns_contact_lists where company_id = ? and id = ?', [
      companyId,
      contactListId,
    ])
    if (found.length === 0) throw invalid('contactListId', 'is not a contact list of this company')
  }
  if (tagListId && !(await services.tags.find(companyId, tagListId)))
    throw invalid('tagListId', 'is not a tag of this company')
  const userId = body.userId ?? null
  const queueId = body.queueId ?? null
  if (userId && !queueId) throw invalid('queueId', 'is required when a user is chosen')
  const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : null
  const messages = [body.message1, body.message2, body.message3, body.message4, body.message5].map(
    (m) => m ?? '',
  )
  if (scheduledAt && !contactListId && !tagListId)
    throw new AppError(campaignErrors.ERR_CAMPAIGNS_NO_RECIPIENTS)
  if (scheduledAt && messages.every((m) => m.trim() === ''))
    throw invalid('message1', 'a scheduled campaign needs at least one message')
  return {
    name: body.name.trim(),
    messages,
    confirmationMessages: [
      body.confirmationMessage1,
      body.confirmationMessage2,
      body.confirmationMessage3,
      body.confirmationMessage4,
      body.confirmationMessage5,
    ].map((m) => m ?? ''),
    confirmation: body.confirmation ?? false,
    scheduledAt,
    status: statusAfterSave(scheduledAt),
    contactListId,
    tagListId,
    whatsappId: body.whatsappId,
    statusTicket: body.statusTicket ?? 'closed',
    openTicket: body.openTicket ?? 'disabled',
    userId,
    queueId,
  }
}

export type CampaignColumns = Awaited<ReturnType<typeof campaignColumns>>

/** The SQL values of the columns, in the order of `columnNames`. */
export const columnNames = [
  'name',
  'message1',
  'message2',
  'message3',
  'message4',
  'message5',
  'confirmation_message1',
  'confirmation_message2',
  'confirmation_message3',
  'confirmation_message4',
  'confirmation_message5',
  'confirmation',
  'scheduled_at',
  'status',
  'contact_list_id',
  'tag_list_id',
  'whatsapp_id',
  'status_ticket',
  'open_ticket',
  'user_id',
  'queue_id',
]

export function columnValues(columns: CampaignColumns): unknown[] {
  return [
    columns.name,
    ...columns.messages,
    ...columns.confirmationMessages,
    columns.confirmation,
    columns.scheduledAt,
    columns.status,
    columns.contactListId,
    columns.tagListId,
    columns.whatsappId,
    columns.statusTicket,
    columns.openTicket,
    columns.userId,
    columns.queueId,
  ]
}
