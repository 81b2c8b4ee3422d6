import { AppError, type OutgoingContent } from '@atendo/plugin-api'
import type { CampaignRow } from '../campaigns/campaign-records.ts'
import type { CampaignSettings } from '../settings/campaign-settings.ts'
import type { EngineServices } from './engine-services.ts'
import { renderMessage } from './render-message.ts'

export interface ShippingRow {
  id: number
  number: string
  name: string
  email: string
  message_slot: number
  contact_id: number | null
}

/** What sending one message of a shipping came to. */
export type DeliveryOutcome =
  | { kind: 'sent'; contactId: number; ticketId: number | null }
  | { kind: 'failed'; reason: string; contactId: number | null }
  /** Nothing was sent: the connection is not running (the campaign waits for it). */
  | { kind: 'paused'; reason: string }

type Slot = 1 | 2 | 3 | 4 | 5

/** The confirmation question of a shipping's slot (or another filled one); empty when the campaign has none. */
export function confirmationText(campaign: CampaignRow, slot: number): string {
  const own = campaign[`confirmation_message${slot as Slot}`]
  if (own.trim() !== '') return own
  for (const other of [1, 2, 3, 4, 5] as Slot[]) {
    const text = campaign[`confirmation_message${other}`]
    if (text.trim() !== '') return text
  }
  return ''
}

/** Why a channel's refusal is recorded on the shipping, in words an admin reads in the report. */
function failureReason(error: AppError): string {
  if (error.code === 'ERR_WAPP_INVALID_CONTACT')
    return 'the number has no account on the channel (left WhatsApp or never had it)'
  return `${error.code}: ${error.message}`.slice(0, 500)
}

/**
 * Sends one message of a shipping through the campaign's connection (the channel contract): the
 * confirmation question, or the campaign's message with its media. The recipient becomes a
 * contact as a first message from them would make them; with `openTicket` the message goes on a
 * ticket (status, user and queue of the campaign), otherwise straight to the channel.
 */
export async function deliverShipping(
  services: EngineServices,
  campaign: CampaignRow,
  settings: CampaignSettings,
  shipping: ShippingRow,
  step: 'confirmation' | 'message',
): Promise<DeliveryOutcome> {
  const companyId = campaign.company_id
  const connectionId = campaign.whatsapp_id
  if (!connectionId) return { kind: 'failed', reason: 'the campaign has no connection', contactId: null }
  const template =
    step === 'confirmation'
      ? confirmationText(campaign, shipping.message_slot)
      : campaign[`message${shipping.message_slot as Slot}`]
  const text = renderMessage(template, shipping, settings.variables)
  const content: OutgoingContent = { text }
  if (step === 'message' && campaign.media_path) {
    content.media = {
      key: campaign.media_path,
      fileName: campaign.media_name ?? 'arquivo',
      mimeType: campaign.media_type ?? 'application/octet-stream',
    }
  }
  let contactId = shipping.contact_id
  try {
    contactId ??= (
      await services.contacts.resolveNumber(companyId, {
        connectionId,
        number: shipping.number,
        name: shipping.name,
      })
    ).id
    if (step === 'message' && campaign.open_ticket === 'enabled') {
      const ticket = await services.tickets.findOrOpen(companyId, {
        connectionId,
        contactId,
        status: campaign.status_ticket,
        userId: campaign.user_id,
        queueId: campaign.queue_id,
      })
      await services.messages.send(companyId, ticket.id, content)
      return { kind: 'sent', contactId, ticketId: ticket.id }
    }
    await services.messages.sendDirect(companyId, { connectionId, contactId, content })
    return { kind: 'sent', contactId, ticketId: null }
  } catch (error) {
    if (!(error instanceof AppError)) {
      const reason = error instanceof Error ? error.message : String(error)
      return { kind: 'failed', reason: reason.slice(0, 500) || 'failed', contactId }
    }
    if (error.code === 'ERR_WAPP_NOT_INITIALIZED' || error.code === 'ERR_WAPP_CHECK_CONTACT')
      return { kind: 'paused', reason: error.message }
    return { kind: 'failed', reason: failureReason(error), contactId }
  }
}
