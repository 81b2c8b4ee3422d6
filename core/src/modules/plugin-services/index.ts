import type {
  CompaniesApi,
  ConnectionsApi,
  ContactsApi,
  MessagesApi,
  SettingsApi,
  QueuesApi,
  TagsApi,
  TicketsApi,
  UsersApi,
} from '@atendo/plugin-api'
import { companiesService } from './companies-service.ts'
import { connectionsService } from './connections-service.ts'
import { contactsService } from './contacts-service.ts'
import { messagesService } from './messages-service.ts'
import type { PluginOwnership, PluginServiceDeps } from './plugin-service-deps.ts'
import { settingsReader } from './settings-service.ts'
import { queuesService } from './queues-service.ts'
import { tagsService } from './tags-service.ts'
import { ticketsService } from './tickets-service.ts'
import { usersService } from './users-service.ts'

export type { PluginOwnership, PluginServiceDeps } from './plugin-service-deps.ts'

/** Core's data services as one plugin receives them in its `register` context. */
export interface PluginDataServices {
  connections: ConnectionsApi
  contacts: ContactsApi
  tickets: TicketsApi
  messages: MessagesApi
  users: UsersApi
  tags: TagsApi
  companies: CompaniesApi
  queues: QueuesApi
  settings: Pick<SettingsApi, 'readGlobal' | 'readCompanyOption'>
}

/**
 * Core's data services for plugins (the contract's `connections`, `contacts`, `tickets`,
 * `messages`, `users` and settings readers), made per plugin so that what a plugin may change or read is
 * checked against what it declared (its channel providers, its company options).
 *
 * @example
 * const services = pluginDataServices({ orm: requireOrm, realtime, storage: requireStorage })
 * const forHelps = services(ownershipOf('helps'))
 */
export function pluginDataServices(deps: PluginServiceDeps): (owner: PluginOwnership) => PluginDataServices {
  const contacts = contactsService(deps)
  const messages = messagesService(deps)
  const users = usersService(deps)
  const tags = tagsService(deps)
  const companies = companiesService(deps)
  const queues = queuesService(deps)
  return (owner) => ({
    connections: connectionsService(deps, owner),
    contacts,
    tickets: ticketsService(deps, owner),
    messages,
    users,
    tags,
    companies,
    queues,
    settings: settingsReader(deps, owner),
  })
}
