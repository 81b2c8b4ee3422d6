import type { ChannelStatus } from '@atendo/plugin-api'
import { companyEm, type Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { emitSessionChange } from './connection-events.ts'
import { loadConnectionView } from './connection-view.ts'
import { Connection } from './entities.ts'

/**
 * Records what a provider reports about a session (status, QR code, the paired number) and tells
 * those who manage connections. A report that changes nothing writes and emits nothing, so
 * providers may repeat themselves (and every API node may report a webhook channel CONNECTED).
 *
 * `qrcode` carries what the phone needs to pair: the QR string while the status is `qrcode`, the
 * pairing code while it is `PAIRING` (pairing by phone number); it is cleared in every other status.
 * `retries` counts reconnection attempts: each TIMEOUT (the provider lost the connection and will
 * try again) adds one, CONNECTED resets it.
 */
export async function recordConnectionStatus(
  kernel: Pick<Kernel, 'orm' | 'realtime' | 'extensions'>,
  connection: { id: number; companyId: number },
  status: ChannelStatus,
  details: { qrcode?: string; number?: string } = {},
): Promise<void> {
  const em = companyEm(kernel.orm, connection.companyId)
  const qrcode = status === 'qrcode' || status === 'PAIRING' ? (details.qrcode ?? null) : null
  const number = details.number?.slice(0, 50) ?? null
  const changed = await em.execute<{ id: number }[]>(
    `update connections
        set status = ?, qrcode = ?::text, number = coalesce(?::text, number),
            retries = case ? when 'CONNECTED' then 0 when 'TIMEOUT' then retries + 1 else retries end,
            updated_at = now()
      where id = ? and company_id = ?
        and (status <> ? or qrcode is distinct from ?::text or (?::text is not null and number is distinct from ?::text))
      returning id`,
    [status, qrcode, number, status, connection.id, connection.companyId, status, qrcode, number, number],
  )
  if (changed.length === 0) return
  await announceSessionStatus(kernel, em, connection)
}

/** Emits a connection's stored session status (with its QR or pairing code) to those who manage connections. */
export async function announceSessionStatus(
  kernel: Pick<Kernel, 'realtime' | 'extensions'>,
  em: Em,
  connection: { id: number; companyId: number },
): Promise<void> {
  const updated = await em.findOneOrFail(Connection, { id: connection.id })
  const view = await loadConnectionView(em, updated, { withSecrets: true, providers: kernel.extensions })
  await emitSessionChange(kernel.realtime, em, connection.companyId, view)
}
