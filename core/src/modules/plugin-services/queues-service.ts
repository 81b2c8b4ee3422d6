import type { QueuesApi } from '@atendo/plugin-api'
import { Queue } from '../queues/index.ts'
import type { PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm } from './service-em.ts'

/** `QueuesApi`: read-only, every call scoped to the company asked for. */
export function queuesService(deps: PluginServiceDeps): QueuesApi {
  return {
    async find(companyId, queueId) {
      const queue = await serviceEm(deps.orm(), companyId).findOne(Queue, { id: queueId, companyId })
      return queue
        ? {
            id: queue.id,
            name: queue.name,
            integrationId: queue.integrationId ?? null,
            fileListId: queue.fileListId ?? null,
          }
        : undefined
    },
  }
}
