import type { JobRun } from '@atendo/plugin-api'
import { LockMode } from '@mikro-orm/core'
import type { FastifyBaseLogger } from 'fastify'
import { companyEm, type Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { copyStoredMedia, sendMessage, sendStoredFile } from '../messages/index.ts'
import { companyTimeZone } from '../settings/index.ts'
import { Ticket } from '../tickets/index.ts'
import { type ISchedule, Schedule } from './entities.ts'
import { emitScheduleChange } from './schedule-events.ts'
import { nextSendAt } from './schedule-recurrence.ts'
import { scheduleStatus } from './schedule-status.ts'
import { ticketForSchedule } from './schedule-ticket.ts'

/** One planned send: the schedule and the time it was planned for (a changed time makes the run stale). */
export interface ScheduledSend {
  companyId: number
  scheduleId: number
  sendAt: string
}

/** Arms the next send of a recurring schedule in the transaction that records this one. */
export type ArmSend = (tx: Em, schedule: ISchedule) => Promise<void>

interface SendServices {
  kernel: Kernel
  log: FastifyBaseLogger
  arm: ArmSend
}

const maxReasonLength = 500

const lock = (tx: Em, id: number) =>
  tx.findOne(Schedule, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })

/**
 * Sends one planned message of a schedule, exactly once (docs/automations.md "Scheduled messages"):
 *
 * 1. claim: under the schedule's row lock, a PENDENTE schedule still planned for this time becomes
 *    ENVIANDO, with its ticket (opened or reused), the ticket's last message id and this run's id,
 *    and that commits. Another worker's run of the same send finds it claimed and stops.
 * 2. send through the ticket's connection (the message is stored before the channel is called).
 * 3. finish: under the lock, sentAt, the count and the next planned time of a recurrence (or
 *    ENVIADA), and this run's outbox row, commit together.
 *
 * A retry of the run (after a failure or a crash) that finds its claim looks for the message it
 * stored after the ticket's last one: sent (it has the channel's id) → only step 3; refused by
 * the channel or never stored → sent again; stored but with no answer from the channel (the
 * process stopped while the channel was called) → ERRO, never a second copy. A channel failure
 * is retried by the job; on the last attempt the schedule becomes ERRO with the reason.
 */
export async function sendSchedule(
  services: SendServices,
  planned: ScheduledSend,
  run: JobRun,
): Promise<void> {
  const { kernel } = services
  const em = companyEm(kernel.orm, planned.companyId)
  const claimed = await em.transactional(async (tx) => {
    const schedule = await lock(tx, planned.scheduleId)
    if (schedule?.status === scheduleStatus.sending && schedule.sendingRun === run.id) return schedule
    if (
      !schedule ||
      schedule.status !== scheduleStatus.pending ||
      schedule.sendAt.getTime() !== new Date(planned.sendAt).getTime()
    ) {
      // Deleted, changed to another time (that time has its own run), or claimed by another run.
      await run.completeIn(tx)
      return null
    }
    schedule.sendingTicketId = await ticketForSchedule(tx, schedule)
    const [last] = await tx.execute<{ id: number | null }[]>(
      'select max(id) as id from messages where company_id = ? and ticket_id = ?',
      [schedule.companyId, schedule.sendingTicketId],
    )
    schedule.sendingAfterMessageId = last?.id ?? 0
    schedule.sendingRun = run.id
    schedule.status = scheduleStatus.sending
    await tx.flush()
    return schedule
  })
  if (!claimed) return
  await emitScheduleChange(kernel.realtime, em, kernel.storage, 'update', claimed)

  const earlier = await messageOfThisSend(em, claimed)
  if (earlier?.externalId) return finish(services, planned, run, 'sent')
  if (earlier && !earlier.sendError) {
    return finish(
      services,
      planned,
      run,
      'failed',
      'interrupted while the channel was sending; check the conversation',
    )
  }
  try {
    await sendOn(kernel, em, claimed)
  } catch (error) {
    if (!run.lastAttempt) throw error
    const reason = error instanceof Error ? error.message : String(error)
    return finish(services, planned, run, 'failed', reason)
  }
  return finish(services, planned, run, 'sent')
}

/** The message a previous try of this send stored on the ticket, if any. */
async function messageOfThisSend(em: Em, schedule: ISchedule) {
  const [message] = await em.execute<{ externalId: string | null; sendError: string | null }[]>(
    `select external_id as "externalId", send_error as "sendError" from messages
      where company_id = ? and ticket_id = ? and id > ? and from_me and not is_private
        and (position(? in body) > 0 or (? and media_url is not null))
      order by id desc limit 1`,
    [
      schedule.companyId,
      schedule.sendingTicketId,
      schedule.sendingAfterMessageId ?? 0,
      schedule.body,
      schedule.mediaPath != null,
    ],
  )
  return message
}

/** Sends the body (or the image with the body as its caption), signed when `assinar`. */
async function sendOn(kernel: Kernel, em: Em, schedule: ISchedule): Promise<void> {
  const ticket = await em.findOneOrFail(Ticket, { id: schedule.sendingTicketId! })
  const options = { userId: schedule.userId ?? null, signature: schedule.assinar }
  if (schedule.mediaPath) {
    const file = await copyStoredMedia(
      kernel.storage,
      schedule.companyId,
      schedule.mediaPath,
      schedule.mediaName ?? undefined,
    )
    await sendStoredFile(kernel, em, ticket, file, schedule.body, options)
    return
  }
  await sendMessage(kernel, em, ticket, { kind: 'text', body: schedule.body }, options)
}

async function finish(
  services: SendServices,
  planned: ScheduledSend,
  run: JobRun,
  outcome: 'sent' | 'failed',
  reason?: string,
): Promise<void> {
  const { kernel } = services
  const em = companyEm(kernel.orm, planned.companyId)
  const finished = await em.transactional(async (tx) => {
    const schedule = await lock(tx, planned.scheduleId)
    // Changed or deleted while it was being sent: the change wins, the send stays recorded on the ticket.
    if (!schedule || schedule.sendingRun !== run.id) {
      await run.completeIn(tx)
      return null
    }
    schedule.ticketId = schedule.sendingTicketId ?? schedule.ticketId
    schedule.sendingRun = null
    schedule.sendingTicketId = null
    schedule.sendingAfterMessageId = null
    if (outcome === 'failed') {
      schedule.status = scheduleStatus.failed
      schedule.failureReason = (reason ?? 'failed').slice(0, maxReasonLength)
    } else {
      schedule.failureReason = null
      schedule.sentAt = kernel.clock.now()
      schedule.sendsDone += 1
      schedule.seriesStartAt ??= schedule.sendAt
      const timeZone = await companyTimeZone(tx, schedule.companyId)
      const next = nextSendAt(schedule, schedule.seriesStartAt, schedule.sendsDone, timeZone)
      schedule.status = next ? scheduleStatus.pending : scheduleStatus.sent
      if (next) {
        schedule.sendAt = next
        await services.arm(tx, schedule)
      }
    }
    await tx.flush()
    await run.completeIn(tx)
    return schedule
  })
  if (!finished) return
  if (outcome === 'failed') services.log.warn({ scheduleId: finished.id, reason }, 'scheduled message failed')
  await emitScheduleChange(kernel.realtime, em, kernel.storage, 'update', finished)
}
