import type { Em, JobRun } from '@atendo/plugin-api'
import { type CampaignRow, findCampaign } from '../campaigns/campaign-records.ts'
import { type CampaignSettings, readCampaignSettings } from '../settings/campaign-settings.ts'
import { emitCampaign } from './campaign-events.ts'
import {
  confirmationText,
  type DeliveryOutcome,
  deliverShipping,
  type ShippingRow,
} from './deliver-shipping.ts'
import type { EngineServices } from './engine-services.ts'
import { expandBatch } from './expand-recipients.ts'
import { lockCampaign, releaseSlot, type SendSlot, slotWaitMs, takeSlot } from './send-slot.ts'
import { nextSendableAt } from './send-window.ts'

/** A confirmed recipient's message to send. */
interface ConfirmedJob {
  companyId: number
  shippingId: number
}

interface CampaignJob {
  companyId: number
  campaignId: number
  /** The campaign's dispatch chain this run belongs to (`dispatch_epoch`). */
  epoch: number
}

/** Said of a shipping a dead run was sending: the channel may have it, so it is not sent again. */
const interrupted = 'interrupted while sending (the process stopped); not sent again, to never send twice'
/** When a campaign waits for the window and no day is allowed, it looks again a day later. */
const dayMs = 24 * 60 * 60 * 1000
const shippingColumns = 'id, number, name, email, message_slot, contact_id'
/** Least time between two progress events of one campaign (real time: it paces the screens). */
const progressEveryMs = 1000

/** The sending engine's entry points for routes and the confirmation handler. */
export interface CampaignEngine {
  /** Arms the campaign's start at its time (in the caller's transaction). */
  schedule(tx: Em, campaign: { companyId: number; campaignId: number; scheduledAt: Date }): Promise<void>
  /** Runs a campaign now (a restart): expansion where it stopped, then sending. */
  run(tx: Em, campaign: CampaignJob): Promise<void>
  /** Sends the message of a shipping whose recipient confirmed. */
  deliverConfirmed(tx: Em, shipping: { companyId: number; shippingId: number }): Promise<void>
}

/**
 * The sending engine (docs/campaigns.md), on durable jobs (the job outbox) so nothing is lost when
 * a process stops:
 * - `campaigns.start` at the campaign's time moves it to EM_ANDAMENTO;
 * - `campaigns.expand` writes its recipients as shipping rows, a batch per run (never all in
 *   memory), with a unique key per recipient;
 * - `campaigns.dispatch` sends one message per run, then arms the next run after the pause the
 *   settings ask (or at the next opening of the window, or later when the connection is down).
 *   One dispatch chain per campaign (its dedupe key); a shipping is claimed (`sending`) before
 *   the channel is called, so a run that died mid-send leaves it marked, never sent twice;
 * - `campaigns.deliver-confirmed` sends the message to a recipient who confirmed.
 */
