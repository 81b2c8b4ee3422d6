import type { SessionLog } from '../session-log.ts'

export interface InboundQueueOptions {
  /** How many chats' live messages are handed over at the same time. */
  parallelChats: number
  /**
   * How many units of inbound work (a message, an ack, a call...) may wait in memory. Reaching it
   * calls `full`; the wait falling back to half of it calls `roomAgain`.
   */
  maxPending: number
  log: SessionLog
  logContext: Record<string, unknown>
  /** As much waits as may: stop taking more in (the session stops reading from WhatsApp). */
  full(): void
  /** The wait fell to half the bound: take more in again. */
  roomAgain(): void
}

/** What the queue holds in memory right now, and the most it held. */
export interface InboundLoad {
  /** Units waiting or under way. */
  pending: number
  /** The most units that waited at once since the queue was made. */
  peak: number
  /** Chats with live messages waiting or under way. */
  chats: number
}

export interface InboundQueue {
  /** Work that keeps to the one queue (history, acks, calls, contact news), in the order given. */
  inOrder(work: () => Promise<void>): void
  /** A chat's live messages: in order within the chat, side by side with other chats. */
  inChat(chat: string, work: () => Promise<void>): void
  /**
   * Bookkeeping beside the conversation (the address book): in the order given, on a chain of its
   * own so messages never wait for it, and counted against the bound like everything else.
   */
  aside(work: () => Promise<void>): void
  /** Whether the bound is reached (and reading should stay stopped). */
  readonly full: boolean
  /** Settles once there is room: at once, or when the wait falls back to half the bound. */
  room(): Promise<void>
  /** Settles once everything queued (so far, and meanwhile) is done. */
  drained(): Promise<void>
  load(): InboundLoad
}

/**
 * The inbound work of one session, in memory and bounded. Everything WhatsApp delivered waits here
 * until core has it, so the wait must have a ceiling: at `maxPending` units the queue says it is
 * full (the session then stops reading from WhatsApp, which keeps the rest unacknowledged on its
 * servers), and once half of that is done it says there is room again. A unit counts from the moment
 * it is queued until its work settled, so the ceiling covers what runs as well as what waits.
 *
 * Live messages of different chats are handed over side by side (at most `parallelChats` at a
 * time), each chat's in the order WhatsApp sent them: one queue for everything made a burst wait
 * message after message for core's pipeline. Everything else keeps to one queue.
 */
export function createInboundQueue(options: InboundQueueOptions): InboundQueue {
  const { log, logContext } = options
  const resumeAt = Math.floor(options.maxPending / 2)
  let pending = 0
  let peak = 0
  let full = false
  const waitingForRoom: (() => void)[] = []
  let ordered: Promise<void> = Promise.resolve()
  let besides: Promise<void> = Promise.resolve()
  const chatLanes = new Map<string, Promise<void>>()
  let lanesBusy = 0
  const waitingForLane: (() => void)[] = []

  function counted(work: () => Promise<void>): () => Promise<void> {
    pending++
    peak = Math.max(peak, pending)
    if (!full && pending >= options.maxPending) {
      full = true
      options.full()
    }
    return async () => {
      try {
        await work()
      } finally {
        pending--
        if (full && pending <= resumeAt) {
          full = false
          options.roomAgain()
          for (const resolve of waitingForRoom.splice(0)) resolve()
        }
      }
    }
  }

  async function inLane(work: () => Promise<void>) {
    if (lanesBusy >= options.parallelChats) {
      await new Promise<void>((resolve) => waitingForLane.push(resolve))
    }
    lanesBusy++
    try {
      await work()
    } finally {
      lanesBusy--
      waitingForLane.shift()?.()
    }
  }

  return {
    inOrder(work) {
      const unit = counted(work)
      ordered = ordered
        .then(unit)
        .catch((error: unknown) => log.error({ ...logContext, err: error }, 'inbound event not taken in'))
    },
    aside(work) {
      besides = besides
        .then(counted(work))
        .catch((error: unknown) => log.warn({ ...logContext, err: error }, 'inbound bookkeeping failed'))
    },
    inChat(chat, work) {
      const unit = counted(work)
      const lane = (chatLanes.get(chat) ?? Promise.resolve())
        .then(() => inLane(unit))
        .catch((error: unknown) => log.error({ ...logContext, err: error, chat }, 'inbound event lost'))
      chatLanes.set(chat, lane)
      void lane.finally(() => {
        if (chatLanes.get(chat) === lane) chatLanes.delete(chat)
      })
    },
    get full() {
      return full
    },
    room() {
      if (!full) return Promise.resolve()
      return new Promise<void>((resolve) => waitingForRoom.push(resolve))
    },
    async drained() {
      let seen: Promise<void> | undefined
      while (seen !== ordered || chatLanes.size > 0) {
        seen = ordered
        await ordered
        await Promise.all(chatLanes.values())
      }
      await besides
    },
    load: () => ({ pending, peak, chats: chatLanes.size }),
  }
}
