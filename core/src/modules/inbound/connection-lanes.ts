import { forgetOldest } from '../../kernel/forget-oldest.ts'

/** Most transactions of one connection's events this process runs at once. */
export const transactionsPerConnection = 2

/** Most recorded runs remembered for their connection until their delivery passes the gate. */
const maxExpected = 20_000

interface Lane {
  /** Deliveries past the gate: claiming, running, or returning because a batch took them. */
  running: number
  /** Runs whose delivery was turned back, handed over again as soon as one of the running ends. */
  parked: number[]
}

/**
 * Keeps at most two of a connection's event runs in this process's hands at once (job-outbox.ts
 * `gateDeliveries`): a delivery beyond them is turned back before its claim, and its run handed
 * over again (`redeliver`) when one of the two ends, unless a batch took it meanwhile. Events
 * arriving faster than one transaction takes them thus stay unclaimed, and the next transaction
 * of their connection takes them as one batch (batch/take-followers.ts; a delivery whose run a
 * batch took returns at once), instead of each running beside the others in a transaction of its
 * own: on two cores, eight parallel single-event transactions did less work than two batches
 * and kept a paced stream's p99 twice as long (docs/benchmarks.md, 2026-11-29). A turned-back
 * delivery frees its job slot, so one busy connection does not keep the slots from the others.
 *
 * Only runs this process recorded are known by their connection (`expect`); the deliveries of
 * runs recorded by another process (`ROLE=api` before `ROLE=worker`) pass at once.
 */
export function connectionLanes(outbox: {
  /** Hands runs over to the backend again. */
  redeliver(outboxIds: number[]): void
  /** Whether a batch took the run (its delivery would return at once). */
  taken(outboxId: number): boolean
}) {
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

    /**
     * The gate: what to call once the delivery is done, or undefined when it is turned back (its
     * run parked, to be handed over again).
     */
    enter(outboxId: number): (() => void) | undefined {
      const connectionId = connectionOfRun.get(outboxId)
      if (connectionId === undefined) return () => {}
      let lane = lanes.get(connectionId)
      if (!lane) {
        lane = { running: 0, parked: [] }
        lanes.set(connectionId, lane)
      }
      if (lane.running >= transactionsPerConnection) {
        lane.parked.push(outboxId)
        return undefined
      }
      const held = lane
      connectionOfRun.delete(outboxId)
      held.running += 1
      laneOfRun.set(outboxId, held)
      return () => {
        laneOfRun.delete(outboxId)
        held.running -= 1
        // Parked runs a batch took need nothing more; of the rest, as many as there is room for
        // are handed over again (the first takes the others into its batch, when it can).
        held.parked = held.parked.filter((id) => !outbox.taken(id))
        const again = held.parked.splice(0, transactionsPerConnection - held.running)
        if (again.length > 0) outbox.redeliver(again)
        if (held.running === 0 && held.parked.length === 0) lanes.delete(connectionId)
      }
    },

    /** How many runs of `connectionId` are parked now. */
    parked(connectionId: number): number {
      return lanes.get(connectionId)?.parked.length ?? 0
    },

    /** Whether other runs of the run's connection are in hand or parked beside it. */
    crowded(outboxId: number): boolean {
      const lane = laneOfRun.get(outboxId)
      return lane !== undefined && (lane.running > 1 || lane.parked.length > 0)
    },
  }
}

export type ConnectionLanes = ReturnType<typeof connectionLanes>
