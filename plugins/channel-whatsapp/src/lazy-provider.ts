import type { WhatsAppProvider } from './provider.ts'
import { whatsappProviderIdentity } from './whatsapp-traits.ts'

/**
 * The WhatsApp provider core holds from start-up on, while the real one (provider.ts: Baileys and
 * the session machinery, some 40 modules) is built by `load` the first time a method needs it,
 * usually when a connection's session starts. A process with no WhatsApp connection never loads
 * Baileys: about 0.5 s of every start (docs/benchmarks.md, "Start-up to ready through npm start").
 *
 * Until then no session runs in this process, so what asks about this process's sessions
 * (`holdsSession`, `holds`, `sessionOf`, `drained`, `inboundFootprint`, `closeAll`) answers "none"
 * without loading anything; `closeAll` and `drained` wait for a load under way.
 *
 * @example
 * const provider = lazyWhatsAppProvider(async () => (await import('./provider.ts')).createWhatsAppProvider(options))
 * extensions.provide(channelProviders, provider)
 */
export function lazyWhatsAppProvider(load: () => Promise<WhatsAppProvider>): WhatsAppProvider {
  let provider: WhatsAppProvider | undefined
  let loading: Promise<WhatsAppProvider> | undefined
  const loaded = (): Promise<WhatsAppProvider> => {
    loading ??= load().then((built) => {
      provider = built
      return built
    })
    return loading
  }

  return {
    ...whatsappProviderIdentity,
    holdsSession: (connection) => provider?.holdsSession?.(connection) ?? false,
    connect: async (connection, sink) => (await loaded()).connect(connection, sink),
    disconnect: async (connection) => (await loaded()).disconnect(connection),
    logout: async (connection) => (await loaded()).logout(connection),
    send: async (request) => (await loaded()).send(request),
    edit: async (request) => (await loaded()).edit?.(request),
    delete: async (request) => (await loaded()).delete?.(request),
    react: async (request) => (await loaded()).react?.(request),
    markRead: async (request) => (await loaded()).markRead?.(request),
    checkRecipient: async (request) => (await loaded()).checkRecipient?.(request),
    typing: async (request) => (await loaded()).typing(request),
    restart: async (connection) => (await loaded()).restart(connection),
    runningSessions: async (connections) => (await loaded()).runningSessions(connections),
    // A session being loaded is one to close too: wait for the load rather than miss it.
    closeAll: async () => (loading ? (await loading).closeAll() : undefined),
    sessionOf: (connectionId) => provider?.sessionOf(connectionId),
    holds: (connectionId) => provider?.holds(connectionId) ?? false,
    drained: async (connectionId) => (loading ? (await loading).drained(connectionId) : undefined),
    inboundFootprint: (connectionId) => provider?.inboundFootprint(connectionId),
  }
}
