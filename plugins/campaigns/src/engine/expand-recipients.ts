import { randomInt } from 'node:crypto'
import type { Em, TagsApi } from '@atendo/plugin-api'
import { type CampaignRow, messageSlots } from '../campaigns/campaign-records.ts'

interface Recipient {
  key: string
  position: number
  number: string
  name: string
  email: string
}

/** The message slots (1 to 5) a campaign filled. */
export function filledSlots(campaign: CampaignRow): number[] {
  return messageSlots.filter((slot) => campaign[`message${slot}`].trim() !== '')
}

/** The next batch of a campaign's recipients after its cursor: list items or tagged contacts, by id. */
async function nextRecipients(
  tx: Em,
  tags: TagsApi,
  campaign: CampaignRow,
  batch: number,
): Promise<Recipient[]> {
  if (campaign.contact_list_id) {
    const items = await tx.execute<{ id: number; name: string; number: string; email: string }[]>(
      `select id, name, number, email from campaigns_contact_list_items
        where company_id = ? and contact_list_id = ? and id > ? order by id limit ?`,
      [campaign.company_id, campaign.contact_list_id, campaign.expansion_cursor, batch],
    )
    return items.map((item) => ({ key: `item-${item.id}`, position: item.id, ...item }))
  }
  if (campaign.tag_list_id) {
    const contacts = await tags.contacts(campaign.company_id, campaign.tag_list_id, {
      afterId: campaign.expansion_cursor,
      limit: batch,
    })
    return contacts.map((contact) => ({
      key: `contact-${contact.id}`,
      position: contact.id,
      number: contact.number ?? '',
      name: contact.name,
      email: contact.email ?? '',
    }))
  }
  return []
}

/**
 * Writes one batch of shipping rows (one per recipient, each with its message slot) and moves the
 * cursor, in the caller's transaction with the campaign row locked. The unique key (campaign,
 * recipient) makes a repeated batch write nothing new. Answers whether the recipients are all in.
 */
export async function expandBatch(
  tx: Em,
  tags: TagsApi,
  campaign: CampaignRow,
  batch: number,
): Promise<boolean> {
  const recipients = await nextRecipients(tx, tags, campaign, batch)
  const slots = filledSlots(campaign)
  const usable = recipients.filter((recipient) => recipient.number.replace(/\D/g, '').length >= 8)
  if (usable.length > 0 && slots.length > 0) {
    await tx.execute(
      `insert into campaigns_shippings (company_id, campaign_id, recipient_key, position, number, name, email, message_slot)
       values ${usable.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
       on conflict (campaign_id, recipient_key) do nothing`,
      usable.flatMap((recipient) => [
        campaign.company_id,
        campaign.id,
        recipient.key,
        recipient.position,
        recipient.number.replace(/\D/g, ''),
        recipient.name.slice(0, 250),
        recipient.email.slice(0, 255),
        slots[randomInt(slots.length)],
      ]),
    )
  }
  const done = recipients.length < batch
  const cursor = recipients.at(-1)?.position ?? campaign.expansion_cursor
  await tx.execute(
    'update campaigns set expansion_cursor = ?, expanded = ? where company_id = ? and id = ?',
    [cursor, done, campaign.company_id, campaign.id],
  )
  return done
}
