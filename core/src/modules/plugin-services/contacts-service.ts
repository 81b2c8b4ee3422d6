import type { ContactsApi } from '@atendo/plugin-api'
import { Contact, importPeople } from '../contacts/index.ts'
import { resolveNumber } from './contact-by-number.ts'
import type { PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm } from './service-em.ts'

/** `ContactsApi`: every call scoped to the company asked for. */
export function contactsService(deps: PluginServiceDeps): ContactsApi {
  return {
    async find(companyId, contactId) {
      const contact = await serviceEm(deps.orm(), companyId).findOne(Contact, { id: contactId, companyId })
      if (!contact) return undefined
      return {
        id: contact.id,
        name: contact.name,
        number: contact.number ?? null,
        email: contact.email ?? null,
        isGroup: contact.isGroup,
        disableBot: contact.disableBot,
      }
    },
    importPeople: (companyId, people) =>
      importPeople({ orm: deps.orm(), realtime: deps.realtime, storage: deps.storage() }, companyId, people),
    resolveNumber: (companyId, person) => resolveNumber(deps, companyId, person),
  }
}
