import type { ContactsApi, PluginRoutes } from '@atendo/core/plugin-api'
import { Type } from 'typebox'
import { companyWhatsAppConnection } from '../company-connection.ts'
import type { AddressBook } from './address-book.ts'

const ContactImportBodySchema = Type.Object({
  /** The WhatsApp connection whose phone's contacts are imported; the company's default when left out. */
  whatsappId: Type.Optional(Type.Integer({ minimum: 1 })),
})

const ContactImportAnswerSchema = Type.Object({
  /** Entries of the phone's address book (with a name and a number). */
  total: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  /** Entries whose name or number the contact rules refuse. */
  invalid: Type.Integer(),
})

/**
 * `POST /contacts/import` (inbox.md §7, contacts page): the people saved on the connection's phone,
 * as WhatsApp synced its address book to the session, become contacts (known numbers are renamed
 * as the phone names them).
 */
export const contactImportRoutes: PluginRoutes<{ addressBook: AddressBook; contacts: ContactsApi }> = async (
  fastify,
  { addressBook, contacts },
) => {
  fastify.post(
    '/contacts/import',
    {
      schema: {
        tags: ['contacts'],
        summary: "Import the contacts saved on a WhatsApp connection's phone",
        body: ContactImportBodySchema,
        response: { 200: ContactImportAnswerSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const connectionId = await companyWhatsAppConnection(request.em, companyId, request.body.whatsappId)
      const saved = await addressBook.savedOnPhone({ companyId, connectionId })
      const outcome = await contacts.importPeople(
        companyId,
        saved.map((person) => ({ name: person.name, number: person.number })),
      )
      return { total: saved.length, ...outcome }
    },
  )
}
