/**
 * A plugin reached for data that is not its own: a core entity through its EntityManager, or a
 * table its migrations and entities do not declare in raw SQL. A programming error, thrown where
 * the plugin asked, with the way out in the message (core's data comes through the contract's
 * services: `connections`, `contacts`, `tickets`, `messages`, `settings`).
 */
export class PluginDataRefused extends Error {
  readonly pluginId: string

  constructor(pluginId: string, reason: string) {
    super(
      `plugin "${pluginId}" ${reason}; a plugin reaches only the tables it declares (its entities and migrations), and core's data through the services of its register() context (connections, contacts, tickets, messages, settings)`,
    )
    this.name = 'PluginDataRefused'
    this.pluginId = pluginId
  }
}
