import { Company } from '../companies/index.ts'
import type { IQueue } from '../queues/index.ts'
import { type BotTurn, render, reply } from './bot-turn.ts'
import { isWithinWorkingHours, type WorkingDay } from './working-hours.ts'

/**
 * Working hours, as the company's scheduleType says (administration.md §3): `company` and
 * `connection` close the whole connection outside the company's or the connection's hours;
 * `queue` closes each queue outside its own; `disabled` never closes.
 */

async function companyHours(turn: BotTurn): Promise<WorkingDay[]> {
  const company = await turn.tx.findOne(Company, { id: turn.ticket.companyId })
  return Array.isArray(company?.schedules) ? company.schedules : []
}

/**
 * Outside the hours the bot says so once and answers nothing else: a customer writing five times
 * at night gets one out-of-hours message, not five. The next turn within the hours forgets it, so
 * the next closed stretch is announced again.
 */
async function tellOutOfHours(turn: BotTurn, template: string | null | undefined): Promise<void> {
  turn.ticket.isBot = false
  if (turn.state.outOfHoursNoticeAt) return
  const body = await render(turn, template)
  if (!body) return
  reply(turn, body)
  turn.state.outOfHoursNoticeAt = turn.now
}

function open(turn: BotTurn): false {
  turn.state.outOfHoursNoticeAt = null
  return false
}

/** scheduleType company or connection: true (after the connection's outOfHoursMessage) when closed. */
export async function connectionClosed(turn: BotTurn): Promise<boolean> {
  const { scheduleType } = turn.settings
  if (scheduleType !== 'company' && scheduleType !== 'connection') return false
  const hours = scheduleType === 'company' ? await companyHours(turn) : turn.connectionOptions.schedules
  if (isWithinWorkingHours(hours, turn.now, turn.timeZone)) return open(turn)
  await tellOutOfHours(turn, turn.connection.outOfHoursMessage)
  return true
}

/** Whether the queue is open now (always, unless the company's scheduleType is queue); says nothing. */
export function queueOpen(turn: BotTurn, queue: IQueue): boolean {
  if (turn.settings.scheduleType !== 'queue') return true
  return isWithinWorkingHours(queue.schedules, turn.now, turn.timeZone)
}

/** scheduleType queue: true (after the queue's outOfHoursMessage) when the queue is closed. */
export async function queueClosed(turn: BotTurn, queue: IQueue): Promise<boolean> {
  if (queueOpen(turn, queue)) return turn.settings.scheduleType === 'queue' ? open(turn) : false
  await tellOutOfHours(turn, queue.outOfHoursMessage)
  return true
}
