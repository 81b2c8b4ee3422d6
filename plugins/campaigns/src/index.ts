import { type ContactMerged, contactMerged, definePlugin, inboundHandlers } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { campaignRoutes } from './campaigns/campaign-routes.ts'
import { campaignMediaRoutes } from './campaigns/media-routes.ts'
import { contactListImportRoutes } from './contact-lists/import-routes.ts'
import { contactListItemRoutes } from './contact-lists/item-routes.ts'
import { listEvents } from './contact-lists/list-events.ts'
import { contactListRoutes } from './contact-lists/list-routes.ts'
import { defineNumberCheck } from './contact-lists/number-check.ts'
import { defineCampaignEngine } from './engine/campaign-engine.ts'
import { confirmationHandler } from './engine/confirmation-handler.ts'
import { campaignErrors } from './errors.ts'
import { CreateCampaigns } from './migrations/20261127120000-campaigns-create.ts'
import { CampaignsSendSlot } from './migrations/20261128300000-campaigns-send-slot.ts'
import { CampaignsShippingPage } from './migrations/20261129010000-campaigns-shipping-page.ts'
import { campaignPanels } from './panels.ts'
import { settingsRoutes } from './settings/settings-routes.ts'

/**
 * Campaigns and contact lists (administration.md §2 "Campaigns and contact lists", docs/campaigns.md):
 * lists of people (typed in, imported from a spreadsheet or taken from a tag, each number checked
 * with the channel in the background) and campaigns that send them one of up to five messages
 * through a connection's channel, within the company's hours, at the pace of the settings, with
 * an optional confirmation round trip.
 */
export default definePlugin({
  id: 'campaigns',
  version: '1.0.0',
  contract: '^2.0.0',
  config: Type.Object({
    /** Numbers asked of the channel per run of the background check. */
    checkBatchSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
    /** Pause between two runs of the check (the pace the channel is asked at). */
    checkPauseMs: Type.Integer({ minimum: 0, default: 5000 }),
    /** Recipients written per expansion run. */
    expandBatch: Type.Integer({ minimum: 10, maximum: 5000, default: 500 }),
    /** How often a campaign whose connection is down looks again. */
    pausePollMs: Type.Integer({ minimum: 1000, default: 30_000 }),
  }),
  register(context) {
    const {
      config,
      db,
      jobs,
      clock,
      realtime,
      storage,
      connections,
      contacts,
      tags,
      tickets,
      messages,
      settings,
    } = context
    context.entities([])
    context.migrations([
      { name: '20261127120000-campaigns-create', class: CreateCampaigns },
      { name: '20261128300000-campaigns-send-slot', class: CampaignsSendSlot },
      { name: '20261129010000-campaigns-shipping-page', class: CampaignsShippingPage },
    ])
    context.errors.declare(campaignErrors)
    // The company's switch for the campaign pages: the inbox sets its `cshow` browser flag from it
    // (administration.md §2: the five pages "are only reachable when a local flag named cshow exists").
    settings.companyOption({ key: 'campaignsEnabled', default: 'false' })
    const events = listEvents(realtime)
    const checkNumbers = defineNumberCheck({
      db,
      jobs,
      connections,
      batchSize: config.checkBatchSize,
      pauseMs: config.checkPauseMs,
    })
    const engine = defineCampaignEngine({
      db,
      jobs,
      clock,
      connections,
      contacts,
      tags,
      tickets,
      messages,
      settings,
      realtime,
      storage,
      log: context.log,
      expandBatch: config.expandBatch,
      pausePollMs: config.pausePollMs,
    })
    context.http.routes(contactListRoutes, { events })
    context.http.routes(contactListItemRoutes, { events, checkNumbers })
    context.http.routes(contactListImportRoutes, { events, checkNumbers, tagsApi: tags })
    context.http.routes(campaignRoutes, { engine, clock, realtime, storage, connections, tags })
    context.http.routes(campaignMediaRoutes, { clock, realtime, storage })
    context.http.routes(settingsRoutes)
    context.extensions.provide(inboundHandlers, confirmationHandler(engine, clock))
    // Shippings keep the contact they were sent to; a merge moves them to the contact that stays.
    context.events.on<ContactMerged>(contactMerged, async ({ companyId, keptId, removedIds }) => {
      await db
        .forCompany(companyId)
        .execute(
          `update campaigns_shippings set contact_id = ? where company_id = ? and contact_id in (${removedIds.map(() => '?').join(', ')})`,
          [keptId, companyId, ...removedIds],
        )
    })
    for (const panel of campaignPanels) context.ui.panel(panel)
  },
})
