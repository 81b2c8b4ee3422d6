import type { ContentMapper } from '../mapped-content.ts'

/** One shared contact card: `contactMessage`; the body is the vCard, as the inbox renders it. */
export const mapContact: ContentMapper = (content) => {
  const contact = content.contactMessage
  if (!contact) return undefined
  return {
    body: contact.vcard ?? '',
    mediaType: 'contactMessage',
    data: { contacts: [{ displayName: contact.displayName ?? '', vcard: contact.vcard ?? '' }] },
  }
}

/** Several contact cards at once: `contactsArrayMessage`. */
export const mapContactsArray: ContentMapper = (content) => {
  const array = content.contactsArrayMessage
  if (!array) return undefined
  const contacts = (array.contacts ?? []).map((contact) => ({
    displayName: contact.displayName ?? '',
    vcard: contact.vcard ?? '',
  }))
  return {
    body: contacts.map((contact) => contact.vcard).join('\n'),
    mediaType: 'contactMessage',
    data: { displayName: array.displayName ?? undefined, contacts },
  }
}
