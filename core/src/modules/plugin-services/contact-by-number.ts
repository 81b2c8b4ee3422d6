import { AppError, type ContactRecord } from '@atendo/plugin-api'
import { Contact, normalizePhoneNumber, resolveContact } from '../contacts/index.ts'
import { companyConnection } from './channel-sends.ts'
import type { PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm } from './service-em.ts'

/**
 * `ContactsApi.resolveNumber`: the contact a phone number is, found or created by the same rules
 * (identities, the ninth digit, merges) as a first message from that number.
 */
export async function resolveNumber(
  deps: PluginServiceDeps,
  companyId: number,
  person: { connectionId: number; number: string; name?: string },
): Promise<ContactRecord> {
  const number = normalizePhoneNumber(person.number)
  if (!number) {
    throw new AppError('ERR_VALIDATION', { fields: [{ field: 'number', message: 'is not a phone number' }] })
  }
  const em = serviceEm(deps.orm(), companyId)
  const connection = await companyConnection(em, companyId, person.connectionId)
  const resolved = await em.transactional((tx) =>
    resolveContact(
      tx,
      companyId,
      { id: connection.id, channel: connection.channel },
      { identities: [{ kind: 'phone', value: number }], name: person.name?.trim() || number },
      // A known contact keeps the name the company gave it.
      { updateProfile: false },
    ),
  )
  const contact = await em.findOneOrFail(Contact, { id: resolved.id, companyId })
  return {
    id: contact.id,
    name: contact.name,
    number: contact.number ?? null,
    email: contact.email ?? null,
    isGroup: contact.isGroup,
    disableBot: contact.disableBot,
  }
}
