import type { ChannelConnection, ChannelStatus, InboundEvent, InboundSink } from '@atendo/plugin-api'

/** A sink that records what the channel reported; `receive` treats a repeated id as a duplicate. */
export function recordingSink(): InboundSink & {
  statuses: { status: ChannelStatus; details?: { qrcode?: string; number?: string } }[]
  events: InboundEvent[]
} {
  const seen = new Set<string>()
  const sink = {
    statuses: [] as { status: ChannelStatus; details?: { qrcode?: string; number?: string } }[],
    events: [] as InboundEvent[],
    async receive(_connection: ChannelConnection, event: InboundEvent) {
      const id = event.kind === 'message' ? `message:${event.message.externalId}` : undefined
      if (id && seen.has(id)) return { duplicate: true }
      if (id) seen.add(id)
      sink.events.push(event)
      return { duplicate: false }
    },
    async connectionStatus(
      _connection: ChannelConnection,
      status: ChannelStatus,
      details?: { qrcode?: string; number?: string },
    ) {
      sink.statuses.push(details ? { status, details } : { status })
    },
  }
  return sink
}

/** A connection as core hands it to the provider. */
export function testConnection(overrides: Partial<ChannelConnection> = {}): ChannelConnection {
  return {
    id: 1,
    companyId: 1,
    name: 'WhatsApp',
    channel: 'whatsapp',
    provider: 'baileys',
    number: null,
    token: null,
    webhookUrl: null,
    webhookSecret: null,
    options: {},
    ...overrides,
  }
}
