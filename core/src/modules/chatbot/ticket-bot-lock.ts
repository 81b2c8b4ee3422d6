import type { SerialLocks } from '../../kernel/locks/serial-locks.ts'

/** The lock namespace of the bot's per-ticket work ("cb"); the ticket id is the key. */
const botLockSpace = 0x6362

/**
 * Runs `work` while holding the ticket's bot lock, so one ticket's turns (and its redirect) happen
 * one after the other, on every process, in the order they get the lock.
 */
export function withTicketBotLock<T>(
  locks: SerialLocks,
  ticketId: number,
  work: () => Promise<T>,
): Promise<T> {
  return locks.run(botLockSpace, ticketId, work)
}
