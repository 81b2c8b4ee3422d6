/**
 * A queue as the queues service answers it: what automations need to know about where a ticket is.
 *
 * @example
 * const queue = await queues.find(companyId, ticket.queueId)
 * if (queue?.integrationId) ... // the queue hands its tickets to a queue integration
 */
export interface QueueRecord {
  id: number
  name: string
  /** The queue integration (administration.md §3 Queue) that takes its waiting tickets, if any. */
  integrationId: number | null
  /** The file list the queue sends when a ticket enters it, if any. */
  fileListId: number | null
}

/**
 * Core's queues, for plugins: read-only, scoped to the company asked for.
 *
 * @example
 * const queue = await queues.find(companyId, 3)
 */
export interface QueuesApi {
  /** One queue of the company, or undefined (another company's id answers undefined too). */
  find(companyId: number, queueId: number): Promise<QueueRecord | undefined>
}
