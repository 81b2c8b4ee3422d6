import { tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

/** Channels a ticket can arrive over (inbox.md §1), plus `api`, the built-in channel for integrators. */
export const channels = ['whatsapp', 'whatsappapi', 'facebook', 'instagram', 'api'] as const
export type Channel = (typeof channels)[number]

/** Connection statuses (administration.md §4). */
export const connectionStatuses = [
  'OPENING',
  'qrcode',
  'PAIRING',
  'CONNECTED',
  'DISCONNECTED',
  'TIMEOUT',
] as const
export type ConnectionStatus = (typeof connectionStatuses)[number]

/**
 * A connection ("whatsapp" in the specification's API): one account of one channel, run by the
 * channel provider named in `provider`. Channel-specific options live in `options`.
 */
export const Connection = defineEntity({
  name: 'Connection',
  tableName: 'connections',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    name: p.string().length(100),
    channel: p.enum(channels),
    provider: p.string().length(50),
    status: p.enum(connectionStatuses).default('DISCONNECTED'),
    isDefault: p.boolean().default(false),
    number: p.string().length(50).nullable(),
    /** Token of the external API / inbound webhook (30 random alphanumeric characters). */
    token: p.string().length(64).nullable(),
    greetingMessage: p.text().nullable(),
    complationMessage: p.text().nullable(),
    outOfHoursMessage: p.text().nullable(),
    ratingMessage: p.text().nullable(),
    groupAsTicket: p.enum(['enabled', 'disabled'] as const).default('disabled'),
    allowGroup: p.boolean().default(false),
    /** Outbound webhook of the API channel; deliveries are signed with `webhookSecret`. */
    webhookUrl: p.string().length(500).nullable(),
    webhookSecret: p.string().length(100).nullable().hidden(),
    /** The remaining connection fields of administration.md §3 (timers, import and LGPD options...). */
    options: p.json<Record<string, unknown>>().default('{}'),
    qrcode: p.text().nullable(),
    retries: p.integer().default(0),
    /** Set when a user stopped the session; start-up reconnects every connection but these. */
    sessionStopped: p.boolean().default(false),
    ...timestampColumns,
  },
})
export type IConnection = InferEntity<typeof Connection>