export function defineCampaignEngine(services: EngineServices): CampaignEngine {
  const { db, jobs, clock } = services
  const emit = (companyId: number, campaignId: number) =>
    emitCampaign(services.realtime, services.storage, db.forCompany(companyId), companyId, campaignId)
  // Progress after each message is told at most once a second per campaign: the figures are a
  // count over the campaign's shippings, too dear to run per message of a large campaign.
  const lastProgress = new Map<number, number>()
  const emitProgress = async (companyId: number, campaignId: number) => {
    const now = performance.now()
    if (now - (lastProgress.get(campaignId) ?? Number.NEGATIVE_INFINITY) < progressEveryMs) return
    lastProgress.set(campaignId, now)
    await emit(companyId, campaignId)
  }
  const options = { queue: 'bulk' as const, attempts: 10, backoffMs: 2000 }

  const dispatchLater = (tx: Em, job: CampaignJob, delayMs: number) =>
    dispatch.enqueueIn(
      tx,
      { companyId: job.companyId, campaignId: job.campaignId, epoch: job.epoch },
      { companyId: job.companyId, delayMs, dedupeKey: `dispatch-${job.campaignId}-${job.epoch}` },
    )
  const expandLater = (tx: Em, job: Omit<CampaignJob, 'epoch'>) =>
    expand.enqueueIn(
      tx,
      { companyId: job.companyId, campaignId: job.campaignId },
      { companyId: job.companyId, dedupeKey: `expand-${job.campaignId}` },
    )

  /** Ends the run: completes it and arms the next dispatch in one transaction. */
  async function rearm(job: CampaignJob, run: JobRun, delayMs: number, work?: (tx: Em) => Promise<void>) {
    await db.forCompany(job.companyId).transactional(async (tx) => {
      await work?.(tx)
      await run.completeIn(tx)
      await dispatchLater(tx, job, Math.max(0, Math.round(delayMs)))
    })
  }

  const start = jobs.define<Omit<CampaignJob, 'epoch'> & { at: number }>(
    'campaigns.start',
    async (job, run) => {
      let started = false
      await db.forCompany(job.companyId).transactional(async (tx) => {
        const [campaign] = await tx.execute<CampaignRow[]>(
          'select * from campaigns where company_id = ? and id = ? for update',
          [job.companyId, job.campaignId],
        )
        // A campaign rescheduled or cancelled since has another start, or none.
        const due =
          campaign?.status === 'PROGRAMADA' &&
          campaign.scheduled_at !== null &&
          new Date(campaign.scheduled_at).getTime() === job.at
        if (due) {
          // A new chain: a run of an earlier one (a campaign cancelled, changed and scheduled again)
          // may still wait for its time, and must neither send nor hold the new chain back.
          await tx.execute(
            "update campaigns set status = 'EM_ANDAMENTO', dispatch_epoch = dispatch_epoch + 1, updated_at = now() where company_id = ? and id = ?",
            [job.companyId, job.campaignId],
          )
          await expandLater(tx, job)
          await dispatchLater(tx, { ...job, epoch: campaign.dispatch_epoch + 1 }, 0)
          started = true
        }
        await run.completeIn(tx)
      })
      if (started) await emit(job.companyId, job.campaignId)
    },
    options,
  )

  const expand = jobs.define<Omit<CampaignJob, 'epoch'>>(
    'campaigns.expand',
    async (job, run) => {
      await db.forCompany(job.companyId).transactional(async (tx) => {
        const [campaign] = await tx.execute<CampaignRow[]>(
          'select * from campaigns where company_id = ? and id = ? for update',
          [job.companyId, job.campaignId],
        )
        await run.completeIn(tx)
        if (!campaign || campaign.expanded || campaign.status !== 'EM_ANDAMENTO') return
        const done = await expandBatch(tx, services.tags, campaign, services.expandBatch)
        if (!done) await expandLater(tx, job)
      })
    },
    options,
  )

  /**
   * Claims the next waiting shipping and the campaign's turn to send it, in one transaction: the
   * answer is the shipping and its turn, the wait before a turn is free (a confirmed recipient's
   * message took the last one), or nothing left to send.
   */
  async function claimNext(
    job: Omit<CampaignJob, 'epoch'>,
    settings: CampaignSettings,
    timeZone: string,
  ): Promise<{ shipping: ShippingRow; slot: SendSlot } | { waitMs: number } | undefined> {
    return db.forCompany(job.companyId).transactional(async (tx) => {
      const campaign = await lockCampaign(tx, job.companyId, job.campaignId)
      if (!campaign) return undefined
      const now = clock.now()
      const waitMs = slotWaitMs(campaign, settings, timeZone, now)
      if (waitMs > 0) return { waitMs }
      const [next] = await tx.execute<ShippingRow[]>(
        `update campaigns_shippings set status = 'sending', updated_at = now()
          where id = (select id from campaigns_shippings
                       where company_id = ? and campaign_id = ? and status = 'waiting'
                       order by position limit 1 for update skip locked)
          returning ${shippingColumns}`,
        [job.companyId, job.campaignId],
      )
      if (!next) return undefined
      return { shipping: next, slot: await takeSlot(tx, campaign, settings, now) }
    })
  }

  /** Records a delivery outcome on its shipping. */
  async function record(
    tx: Em,
    job: Omit<CampaignJob, 'epoch'>,
    shipping: ShippingRow,
    outcome: Exclude<DeliveryOutcome, { kind: 'paused' }>,
    sentStatus: 'delivered' | 'confirmation-requested',
  ) {
    const now = clock.now()
    if (outcome.kind === 'failed') {
      await tx.execute(
        `update campaigns_shippings set status = 'failed', failed_at = ?, failure_reason = ?, contact_id = coalesce(?, contact_id), updated_at = now()
          where company_id = ? and id = ?`,
        [now, outcome.reason, outcome.contactId, job.companyId, shipping.id],
      )
      return
    }
    const at = sentStatus === 'delivered' ? 'delivered_at' : 'confirmation_requested_at'
    await tx.execute(
      `update campaigns_shippings set status = ?, ${at} = ?, contact_id = ?, ticket_id = ?, updated_at = now()
        where company_id = ? and id = ?`,
      [sentStatus, now, outcome.contactId, outcome.ticketId, job.companyId, shipping.id],
    )
  }

  /** Finishes the campaign when every recipient is in and none waits; answers whether it did. */
  async function finishIfDone(tx: Em, job: CampaignJob): Promise<boolean> {
    const [campaign] = await tx.execute<CampaignRow[]>(
      'select * from campaigns where company_id = ? and id = ? for update',
      [job.companyId, job.campaignId],
    )
    if (campaign?.status !== 'EM_ANDAMENTO' || !campaign.expanded) return false
    const pending = await tx.execute(
      `select 1 from campaigns_shippings where company_id = ? and campaign_id = ? and status in ('waiting', 'sending') limit 1`,
      [job.companyId, job.campaignId],
    )
    if (pending.length > 0) return false
    await tx.execute(
      "update campaigns set status = 'FINALIZADA', completed_at = ?, paused_reason = null, updated_at = now() where company_id = ? and id = ?",
      [clock.now(), job.companyId, job.campaignId],
    )
    return true
  }

  async function pause(job: CampaignJob, run: JobRun, campaign: CampaignRow, reason: string) {
    await rearm(job, run, services.pausePollMs, async (tx) => {
      await tx.execute('update campaigns set paused_reason = ? where company_id = ? and id = ?', [
        reason.slice(0, 200),
        job.companyId,
        job.campaignId,
      ])
    })
    if (campaign.paused_reason !== reason.slice(0, 200)) await emit(job.companyId, job.campaignId)
  }

  const dispatch = jobs.define<CampaignJob>(
    'campaigns.dispatch',
    async (job, run) => {
      const em = db.forCompany(job.companyId)
      let campaign: CampaignRow
      try {
        campaign = await findCampaign(em, job.companyId, job.campaignId)
      } catch {
        return // deleted
      }
      // Cancelled, done, or restarted since (a newer chain sends): this chain stops here.
      if (campaign.status !== 'EM_ANDAMENTO' || campaign.dispatch_epoch !== job.epoch) return
      const settings = await readCampaignSettings(em, job.companyId)
      const timeZone = await services.settings.readCompanyOption(job.companyId, 'timeZone')
      const now = clock.now()
      const opensAt = nextSendableAt(now, settings, timeZone)
      if (!opensAt || opensAt.getTime() > now.getTime()) {
        await rearm(job, run, opensAt ? opensAt.getTime() - now.getTime() : dayMs)
        return
      }
      const connection = campaign.whatsapp_id
        ? await services.connections.find(job.companyId, campaign.whatsapp_id)
        : undefined
      if (connection?.status !== 'CONNECTED') {
        await pause(
          job,
          run,
          campaign,
          `connection ${connection?.name ?? campaign.whatsapp_id} is ${connection?.status ?? 'gone'}`,
        )
        return
      }
      // Only this chain sends for the campaign: a shipping still `sending` is a dead run's.
      await em.execute(
        `update campaigns_shippings set status = 'failed', failed_at = ?, failure_reason = ?, updated_at = now()
          where company_id = ? and campaign_id = ? and status = 'sending'`,
        [now, interrupted, job.companyId, job.campaignId],
      )
      const claimed = await claimNext(job, settings, timeZone)
      if (claimed && 'waitMs' in claimed) {
        await rearm(job, run, claimed.waitMs)
        return
      }
      if (!claimed) {
        let finished = false
        await db.forCompany(job.companyId).transactional(async (tx) => {
          finished = await finishIfDone(tx, job)
          await run.completeIn(tx)
          // Recipients still being written: look again shortly.
          if (!finished && !campaign.expanded) await dispatchLater(tx, job, 1000)
        })
        await emit(job.companyId, job.campaignId)
        return
      }
      const { shipping, slot } = claimed
      const askFirst =
        campaign.confirmation && confirmationText(campaign, shipping.message_slot).trim() !== ''
      const outcome = await deliverShipping(
        services,
        campaign,
        settings,
        shipping,
        askFirst ? 'confirmation' : 'message',
      )
      if (outcome.kind === 'paused') {
        // Nothing left: the shipping waits for the connection with the others.
        await em.transactional(async (tx) => {
          await tx.execute(
            "update campaigns_shippings set status = 'waiting' where company_id = ? and id = ?",
            [job.companyId, shipping.id],
          )
          await releaseSlot(tx, job.companyId, job.campaignId, slot)
        })
        await pause(job, run, campaign, outcome.reason)
        return
      }
      const delayMs = outcome.kind === 'sent' ? slot.nextAt.getTime() - clock.now().getTime() : 0
      await rearm(job, run, delayMs, async (tx) => {
        await record(tx, job, shipping, outcome, askFirst ? 'confirmation-requested' : 'delivered')
        if (outcome.kind === 'failed') await releaseSlot(tx, job.companyId, job.campaignId, slot)
        await tx.execute(
          'update campaigns set paused_reason = null, updated_at = now() where company_id = ? and id = ?',
          [job.companyId, job.campaignId],
        )
      })
      await emitProgress(job.companyId, job.campaignId)
    },
    options,
  )

  const confirmedOptions = { queue: 'bulk' as const, attempts: 10, backoffMs: 30_000 }
  const deliverConfirmedLater = (tx: Em, job: ConfirmedJob, delayMs: number) =>
    confirmed.enqueueIn(tx, job, {
      companyId: job.companyId,
      delayMs: Math.max(0, Math.round(delayMs)),
      dedupeKey: `confirmed-${job.shippingId}`,
    })

  /**
   * Takes the campaign's turn for a confirmed recipient's message and marks it `confirming`; when
   * the turn is not free yet (outside the hours, or within the pause after the last message), the
   * run ends and another is armed for when it is.
   */
  async function claimConfirmed(job: ConfirmedJob, run: JobRun, timeZone: string) {
    return db.forCompany(job.companyId).transactional(async (tx) => {
      // The campaign is locked before the shipping, in the order the dispatch chain locks them.
      const [owner] = await tx.execute<{ campaign_id: number }[]>(
        'select campaign_id from campaigns_shippings where company_id = ? and id = ?',
        [job.companyId, job.shippingId],
      )
      const campaign = owner && (await lockCampaign(tx, job.companyId, owner.campaign_id))
      if (!campaign) return undefined
      const [current] = await tx.execute<{ status: string }[]>(
        'select status from campaigns_shippings where company_id = ? and id = ? for update',
        [job.companyId, job.shippingId],
      )
      if (current?.status === 'confirming') {
        // A run died while sending it: the channel may have it, so it is not sent again.
        await tx.execute(
          "update campaigns_shippings set status = 'failed', failure_reason = ?, updated_at = now() where company_id = ? and id = ?",
          [interrupted, job.companyId, job.shippingId],
        )
      }
      if (current?.status !== 'confirmed') return undefined
      const settings = await readCampaignSettings(tx, job.companyId)
      const now = clock.now()
      const waitMs = slotWaitMs(campaign, settings, timeZone, now)
      if (waitMs > 0) {
        await run.completeIn(tx)
        await deliverConfirmedLater(tx, job, waitMs)
        return undefined
      }
      const slot = await takeSlot(tx, campaign, settings, now)
      const [shipping] = await tx.execute<ShippingRow[]>(
        `update campaigns_shippings set status = 'confirming', updated_at = now()
          where company_id = ? and id = ? returning ${shippingColumns}`,
        [job.companyId, job.shippingId],
      )
      return shipping && { shipping, campaign, settings, slot }
    })
  }

  const confirmed = jobs.define<ConfirmedJob>(
    'campaigns.deliver-confirmed',
    async (job, run) => {
      const { companyId } = job
      // Read before the transaction: PGlite has one session, so no second connection inside it.
      const timeZone = await services.settings.readCompanyOption(companyId, 'timeZone')
      const claimed = await claimConfirmed(job, run, timeZone)
      if (!claimed) return
      const { shipping, campaign, settings, slot } = claimed
      const em = db.forCompany(companyId)
      const outcome = await deliverShipping(services, campaign, settings, shipping, 'message')
      if (outcome.kind === 'paused') {
        // Back to confirmed: the retry (with back-off) sends it once the connection is back.
        await em.transactional(async (tx) => {
          await tx.execute(
            "update campaigns_shippings set status = 'confirmed' where company_id = ? and id = ?",
            [companyId, shipping.id],
          )
          await releaseSlot(tx, companyId, campaign.id, slot)
        })
        throw new Error(`campaign ${campaign.id}: ${outcome.reason}`)
      }
      await em.transactional(async (tx) => {
        await record(tx, { companyId, campaignId: campaign.id }, shipping, outcome, 'delivered')
        if (outcome.kind === 'failed') await releaseSlot(tx, companyId, campaign.id, slot)
        await run.completeIn(tx)
      })
      await emit(companyId, campaign.id)
    },
    confirmedOptions,
  )

  return {
    async schedule(tx, { companyId, campaignId, scheduledAt }) {
      const delayMs = Math.max(0, scheduledAt.getTime() - clock.now().getTime())
      await start.enqueueIn(
        tx,
        { companyId, campaignId, at: scheduledAt.getTime() },
        { companyId, delayMs, dedupeKey: `start-${campaignId}-${scheduledAt.getTime()}` },
      )
    },
    async run(tx, job) {
      await expandLater(tx, job)
      await dispatchLater(tx, job, 0)
    },
    deliverConfirmed: (tx, shipping) => deliverConfirmedLater(tx, shipping, 0),
  }
}

export type { CampaignSettings }
