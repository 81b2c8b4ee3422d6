import type { PluginContext } from '@atendo/plugin-api'
import type { WhatsAppCoreData } from '../core-data.ts'
import { createWhatsAppPlugin, type WhatsAppPluginSeams } from '../create-plugin.ts'
import { type SessionSql, sqlOverOrm } from '../session-sql.ts'

/**
 * This plugin with a hold on the context the host gave it, so tests and benchmarks that build
 * providers of their own give them what the plugin's own provider gets: its guarded database (SQL
 * over its own tables only) and core's data services.
 *
 * @example
 * const captured = capturedWhatsAppPlugin()
 * const testApp = await startTestApp({ plugins: [captured.plugin] })
 * const provider = createWhatsAppProvider({ sql: captured.sql(), core: captured.core(), ... })
 */
export function capturedWhatsAppPlugin(seams: WhatsAppPluginSeams = {}) {
  const plugin = createWhatsAppPlugin(seams)
  let context: PluginContext<unknown> | undefined
  const registered = () => {
    if (!context) throw new Error('the WhatsApp plugin is not registered yet (start the app first)')
    return context
  }
  const wrapped: typeof plugin = {
    ...plugin,
    register(given) {
      context = given
      return plugin.register(given)
    },
  }
  return {
    plugin: wrapped,
    /** SQL over the plugin's own tables, as its provider runs it. */
    sql: (): SessionSql => sqlOverOrm(() => registered().db.platform()),
    /** Core's data services, as the plugin got them. */
    core: (): WhatsAppCoreData => {
      const { connections, tickets, messages, settings } = registered()
      return { connections, tickets, messages, settings }
    },
  }
}
