import type { Em } from '../../kernel/db/orm.ts'
import { Message } from './entities.ts'

/**
 * Dashboard dates are days in Brazil (report timezone São Paulo, inbox.md §9), which has kept
 * UTC-3 all year since daylight saving ended in 2019.
 */
const saoPauloOffset = '-03:00'

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000${saoPauloOffset}`)
const startOfNextDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000)

/** How many messages the company exchanged (or sent, with `fromMe`) between two days, both included. */
export async function countMessages(
  em: Em,
  filter: { fromMe?: boolean; dateStart?: string; dateEnd?: string },
): Promise<number> {
  const createdAt = {
    ...(filter.dateStart ? { $gte: startOfDay(filter.dateStart) } : {}),
    ...(filter.dateEnd ? { $lt: startOfNextDay(filter.dateEnd) } : {}),
  }
  return em.count(Message, {
    ...(filter.fromMe !== undefined ? { fromMe: filter.fromMe } : {}),
    ...(Object.keys(createdAt).length > 0 ? { createdAt } : {}),
  })
}
