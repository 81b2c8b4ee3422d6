import { idSchema, ListQuerySchema, maxPageSize } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { IsEmail } from 'typebox/format'
import { channels } from '../connections/index.ts'

export const ContactIdParams = Type.Object({ id: idSchema() })

export const TagChipSchema = Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() })

const ExtraInfoSchema = Type.Object({ id: Type.Integer(), name: Type.String(), value: Type.String() })

/** A contact as the contacts page, the contact drawer and live events show it (inbox.md §3 Contact). */
export const ContactSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  name: Type.String(),
  /** Masked (`55119******21`) for profile users when the company hides numbers (LGPD). */
  number: Type.Union([Type.String(), Type.Null()]),
  email: Type.String(),
  urlPicture: Type.Union([Type.String(), Type.Null()]),
  isGroup: Type.Boolean(),
  /** false means blocked. */
  active: Type.Boolean(),
  acceptAudioMessage: Type.Boolean(),
  disableBot: Type.Boolean(),
  lgpdAcceptedAt: Type.Union([Type.String(), Type.Null()]),
  channel: Type.String(),
  /** The connection the contact first wrote to. */
  whatsappId: Type.Union([Type.Integer(), Type.Null()]),
  /** The attendant whose wallet the contact is in; their new tickets go to them with DirectTicketsToWallets. */
  walletUserId: Type.Union([Type.Integer(), Type.Null()]),
  extraInfo: Type.Array(ExtraInfoSchema),
  tags: Type.Array(TagChipSchema),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})

/**
 * A phone number as people type it: digits with the usual punctuation, which normalisation drops.
 * `*` is accepted only so that a masked number sent back unchanged by a profile user's form is
 * recognised as "unchanged".
 */
export const PhoneNumberInput = Type.String({
  minLength: 8,
  maxLength: 50,
  pattern: '^[0-9+()\\-.\\s*]+$',
  description: 'Country code + area code + number; punctuation is ignored',
})

/** The fewest characters a contact's name has, spaces around it not counted. */
export const CONTACT_NAME_MIN_LENGTH = 2

export const ContactNameInput = Type.Refine(
  Type.String({ maxLength: 250, description: '2 to 250 characters' }),
  (name) => name.trim().length >= CONTACT_NAME_MIN_LENGTH,
  () => `must not have fewer than ${CONTACT_NAME_MIN_LENGTH} characters`,
)

/** An e-mail, or empty for none. */
export const OptionalEmailInput = Type.Refine(
  Type.String({ maxLength: 255, description: 'A valid e-mail, or empty' }),
  (email) => email.trim() === '' || IsEmail(email.trim()),
  () => 'Invalid email',
)

const ExtraInfoInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  value: Type.String({ maxLength: 5000 }),
})

export const ContactBodySchema = Type.Object({
  name: ContactNameInput,
  number: PhoneNumberInput,
  email: Type.Optional(OptionalEmailInput),
  extraInfo: Type.Optional(Type.Array(ExtraInfoInput, { maxItems: 100 })),
  /** Whether the contact takes voice messages; when left out, the company option `acceptAudioMessageContact`. */
  acceptAudioMessage: Type.Optional(Type.Boolean()),
  /** Sent by the inbox; the caller's company is always used. */
  companyId: Type.Optional(Type.Unknown()),
})

export const ContactUpdateSchema = Type.Object({
  name: Type.Optional(ContactNameInput),
  number: Type.Optional(PhoneNumberInput),
  email: Type.Optional(OptionalEmailInput),
  /** Replaces the contact's extra fields when given. */
  extraInfo: Type.Optional(Type.Array(ExtraInfoInput, { maxItems: 100 })),
  acceptAudioMessage: Type.Optional(Type.Boolean()),
  disableBot: Type.Optional(Type.Boolean()),
  /** The wallet owner: a user of the company, or null to take the contact out of every wallet. */
  walletUserId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()])),
  companyId: Type.Optional(Type.Unknown()),
})

export const ContactListQuerySchema = Type.Object({
  ...ListQuerySchema.properties,
  /** JSON list of tag ids; a contact must carry every one of them. */
  contactTag: Type.Optional(Type.String({ maxLength: 2000 })),
  channel: Type.Optional(Type.Union(channels.map((channel) => Type.Literal(channel)))),
  isGroup: Type.Optional(Type.Boolean()),
})

export const ContactPickQuerySchema = Type.Object({
  searchParam: Type.Optional(Type.String({ maxLength: 200 })),
  /** Pickers show at most this many contacts; type to narrow. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: maxPageSize, default: maxPageSize })),
  companyId: Type.Optional(Type.Unknown()),
})

export const ContactPickSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  number: Type.Union([Type.String(), Type.Null()]),
})

export const BlockBodySchema = Type.Object({ active: Type.Boolean() })

export const DeletedAnswerSchema = Type.Object({ message: Type.String() })
