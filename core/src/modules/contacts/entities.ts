import { tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'
import { channels } from '../connections/index.ts'
/** A person or group the company talks to (inbox.md §3 Contact). */
export const Contact = defineEntity({
  name: 'Contact',
  tableName: 'contacts',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    name: p.string().length(250),
    /** Normalised digits (E.164 without '+') for phone channels; group ids for groups; null otherwise. */
    number: p.string().length(100).nullable(),
    email: p.string().length(255).nullable(),
    urlPicture: p.string().length(500).nullable(),
    isGroup: p.boolean().default(false),
    /** false means blocked. */
    active: p.boolean().default(true),
    acceptAudioMessage: p.boolean().default(true),
    disableBot: p.boolean().default(false),
    lgpdAcceptedAt: p.datetime().nullable(),
    channel: p.enum(channels).default('whatsapp'),
    originConnectionId: p.integer().nullable(),
    /** The attendant whose wallet the contact is in (DirectTicketsToWallets). */
    walletUserId: p.integer().nullable(),
    ...timestampColumns,
  },
})
export type IContact = InferEntity<typeof Contact>

/** Kinds of ids a channel knows a person by. */
export const identityKinds = ['phone', 'lid', 'psid', 'igsid', 'api', 'group'] as const
export type IdentityKind = (typeof identityKinds)[number]

/**
 * One id a channel knows a contact by: a phone number, a WhatsApp `@lid`, a page-scoped id...
 * Several identities resolve to one contact, so one person is never split in two.
 */
export const ContactIdentity = defineEntity({
  name: 'ContactIdentity',
  tableName: 'contact_identities',
  uniques: [{ properties: ['companyId', 'kind', 'value'] }],
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    contactId: p.integer().index(),
    kind: p.enum(identityKinds),
    value: p.string().length(200),
    ...timestampColumns,
  },
})
export type IContactIdentity = InferEntity<typeof ContactIdentity>

/** A free-form field of a contact (extraInfo). */
export const ContactExtraInfo = defineEntity({
  name: 'ContactExtraInfo',
  tableName: 'contact_extra_info',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    contactId: p.integer().index(),
    name: p.string().length(100),
    value: p.text(),
    ...timestampColumns,
  },
})
export type IContactExtraInfo = InferEntity<typeof ContactExtraInfo>
