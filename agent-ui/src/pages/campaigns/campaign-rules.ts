import type { Campaign } from '@atendo/sdk'
import type { CampaignKey } from '../../i18n/campaign-texts.ts'

export type CampaignStatus = Campaign['status']

/** The label key of each status (administration.md §4: Inativa, Programada, Em Andamento, ...). */
export function statusKey(status: CampaignStatus): CampaignKey {
  return `campaigns.status.${status}`
}

/** How long before its time a scheduled campaign stops being editable (administration.md §4). */
export const editableLeadMs = 60 * 60 * 1000

/**
 * administration.md §4: editable only when INATIVA, or PROGRAMADA with its time more than 1 hour
 * away; otherwise read-only, except that a CANCELADA campaign may still be saved. The server
 * applies the same rule on its own clock; the dialog uses it to open read-only.
 */
export function isCampaignEditable(
  campaign: Pick<Campaign, 'status' | 'scheduledAt'> | undefined,
  now: Date,
): boolean {
  if (!campaign) return true
  if (campaign.status === 'INATIVA' || campaign.status === 'CANCELADA') return true
  if (campaign.status !== 'PROGRAMADA' || !campaign.scheduledAt) return false
  return new Date(campaign.scheduledAt).getTime() - now.getTime() > editableLeadMs
}

/** A running or scheduled campaign can be stopped; a cancelled one restarted (administration.md §4). */
export const mayCancel = (status: CampaignStatus) => status === 'EM_ANDAMENTO' || status === 'PROGRAMADA'
export const mayRestart = (status: CampaignStatus) => status === 'CANCELADA'

const pad = (value: number) => String(value).padStart(2, '0')

/** An instant as a `datetime-local` input shows it, in the browser's time. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A `datetime-local` value as the instant the API stores (empty: no time). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** The five message slots (administration.md §9: each with its confirmation message). */
export const slots = [1, 2, 3, 4, 5] as const
export type Slot = (typeof slots)[number]
