import { channelProviders, definePlugin } from '@atendo/plugin-api'
import { accountIndex } from './accounts.ts'
import { appCredentialsReader } from './app-settings/app-credentials.ts'
import { appSettingsPanel } from './app-settings/app-settings-panel.ts'
import { appSettingsRoutes } from './app-settings/app-settings-routes.ts'
import { MetaConfigSchema } from './config.ts'
import { facebookLoginRoutes } from './connections/facebook-login-routes.ts'
import { loginSettingsRoutes } from './connections/login-settings-routes.ts'
import { MetaAccount, MetaApp, MetaWebhookEntry } from './entities.ts'
import { metaErrors } from './errors.ts'
import { createGraphClient } from './graph/graph-client.ts'
import { processEntry } from './inbound/process-entry.ts'
import { senderProfiles } from './inbound/sender-profiles.ts'
import { createMetaChannels } from './meta-channels.ts'
import { CreateChannelMeta } from './migrations/20261127150000-channel-meta.ts'
import { createCloudProvider } from './outbound/cloud-provider.ts'
import { createMessengerProvider } from './outbound/messenger-provider.ts'
import { templateRoutes } from './templates/template-routes.ts'
import { pruneWebhookEntries } from './webhook/prune-entries.ts'
import type { EntryJobData } from './webhook/record-entries.ts'
import { webhookRoutes } from './webhook/webhook-routes.ts'

/**
 * Meta's official channels (docs/meta.md): Messenger (`facebook`), Instagram (`instagram`) and the
 * WhatsApp Cloud API (`whatsappapi`, provider `cloud`), over the Graph API and the app's one
 * signed webhook, `/api/webhooks/meta`.
 */
export default definePlugin({
  id: 'channel-meta',
  version: '1.0.0',
  contract: '^2.0.0',
  config: MetaConfigSchema,
  register(context) {
    const { config, db, connections, contacts, tickets, messages, storage, jobs, log, extensions, http } =
      context
    context.entities([MetaApp, MetaAccount, MetaWebhookEntry])
    context.migrations([{ name: '20261127150000-channel-meta-create', class: CreateChannelMeta }])
    context.errors.declare(metaErrors)

    const app = appCredentialsReader(db, config)
    const graph = createGraphClient({
      baseUrl: config.graphApiBaseUrl,
      version: config.graphApiVersion,
      timeoutMs: config.graphTimeoutMs,
      maxDownloadBytes: config.maxMediaBytes,
      app,
    })
    const accounts = accountIndex(db)
    const channels = createMetaChannels({ config, graph, accounts, db, sink: connections.sink })
    extensions.provide(channelProviders, createMessengerProvider(channels, 'facebook'))
    extensions.provide(channelProviders, createMessengerProvider(channels, 'instagram'))
    extensions.provide(channelProviders, createCloudProvider(channels))

    const profiles = senderProfiles({ channels, jobs, connections, messages, log })
    const entryJob = jobs.define<EntryJobData>(
      'channel-meta.entry',
      (data) => processEntry({ channels, db, connections, messages, storage, profiles, log }, data),
      { queue: 'inbound', attempts: 8, backoffMs: 2000 },
    )

    pruneWebhookEntries(jobs, db, log, context.clock)
    http.routes(webhookRoutes, { app, db, accounts, processEntry: entryJob, clock: context.clock })
    http.routes(facebookLoginRoutes, { app, graph, accounts, connections })
    http.routes(loginSettingsRoutes, { app, config })
    http.routes(templateRoutes, { channels, connections, tickets, contacts })
    http.routes(appSettingsRoutes, { config })
    context.ui.panel(appSettingsPanel)
  },
})
