import type { QueueHooks } from '../queues/index.ts'
import { User } from './entities.ts'

/** The users side of the queues module, given to its routes at composition. */
export const queueUserHooks: QueueHooks = {
  countUsers: (em, ids) => em.count(User, { id: { $in: ids } }),
}
