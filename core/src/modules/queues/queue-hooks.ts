import type { Em } from '../../kernel/db/orm.ts'

/**
 * What queues need from the users module, handed over at composition: users depend on queues (a
 * user works some queues), not the reverse.
 */
export interface QueueHooks {
  /**
   * How many of these ids are users of the em's company (a chatbot option may send a ticket to a
   * user; users' `queueUserHooks`). Another company's ids are not counted.
   */
  countUsers(em: Em, ids: number[]): Promise<number>
}
