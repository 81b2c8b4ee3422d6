import type { Caller, Clock } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import { dateTimeFormat } from '../../kernel/date-formats.ts'
import type { Em } from '../../kernel/db/orm.ts'
import { companyTimeZone } from '../settings/index.ts'
import { User } from '../users/index.ts'

/** The wall-clock time (HH:mm) an instant falls on in a time zone. */
function timeIn(at: Date, timeZone: string): string {
  return dateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at)
}

/**
 * Whether `time` (HH:mm) is within a user's work hours, both ends included to the minute
 * (the default 00:00–23:59 is the whole day). A start after the end is a night shift over midnight.
 */
export function withinWorkHours(time: string, startWork: string, endWork: string): boolean {
  if (startWork <= endWork) return time >= startWork && time <= endWork
  return time >= startWork || time <= endWork
}

/**
 * Refuses ticket work (accepting, reopening, taking a transfer, opening a ticket, writing in one)
 * to a user outside their `startWork`–`endWork` in the company's time zone: ERR_OUT_OF_HOURS
 * (inbox.md §3 User, §8). `em` must be scoped to the caller's company.
 *
 * @example
 * await assertWorkHours(request.em, kernel.clock, request.caller)
 */
export async function assertWorkHours(em: Em, clock: Clock, caller: Caller): Promise<void> {
  const user = await em.findOne(User, { id: caller.userId }, { fields: ['startWork', 'endWork'] })
  if (!user) return
  const { startWork, endWork } = user
  if (startWork === '00:00' && endWork === '23:59') return
  const now = timeIn(clock.now(), await companyTimeZone(em, caller.companyId))
  if (!withinWorkHours(now, startWork, endWork)) {
    throw new AppError('ERR_OUT_OF_HOURS', { details: { startWork, endWork } })
  }
}
