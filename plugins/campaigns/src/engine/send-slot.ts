import type { Em } from '@atendo/plugin-api'
import type { CampaignRow } from '../campaigns/campaign-records.ts'
import type { CampaignSettings } from '../settings/campaign-settings.ts'
import { nextSendableAt, pauseAfter } from './send-window.ts'

/** When no day of the week is allowed, the campaign looks again a day later. */
const dayMs = 24 * 60 * 60 * 1000

/**
 * A campaign's turn to send one message. Every message of a campaign, from the dispatch chain or to
 * a recipient who confirmed, takes a turn first, so the hours and the intervals hold for all of
 * them: a confirmed recipient's message waits for the window and for the pause after the message
 * before it, like any other.
 */
export interface SendSlot {
  /** The campaign's count of sent messages with this one (it picks the longer interval). */
  sent: number
  /** The instant the turn was taken. */
  takenAt: Date
  /** The instant the next message may go. */
  nextAt: Date
}

/** Locks the campaign row for the turn's decision; undefined when the campaign is gone. */
export async function lockCampaign(tx: Em, companyId: number, campaignId: number) {
  const [campaign] = await tx.execute<CampaignRow[]>(
    'select * from campaigns where company_id = ? and id = ? for update',
    [companyId, campaignId],
  )
  return campaign
}

/**
 * How long a campaign must wait before its next message: 0 when it may send now, else until the
 * window opens (startHour of the next allowed day, company zone) or the last message's pause ends.
 */
export function slotWaitMs(
  campaign: Pick<CampaignRow, 'next_send_at'>,
  settings: CampaignSettings,
  timeZone: string,
  now: Date,
): number {
  const paceAt = campaign.next_send_at ? new Date(campaign.next_send_at).getTime() : 0
  const opensAt = nextSendableAt(new Date(Math.max(now.getTime(), paceAt)), settings, timeZone)
  if (!opensAt) return dayMs
  return Math.max(0, opensAt.getTime() - now.getTime())
}

/** Takes the campaign's turn (its row locked by `lockCampaign` in `tx`). */
export async function takeSlot(
  tx: Em,
  campaign: Pick<CampaignRow, 'company_id' | 'id' | 'sent_count'>,
  settings: CampaignSettings,
  now: Date,
): Promise<SendSlot> {
  const sent = campaign.sent_count + 1
  const nextAt = new Date(now.getTime() + pauseAfter(sent, settings))
  await tx.execute(
    'update campaigns set sent_count = ?, next_send_at = ?, updated_at = now() where company_id = ? and id = ?',
    [sent, nextAt, campaign.company_id, campaign.id],
  )
  return { sent, takenAt: now, nextAt }
}

/**
 * Gives a turn back when its message did not go (failed, or the connection dropped): a failure
 * costs no pause and no count. The next turn is moved only if nobody took one since.
 */
export async function releaseSlot(tx: Em, companyId: number, campaignId: number, slot: SendSlot) {
  await tx.execute(
    `update campaigns set sent_count = greatest(sent_count - 1, 0),
            next_send_at = case when next_send_at = ? then ? else next_send_at end, updated_at = now()
      where company_id = ? and id = ?`,
    [slot.nextAt, slot.takenAt, companyId, campaignId],
  )
}
