import { channelProviders } from '@atendo/plugin-api'
import { companyEm, platformEm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { toChannelConnection } from './channel-connection.ts'
import { Connection } from './entities.ts'
import { announceSessionStatus } from './record-connection-status.ts'

/** Statuses that say some process runs the session (connected, pairing, or about to retry). */
const liveStatuses = ['OPENING', 'qrcode', 'PAIRING', 'CONNECTED', 'TIMEOUT'] as const

/**
 * The reported status must be the truth. A session's holder reports its statuses, so when it dies
 * with no standby to take over (a single worker killed, every worker stopped), the last report
 * (CONNECTED, say) would stand forever. This asks each provider that knows where its sessions run
 * (`runningSessions`) about the connections claiming a live status for at least `staleAfterMs`,
 * and marks those nobody runs DISCONNECTED, emitting the change. The update is conditional on the
 * status still being the stale one it read, so a holder that started the session meanwhile
 * (reporting OPENING, then CONNECTED) is never overwritten. Answers how many were marked.
 */
export async function sweepOrphanedSessions(
  kernel: Pick<Kernel, 'orm' | 'realtime' | 'extensions'>,
  options: { staleAfterMs: number },
): Promise<number> {
  let swept = 0
  for (const provider of kernel.extensions.get(channelProviders)) {
    if (!provider.runningSessions) continue
    // Every company's connections of this provider: the sweep is platform housekeeping.
    const claimed = await platformEm(kernel.orm, 'channel-sessions').find(Connection, {
      provider: provider.id,
      status: { $in: [...liveStatuses] },
      sessionStopped: false,
      updatedAt: { $lt: new Date(Date.now() - options.staleAfterMs) },
    })
    if (claimed.length === 0) continue
    const running = await provider.runningSessions(claimed.map(toChannelConnection))
    for (const connection of claimed) {
      if (running.has(connection.id)) continue
      const em = companyEm(kernel.orm, connection.companyId)
      const marked = await em.execute<{ id: number }[]>(
        `update connections set status = 'DISCONNECTED', qrcode = null, updated_at = now()
          where id = ? and company_id = ? and status = ?
            and updated_at < now() - make_interval(secs => ?)
          returning id`,
        [connection.id, connection.companyId, connection.status, options.staleAfterMs / 1000],
      )
      if (marked.length === 0) continue
      swept++
      await announceSessionStatus(kernel, em, connection)
    }
  }
  return swept
}
