import { randomUUID } from 'node:crypto'
import type { ConnectionsApi, DbApi, Job, JobRun, JobsApi, OutboundHttpApi } from '@atendo/plugin-api'
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

/** What one attempt posts: the delivery's payload, to its connection's webhook. */
interface DeliveryRow {
  payload: object
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
 * Outbound webhooks with at-least-once delivery. A delivery is written to `webhook_deliveries`,
 * with its job (a durable job, `enqueueIn`), in one transaction before anything is sent; the job
 * POSTs it, signed (docs/api-channel.md), until the receiver answers 2xx. The job outbox retries
 * a failure with exponential back-off, hands the delivery over again if the process stopped or
 * Redis was down, and gives up after the last attempt, when the delivery is marked failed with
 * its error. The delivery id stays the same across attempts, so receivers can drop repeats; the
 * timestamp and signature are fresh on each attempt.
 */
export function createWebhookDeliveries(
  options: {
    db: DbApi
    connections: ConnectionsApi
    jobs: JobsApi
    log: FastifyBaseLogger
    /** The guarded client: a webhook URL never reaches our own network, even if its DNS changes. */
    outbound: OutboundHttpApi
  } & DeliveryPolicy,
): WebhookDeliveries {
  const { db, log } = options

  async function deliver({ deliveryId, companyId }: DeliveryJob, run: JobRun): Promise<void> {
    const em = db.forCompany(companyId)
    const [delivery] = await em.execute<{ payload: object; status: string; connection_id: number }[]>(
      'select payload, status, connection_id from webhook_deliveries where id = ? and company_id = ?',
      [deliveryId, companyId],
    )
    if (delivery?.status !== 'pending') return
    // The connection is core's: its webhook address and secret come through the connections service.
    const connection = await options.connections.find(companyId, delivery.connection_id)
    const row: DeliveryRow = {
      payload: delivery.payload,
      webhook_url: connection?.webhookUrl ?? null,
      webhook_secret: connection?.webhookSecret ?? null,
    }
    let failure: string
    try {
      failure = await post(row)
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error)
    }
    if (failure === '') {
      await em.transactional(async (tx) => {
        await tx.execute(
          `update webhook_deliveries set status = 'delivered', attempts = ?, delivered_at = now(), last_error = null
            where id = ? and company_id = ?`,
          [run.attempt, deliveryId, companyId],
        )
        await run.completeIn(tx)
      })
      return
    }
    await em.execute(
      `update webhook_deliveries set attempts = ?, last_error = ?, status = ?
        where id = ? and company_id = ?`,
      [
        run.attempt,
        failure.slice(0, maxErrorLength),
        run.lastAttempt ? 'failed' : 'pending',
        deliveryId,
        companyId,
      ],
    )
    if (run.lastAttempt) log.warn({ deliveryId, error: failure }, 'webhook delivery failed for good')
    throw new Error(`webhook delivery ${deliveryId} failed: ${failure}`)
  }

  /** Posts one attempt; answers '' when accepted, else why not. */
  async function post(row: DeliveryRow): Promise<string> {
    if (!row.webhook_url) return 'the connection has no webhook URL'
    if (!row.webhook_secret) return 'the connection has no webhook secret to sign with'
    const body = JSON.stringify(row.payload)
    const timestamp = String(Math.floor(Date.now() / 1000))
    const response = await options.outbound.fetch(row.webhook_url, {
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
      // A signed delivery is not re-sent elsewhere: a redirect is a failed attempt.
      maxRedirects: 0,
      timeoutMs: options.timeoutMs,
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

  return {
    async record(connection, event, payload) {
      const deliveryId = randomUUID()
      const { companyId } = connection
      await db.forCompany(companyId).transactional(async (tx) => {
        await tx.execute(
          `insert into webhook_deliveries (id, company_id, connection_id, event, payload, status, attempts, created_at)
             values (?, ?, ?, ?, ?::jsonb, 'pending', 0, now())`,
          [deliveryId, companyId, connection.id, event, JSON.stringify(payload(deliveryId))],
        )
        await job.enqueueIn(tx, { deliveryId, companyId }, { companyId })
      })
      return deliveryId
    },
  }
}
