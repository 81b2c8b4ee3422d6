import { Type } from 'typebox'

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) })
export const listId = Type.Integer({ minimum: 1, maximum: 2147483647 })

export const ContactListSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactsCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})

/** administration.md §5: a contact list's name has 2 to 50 characters. */
export const ContactListBody = Type.Object({
  name: Type.String({ minLength: 2, maxLength: 50, pattern: '\\S' }),
})

export const ContactListItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  number: Type.String(),
  email: Type.String(),
  /** null until the connection's channel answered. */
  isWhatsappValid: Type.Union([Type.Boolean(), Type.Null()]),
  companyId: Type.Integer(),
  contactListId: Type.Integer(),
})

/** administration.md §5: name 2 to 50, number 8 to 50, a valid e-mail (or none). */
export const itemFields = {
  name: Type.String({ minLength: 2, maxLength: 50, pattern: '\\S' }),
  number: Type.String({ minLength: 8, maxLength: 50, pattern: '^[0-9+()\\s.-]*[0-9][0-9+()\\s.-]*$' }),
  email: Type.Optional(Type.Union([Type.Literal(''), Type.String({ maxLength: 255, format: 'email' })])),
}

export const ItemCreateBody = Type.Object({ ...itemFields, contactListId: listId })
export const ItemUpdateBody = Type.Object({
  name: Type.Optional(itemFields.name),
  number: Type.Optional(itemFields.number),
  email: itemFields.email,
})
