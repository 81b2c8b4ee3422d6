import { randomUUID } from 'node:crypto'
import type { ConnectionsApi, DbApi, Job, JobsApi } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { signWebhook } from './webhook-signature.ts'

/** How deliveries are retried and how long one may take. */
export interface DeliveryPolicy {
  attempts: number
  backoffMs: number
  timeoutMs: number
}

/** The webhook deliveries of API connections: recorded first, then posted by a job until accepted. */
export interface WebhookDeliveries {
  /** Records a delivery and queues it; returns its id (also the message's external id). */
  record(
    connection: { id: number; companyId: number },
    event: string,
    payload: (deliveryId: string) => object,
  ): Promise<string>
}

interface DeliveryRow {
  payload: object
  status: 'pending' | 'delivered' | 'failed'
  attempts: number
  connection_id: number
  webhook_url: string | null
  webhook_secret: string | null
}

interface DeliveryJob {
  deliveryId: string
  companyId: number
}

/** Longest error text kept on a delivery. */
const maxErrorLength = 1000

/**
 * Outbound webhooks with at-least-once delivery. A delivery is written to `webhook_deliveries`
 * before anything is sent, then a job POSTs it, signed (docs/api-channel.md), until the receiver
 * answers 2xx; each failure is counted and retried with exponential back-off, and after the last
 * attempt the delivery is marked failed with its error. The delivery id stays the same across
 * attempts, so receivers can drop repeats; the timestamp and signature are fresh on each attempt.
 */
export function createWebhookDeliveries(
  options: { db: DbApi; connections: ConnectionsApi; jobs: JobsApi; log: FastifyBaseLogger } & DeliveryPolicy,
): WebhookDeliveries {
  const { db, log } = options

  async function deliver({ deliveryId, companyId }: DeliveryJob): Promise<void> {
    const em = db.forCompany(companyId)
    const [delivery] = await em.execute<Omit<DeliveryRow, 'webhook_url' | 'webhook_secret'>[]>(
      `select payload, status, attempts, connection_id from webhook_deliveries where id = ? and company_id = ?`,
      [deliveryId, companyId],
    )
    if (delivery?.status !== 'pending') return
    // The connection is core's: its webhook address and secret come through the connections service.
    const connection = await options.connections.find(companyId, delivery.connection_id)
    const row: DeliveryRow = {
      ...delivery,
      webhook_url: connection?.webhookUrl ?? null,
      webhook_secret: connection?.webhookSecret ?? null,
    }
    const final = row.attempts + 1 >= options.attempts
    let failure: string
    try {
      failure = await post(row)
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error)
    }
    if (failure === '') {
      await em.execute(
        `update webhook_deliveries set status = 'delivered', attempts = attempts + 1, delivered_at = now(), last_error = null
          where id = ? and company_id = ?`,
        [deliveryId, companyId],
      )
      return
    }
    await em.execute(
      `update webhook_deliveries set attempts = attempts + 1, last_error = ?, status = ?
        where id = ? and company_id = ?`,
      [failure.slice(0, maxErrorLength), final ? 'failed' : 'pending', deliveryId, companyId],
    )
    if (final) {
      log.warn({ deliveryId, error: failure }, 'webhook delivery failed for good')
      return
    }
    throw new Error(`webhook delivery ${deliveryId} failed: ${failure}`)
  }

  /** Posts one attempt; answers '' when accepted, else why not. */
  async function post(row: DeliveryRow): Promise<string> {
    if (!row.webhook_url) return 'the connection has no webhook URL'
    if (!row.webhook_secret) return 'the connection has no webhook secret to sign with'
    const body = JSON.stringify(row.payload)
    const timestamp = String(Math.floor(Date.now() / 1000))
    const response = await fetch(row.webhook_url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Atendo-Webhooks/1',
        'x-atendo-delivery': (row.payload as { deliveryId: string }).deliveryId,
        'x-atendo-event': (row.payload as { event: string }).event,
        'x-atendo-timestamp': timestamp,
        'x-atendo-signature': signWebhook(row.webhook_secret, timestamp, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    // The receiver's answer is not read beyond its status; drain it so the socket is reused.
    await response.body?.cancel()
    return response.ok ? '' : `HTTP ${response.status}`
  }

  const job: Job<DeliveryJob> = options.jobs.define<DeliveryJob>('channel-api.deliver-webhook', deliver, {
    queue: 'default',
    concurrency: 4,
    attempts: options.attempts,
    backoffMs: options.backoffMs,
  })

  /**
   * Finds deliveries left pending without a job (the process stopped before posting them, or the
   * queue was unreachable) and queues them again; queueing one whose job still waits is a no-op.
   */
  const sweep = options.jobs.define<Record<string, never>>(
    'channel-api.sweep-deliveries',
    async () => {
      const rows = await db.platform().execute<{ id: string; company_id: number }[]>(
        `select id, company_id from webhook_deliveries
            where status = 'pending' and created_at < now() - interval '1 minute'
            order by created_at limit 1000`,
      )
      for (const row of rows)
        await job.enqueue({ deliveryId: row.id, companyId: row.company_id }, { jobId: row.id })
    },
    { queue: 'default', attempts: 1 },
  )
  sweep.repeat('every-minute', {}, { everyMs: 60_000 }).catch((error: unknown) => {
    log.error({ err: error }, 'could not schedule the webhook delivery sweep')
  })

  return {
    async record(connection, event, payload) {
      const deliveryId = randomUUID()
      await db.forCompany(connection.companyId).execute(
        `insert into webhook_deliveries (id, company_id, connection_id, event, payload, status, attempts, created_at)
           values (?, ?, ?, ?, ?::jsonb, 'pending', 0, now())`,
        [deliveryId, connection.companyId, connection.id, event, JSON.stringify(payload(deliveryId))],
      )
      try {
        await job.enqueue({ deliveryId, companyId: connection.companyId }, { jobId: deliveryId })
      } catch (error) {
        // Recorded but not queued (Redis down): kept pending, the sweep picks it up.
        log.warn({ err: error, deliveryId }, 'webhook delivery recorded but not queued')
      }
      return deliveryId
    },
  }
}
