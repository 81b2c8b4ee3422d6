import { forgetOldest } from '../../kernel/forget-oldest.ts'

/** Most transactions of one connection's events this process runs at once. */
export const transactionsPerConnection = 2

/** Most recorded runs remembered for their connection until their delivery comes. */
const maxExpected = 20_000

interface Lane {
  /** Deliveries past the gate: claiming, running, or returning because a batch took them. */
  running: number
  /** Deliveries held back, woken one at a time as others finish. */
  waiting: (() => void)[]
}

/**
 * Holds back the deliveries of a connection's event runs while two of them are in this process's
 * hands (job-outbox.ts `gateDeliveries`). Events arriving faster than one transaction takes them
 * then wait unclaimed, so the next transaction of their connection takes them as one batch
 * (batch/take-followers.ts), instead of each running beside the others in a transaction of its
 * own: on two cores, eight parallel single-event transactions did half the work of two batches
 * and kept a paced stream's p99 three times as long (docs/benchmarks.md, 2026-11-29 14:00). Other
 * connections' deliveries are not held, so one busy connection does not stop the rest.
 *
 * Only runs this process recorded are known by their connection (`expect`); the deliveries of
 * runs recorded by another process (`ROLE=api` before `ROLE=worker`) pass at once.
 */
export function connectionLanes() {
  const connectionOfRun = new Map<number, number>()
  const lanes = new Map<number, Lane>()
  /** Runs past the gate, by their lane: how crowded their connection is. */
  const laneOfRun = new Map<number, Lane>()

  return {
    /** A run this process recorded, of an event of `connectionId`. */
    expect(outboxId: number, connectionId: number): void {
      connectionOfRun.set(outboxId, connectionId)
      forgetOldest(connectionOfRun, maxExpected)
    },

    /** The gate: resolves when the run's connection has room, with what to call once done. */
    async enter(outboxId: number): Promise<() => void> {
      const connectionId = connectionOfRun.get(outboxId)
      if (connectionId === undefined) return () => {}
      connectionOfRun.delete(outboxId)
      let lane = lanes.get(connectionId)
      if (!lane) {
        lane = { running: 0, waiting: [] }
        lanes.set(connectionId, lane)
      }
      const held = lane
      while (held.running >= transactionsPerConnection) {
        await new Promise<void>((resolve) => held.waiting.push(resolve))
      }
      held.running += 1
      laneOfRun.set(outboxId, held)
      return () => {
        laneOfRun.delete(outboxId)
        held.running -= 1
        const next = held.waiting.shift()
        if (next) next()
        else if (held.running === 0) lanes.delete(connectionId)
      }
    },

    /** How many deliveries of `connectionId` are held back now. */
    heldBack(connectionId: number): number {
      return lanes.get(connectionId)?.waiting.length ?? 0
    },

    /** Whether other deliveries of the run's connection are running or held back beside it. */
    crowded(outboxId: number): boolean {
      const lane = laneOfRun.get(outboxId)
      return lane !== undefined && (lane.running > 1 || lane.waiting.length > 0)
    },
  }
}

export type ConnectionLanes = ReturnType<typeof connectionLanes>
