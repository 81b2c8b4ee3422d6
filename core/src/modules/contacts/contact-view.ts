import type { Static } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import { ContactTag, type IContactTag, type ITag, Tag } from '../tags/index.ts'
import { ContactExtraInfo, type IContact, type IContactExtraInfo } from './entities.ts'
import { visibleNumber } from './number-privacy.ts'
import type { ContactSchema } from './schemas.ts'

export type ContactView = Static<typeof ContactSchema>

/** A picture we stored is answered as a signed URL; one the channel gave us (a CDN link) as is. */
export function pictureUrl(storage: MediaStorage, picture: string | null | undefined): string | null {
  if (!picture) return null
  return storage.companyOf(picture) !== undefined ? storage.url(picture) : picture
}

/** The view of a contact whose tags and extra fields are already loaded. */
function contactView(
  storage: MediaStorage,
  contact: IContact,
  related: { tags: ContactView['tags']; extraInfo: ContactView['extraInfo'] },
  masked: boolean,
): ContactView {
  return {
    id: contact.id,
    companyId: contact.companyId,
    name: contact.name,
    number: visibleNumber(contact, masked),
    email: contact.email ?? '',
    urlPicture: pictureUrl(storage, contact.urlPicture),
    isGroup: contact.isGroup,
    active: contact.active,
    acceptAudioMessage: contact.acceptAudioMessage,
    disableBot: contact.disableBot,
    lgpdAcceptedAt: contact.lgpdAcceptedAt?.toISOString() ?? null,
    channel: contact.channel,
    whatsappId: contact.originConnectionId ?? null,
    walletUserId: contact.walletUserId ?? null,
    extraInfo: related.extraInfo,
    tags: related.tags,
    createdAt: contact.createdAt.toISOString(),
    updatedAt: contact.updatedAt.toISOString(),
  }
}

/**
 * Views of many contacts with one query per related table. `em` must be scoped to their company.
 * Returns a function so one load can serve both the masked and the whole-number audience.
 */
export async function loadContactViews(
  em: Em,
  storage: MediaStorage,
  contacts: IContact[],
): Promise<(masked: boolean) => ContactView[]> {
  if (contacts.length === 0) return () => []
  const contactIds = contacts.map((contact) => contact.id)
  const [links, extraInfo] = await Promise.all([
    em.find(ContactTag, { contactId: { $in: contactIds } }),
    em.find(ContactExtraInfo, { contactId: { $in: contactIds } }, { orderBy: { id: 'asc' } }),
  ])
  const tagIds = [...new Set(links.map((link) => link.tagId))]
  const tags = tagIds.length > 0 ? await em.find(Tag, { id: { $in: tagIds } }) : []
  return contactViewsOf(storage, contacts, { links, extraInfo, tags })
}

/** The rows a contact view shows beside the contact's own (contactViewsOf). */
export interface ContactRelated {
  links: IContactTag[]
  /** In the order the contact's fields are shown (by id). */
  extraInfo: IContactExtraInfo[]
  tags: ITag[]
}

/**
 * The views of contacts whose tags and extra fields are at hand: loaded (loadContactViews) or
 * written in the same transaction (the inbound pipeline's live events). Returns a function so one
 * build serves both the masked and the whole-number audience.
 */
export function contactViewsOf(
  storage: MediaStorage,
  contacts: IContact[],
  { links, extraInfo, tags }: ContactRelated,
): (masked: boolean) => ContactView[] {
  const tagById = new Map(tags.map((tag) => [tag.id, tag]))
  const related = new Map<number, Related>(
    contacts.map((contact) => [contact.id, { tags: [], extraInfo: [] }]),
  )
  for (const link of links) {
    const tag = tagById.get(link.tagId)
    if (tag) related.get(link.contactId)?.tags.push({ id: tag.id, name: tag.name, color: tag.color })
  }
  for (const { tags } of related.values()) tags.sort((a, b) => a.name.localeCompare(b.name))
  for (const field of extraInfo) {
    related.get(field.contactId)?.extraInfo.push({ id: field.id, name: field.name, value: field.value })
  }
  return (masked) =>
    contacts.map((contact) => contactView(storage, contact, related.get(contact.id)!, masked))
}

type Related = { tags: ContactView['tags']; extraInfo: ContactView['extraInfo'] }
