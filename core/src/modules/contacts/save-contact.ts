import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { newContactsAcceptAudio } from './audio-acceptance.ts'
import { Contact, ContactExtraInfo, ContactIdentity, type IContact } from './entities.ts'
import { maskPhoneNumber, normalizePhoneNumber, phoneNumberVariants } from './phone-number.ts'

/** What the contact form (and the import) gives for a contact. */
export interface ContactInput {
  name: string
  number: string
  email?: string
  extraInfo?: { name: string; value: string }[]
}

export type ContactChanges = Partial<ContactInput> & {
  acceptAudioMessage?: boolean
  disableBot?: boolean
  walletUserId?: number | null
}

/** The canonical form of a typed phone number; a 400 naming `field` when it is not one. */
export function canonicalNumber(raw: string, field = 'number'): string {
  const canonical = raw.includes('*') ? null : normalizePhoneNumber(raw)
  if (!canonical) {
    throw new AppError('ERR_VALIDATION', {
      fields: [
        {
          field,
          message: 'must have 8 to 15 digits: country code + area code + number',
          rule: 'phoneNumber',
        },
      ],
    })
  }
  return canonical
}

function duplicated(contactId: number): AppError {
  return new AppError('ERR_DUPLICATED_CONTACT', {
    fields: [
      { field: 'number', message: 'already belongs to another contact', rule: 'ERR_DUPLICATED_CONTACT' },
    ],
    details: { contactId },
  })
}

/**
 * The contact that already answers to this number in any of its forms: its stored number, or a
 * phone identity the channel created (with or without the Brazilian ninth digit).
 */
export async function findContactByNumber(
  em: Em,
  canonical: string,
  exceptContactId?: number,
): Promise<IContact | null> {
  const variants = phoneNumberVariants(canonical)
  const except = exceptContactId ? { $ne: exceptContactId } : undefined
  const byNumber = await em.findOne(Contact, { number: { $in: variants }, id: except })
  if (byNumber) return byNumber
  const identity = await em.findOne(ContactIdentity, {
    kind: 'phone',
    value: { $in: variants },
    contactId: except,
  })
  return identity ? em.findOne(Contact, { id: identity.contactId }) : null
}

const emailOrNull = (email: string | undefined) => email?.trim() || null

function addExtraInfo(tx: Em, contact: IContact, fields: ContactInput['extraInfo']) {
  for (const field of fields ?? []) {
    tx.create(ContactExtraInfo, {
      companyId: contact.companyId,
      contactId: contact.id,
      name: field.name.trim(),
      value: field.value,
    })
  }
}

/**
 * Creates a phone contact with its phone identity. Unless the form says, it accepts audio when the
 * company option `acceptAudioMessageContact` says new contacts do. The unique indexes on
 * (company, number) and on identities settle races; the variant lookup catches the same person
 * written another way.
 */
export async function createContact(
  em: Em,
  companyId: number,
  input: ContactInput & { acceptAudioMessage?: boolean },
): Promise<IContact> {
  const number = canonicalNumber(input.number)
  const existing = await findContactByNumber(em, number)
  if (existing) throw duplicated(existing.id)
  const acceptAudioMessage = input.acceptAudioMessage ?? (await newContactsAcceptAudio(em, companyId))
  return em.transactional(async (tx) => {
    const contact = tx.create(Contact, {
      companyId,
      name: input.name.trim(),
      number,
      email: emailOrNull(input.email),
      channel: 'whatsapp',
      acceptAudioMessage,
    })
    await tx.flush()
    tx.create(ContactIdentity, { companyId, contactId: contact.id, kind: 'phone', value: number })
    addExtraInfo(tx, contact, input.extraInfo)
    await tx.flush()
    return contact
  })
}

/**
 * The new canonical number, or undefined when the form sent the number back unchanged (possibly
 * masked, as a profile user's form shows it under LGPD).
 */
function changedNumber(contact: IContact, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  if (contact.number && (raw === contact.number || raw === maskPhoneNumber(contact.number))) return undefined
  if (contact.isGroup) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'number', message: 'the id of a group cannot be changed' }],
    })
  }
  const canonical = canonicalNumber(raw)
  return canonical === contact.number ? undefined : canonical
}

/** Applies the contact form; `extraInfo`, when given, replaces the contact's extra fields. */
export async function updateContact(em: Em, contactId: number, changes: ContactChanges): Promise<IContact> {
  const current = await em.findOneOrFail(Contact, { id: contactId })
  const number = changedNumber(current, changes.number)
  if (number) {
    const existing = await findContactByNumber(em, number, contactId)
    if (existing) throw duplicated(existing.id)
  }
  await em.transactional(async (tx) => {
    const contact = await tx.findOneOrFail(Contact, { id: contactId })
    if (changes.name !== undefined) contact.name = changes.name.trim()
    if (changes.email !== undefined) contact.email = emailOrNull(changes.email)
    if (changes.acceptAudioMessage !== undefined) contact.acceptAudioMessage = changes.acceptAudioMessage
    if (changes.disableBot !== undefined) contact.disableBot = changes.disableBot
    if (changes.walletUserId !== undefined) {
      // Another company's user is simply not found through the company-scoped transaction.
      const owner =
        changes.walletUserId === null
          ? []
          : await tx.execute('select id from users where id = ? and company_id = ?', [
              changes.walletUserId,
              contact.companyId,
            ])
      if (changes.walletUserId !== null && owner.length === 0) {
        throw new AppError('ERR_VALIDATION', {
          fields: [{ field: 'walletUserId', message: 'is not a user of this company' }],
        })
      }
      contact.walletUserId = changes.walletUserId
    }
    if (number) {
      contact.number = number
      // The old number's identities would route that number's messages to this contact still.
      await tx.nativeDelete(ContactIdentity, { contactId, kind: 'phone' })
      tx.create(ContactIdentity, { companyId: contact.companyId, contactId, kind: 'phone', value: number })
    }
    if (changes.extraInfo) {
      await tx.nativeDelete(ContactExtraInfo, { contactId })
      addExtraInfo(tx, contact, changes.extraInfo)
    }
    await tx.flush()
  })
  const saved = await em.findOneOrFail(Contact, { id: contactId }, { refresh: true })
  return saved
}
