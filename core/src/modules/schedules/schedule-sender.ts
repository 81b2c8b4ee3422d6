import type { FastifyBaseLogger } from 'fastify'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import type { ISchedule } from './entities.ts'
import { type ScheduledSend, sendSchedule } from './send-schedule.ts'

/** The job that sends one planned message of a schedule. */
export const sendScheduleJob = 'core.send-schedule'

/** Sends scheduled messages at their time. */
export interface ScheduleSender {
  /**
   * Plans the schedule's send at its `sendAt`, in the transaction `tx` that saves it (a durable
   * job run delayed to that time, on the product clock). A run planned for an older time finds
   * the time changed and does nothing, so re-arming after every change is safe.
   */
  arm(tx: Em, schedule: ISchedule): Promise<void>
}

const definedFor = new WeakMap<Kernel, ScheduleSender>()

/**
 * Defines `core.send-schedule` once per kernel (before the workers start) and answers the sender
 * routes use to plan sends. Five tries with back-off from 30 s: a channel that is reconnecting
 * gets a few minutes before the schedule is marked ERRO.
 */
export function scheduleSender(kernel: Kernel, log: FastifyBaseLogger): ScheduleSender {
  const known = definedFor.get(kernel)
  if (known) return known
  const arm = async (tx: Em, schedule: ISchedule) => {
    const delayMs = Math.max(0, schedule.sendAt.getTime() - kernel.clock.now().getTime())
    await job.enqueueIn(
      tx,
      { companyId: schedule.companyId, scheduleId: schedule.id, sendAt: schedule.sendAt.toISOString() },
      {
        companyId: schedule.companyId,
        delayMs,
        dedupeKey: `schedule-${schedule.id}-${schedule.sendAt.getTime()}`,
      },
    )
  }
  const job = kernel.jobs.define<ScheduledSend>(
    sendScheduleJob,
    (planned, run) => sendSchedule({ kernel, log, arm }, planned, run),
    { queue: 'default', concurrency: 2, attempts: 5, backoffMs: 30_000 },
  )
  const sender: ScheduleSender = { arm }
  definedFor.set(kernel, sender)
  return sender
}
