import type { ChannelConnection, InboundEvent, InboundSink } from '@atendo/plugin-api'
import type { SessionLog } from '../session-log.ts'

/** How long to wait between attempts to hand an event to core: doubling from `firstMs`, up to `maxMs`. */
export interface HandOverBackoff {
  firstMs: number
  maxMs: number
}

export const defaultHandOverBackoff: HandOverBackoff = { firstMs: 500, maxMs: 30_000 }

/** Past this many failed attempts, only every so many is logged: an outage should not flood the log. */
const loudAttempts = 5
const logEvery = 20

/**
 * Hands one event to core, trying until core has recorded it. WhatsApp considers a message
 * delivered once the socket received it (Baileys acknowledges it), so it will never be sent again:
 * giving up would lose it for good. While core's database is away the event waits here, with the
 * attempts spaced out up to `maxMs`; the queue behind it waits too, which keeps the order.
 */
export async function handOver(
  sink: InboundSink,
  connection: ChannelConnection,
  event: InboundEvent,
  options: { backoff: HandOverBackoff; log: SessionLog },
): Promise<void> {
  const { backoff, log } = options
  for (let attempt = 0; ; attempt++) {
    try {
      await sink.receive(connection, event)
      if (attempt >= loudAttempts) {
        log.info(
          { connectionId: connection.id, attempts: attempt + 1 },
          'inbound event recorded after an outage',
        )
      }
      return
    } catch (error) {
      if (attempt < loudAttempts || attempt % logEvery === 0) {
        log.warn({ connectionId: connection.id, err: error, attempt }, 'inbound event not recorded, retrying')
      }
      const delayMs = Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.min(attempt, 20))
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }
}
