import type { FastifyBaseLogger } from 'fastify'
import { companyEm, type Em, platformEm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { type ISchedule, Schedule } from './entities.ts'
import { scheduleStatus } from './schedule-status.ts'
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
  /**
   * Plans every waiting schedule that has no planned run (schedules saved before sending existed,
   * or whose run failed for good); a schedule already planned is left as it is (the run's dedupe
   * key). Called once when a process that runs jobs starts. Returns how many were looked at.
   */
  armWaiting(): Promise<number>
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
  const armWaiting = async () => {
    const waiting = await platformEm(kernel.orm, 'sweep').execute<{ id: number; company_id: number }[]>(
      `select s.id, s.company_id from schedules s
        where s.status = ? and not exists (
          select 1 from job_outbox o
           where o.job = ? and o.status = 'pending' and (o.payload ->> 'scheduleId')::int = s.id)`,
      [scheduleStatus.pending, sendScheduleJob],
    )
    for (const { id, company_id: companyId } of waiting) {
      await companyEm(kernel.orm, companyId).transactional(async (tx) => {
        const schedule = await tx.findOne(Schedule, { id })
        if (schedule?.status === scheduleStatus.pending) await arm(tx, schedule)
      })
    }
    return waiting.length
  }
  const sender: ScheduleSender = { arm, armWaiting }
  definedFor.set(kernel, sender)
  return sender
}
