import type { Em, RealtimeApi, StorageApi } from '@atendo/plugin-api'
import { campaignView, findCampaign } from '../campaigns/campaign-records.ts'

/** A campaign's delivery figures (the report's live progress). */
export interface CampaignProgress {
  total: number
  waiting: number
  delivered: number
  confirmationRequested: number
  confirmed: number
  declined: number
  failed: number
}

export async function campaignProgress(
  em: Em,
  companyId: number,
  campaignId: number,
): Promise<CampaignProgress> {
  const [row] = await em.execute<Record<string, string>[]>(
    `select count(*) as total,
            count(*) filter (where status in ('waiting', 'sending')) as waiting,
            count(delivered_at) as delivered,
            count(confirmation_requested_at) as confirmation_requested,
            count(confirmed_at) as confirmed,
            count(*) filter (where status = 'declined') as declined,
            count(*) filter (where status = 'failed') as failed
       from campaigns_shippings where company_id = ? and campaign_id = ?`,
    [companyId, campaignId],
  )
  return {
    total: Number(row?.total ?? 0),
    waiting: Number(row?.waiting ?? 0),
    delivered: Number(row?.delivered ?? 0),
    confirmationRequested: Number(row?.confirmation_requested ?? 0),
    confirmed: Number(row?.confirmed ?? 0),
    declined: Number(row?.declined ?? 0),
    failed: Number(row?.failed ?? 0),
  }
}

/** `company-{id}-campaign` (administration.md §7): `{ action, record }`, the record with its progress. */
export async function emitCampaign(
  realtime: RealtimeApi,
  storage: StorageApi,
  em: Em,
  companyId: number,
  campaignId: number,
): Promise<void> {
  try {
    const row = await findCampaign(em, companyId, campaignId)
    const progress = await campaignProgress(em, companyId, campaignId)
    realtime.toCompany(companyId).emit(`company-${companyId}-campaign`, {
      action: 'update',
      record: { ...campaignView(row, storage), progress },
    })
  } catch {
    // Deleted meanwhile: its delete event was sent.
  }
}
