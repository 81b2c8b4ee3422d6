import { defineEntity, type InferEntity, p, tenantColumns } from '@atendo/plugin-api'

/**
 * The Meta app as the super admin set it in the back office (one row, id 1): it wins over the
 * plugin configuration's values. Platform data: no company owns the app.
 */
export const MetaApp = defineEntity({
  name: 'MetaApp',
  tableName: 'channel_meta_app',
  properties: {
    id: p.integer().primary(),
    appId: p.string().length(50).default(''),
    appSecret: p.string().length(200).default('').hidden(),
    verifyToken: p.string().length(200).default('').hidden(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
})
export type IMetaApp = InferEntity<typeof MetaApp>

/** What a Meta account id names: a Facebook page, an Instagram account, a Cloud API phone number. */
export const accountKinds = ['page', 'instagram', 'phone-number'] as const
export type AccountKind = (typeof accountKinds)[number]

/**
 * Which connection receives a Meta account's webhooks. Unique on (kind, account id) across the
 * platform, so a page id can only ever lead to one connection, of one company: the webhook finds
 * the company through this row, never by searching connections.
 */
export const MetaAccount = defineEntity({
  name: 'MetaAccount',
  tableName: 'channel_meta_accounts',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    connectionId: p.integer().unique(),
    kind: p.enum(accountKinds),
    accountId: p.string().length(64),
  },
})
export type IMetaAccount = InferEntity<typeof MetaAccount>

/**
 * One webhook entry for one connection, kept from the moment Meta delivered it until its events
 * reached core's inbound pipeline (a durable job). `digest` (SHA-256 of the entry) makes a
 * replayed delivery a no-op.
 */
export const MetaWebhookEntry = defineEntity({
  name: 'MetaWebhookEntry',
  tableName: 'channel_meta_webhook_entries',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    connectionId: p.integer(),
    digest: p.string().length(64),
    payload: p.json<Record<string, unknown>>(),
    receivedAt: p.datetime(),
  },
})
export type IMetaWebhookEntry = InferEntity<typeof MetaWebhookEntry>
