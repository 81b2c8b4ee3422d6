import { companyEm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import type { ChannelStatus } from '../../plugin-api/channels.ts'
import { emitSessionChange } from './connection-events.ts'
import { loadConnectionView } from './connection-view.ts'
import { Connection } from './entities.ts'

/**
 * Records what a provider reports about a session (status, QR code, the paired number) and tells
 * those who manage connections. A report that changes nothing writes and emits nothing, so
 * providers may repeat themselves (and every API node may report a webhook channel CONNECTED).
 * A QR code is kept only while the status is `qrcode`; CONNECTED resets the retry count.
 */
export async function recordConnectionStatus(
  kernel: Pick<Kernel, 'orm' | 'realtime'>,
  connection: { id: number; companyId: number },
  status: ChannelStatus,
  details: { qrcode?: string; number?: string } = {},
): Promise<void> {
  const em = companyEm(kernel.orm, connection.companyId)
  const qrcode = status === 'qrcode' ? (details.qrcode ?? null) : null
  const number = details.number?.slice(0, 50) ?? null
  const changed = await em.execute<{ id: number }[]>(
    `update connections
        set status = ?, qrcode = ?::text, number = coalesce(?::text, number),
            retries = case when ? = 'CONNECTED' then 0 else retries end, updated_at = now()
      where id = ? and company_id = ?
        and (status <> ? or qrcode is distinct from ?::text or (?::text is not null and number is distinct from ?::text))
      returning id`,
    [status, qrcode, number, status, connection.id, connection.companyId, status, qrcode, number, number],
  )
  if (changed.length === 0) return
  const updated = await em.findOneOrFail(Connection, { id: connection.id })
  const view = await loadConnectionView(em, updated, { withSecrets: true })
  await emitSessionChange(kernel.realtime, em, connection.companyId, view)
}
