import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'

/** Plan columns that cap how many rows a company may have. */
export type PlanLimit = 'users' | 'queues'

/**
 * Refuses one more user or queue when the company is already at its plan's count. Call it inside
 * the transaction that inserts the row: it locks the company row, so two concurrent creations
 * cannot both see room for one. `countUsed` counts the company's rows of that kind in `tx` (the
 * users and queues modules count their own; both build on plans).
 *
 * @example
 * await assertPlanRoom(tx, companyId, 'queues', () => tx.count(Queue, { companyId }))
 */
export async function assertPlanRoom(
  tx: Em,
  companyId: number,
  limit: PlanLimit,
  countUsed: () => Promise<number>,
): Promise<void> {
  const rows = await tx
    .getConnection()
    .execute<{ allowed: number }[]>(
      `select p.${limit} as allowed from companies c join plans p on p.id = c.plan_id where c.id = ? for update of c`,
      [companyId],
      'all',
      tx.getTransactionContext(),
    )
  const allowed = rows[0]?.allowed
  if (allowed === undefined) throw new AppError('ERR_COMPANY_NOT_FOUND')
  const used = await countUsed()
  if (used >= allowed) {
    throw new AppError('ERR_PLAN_LIMIT_REACHED', {
      message: `The plan allows ${allowed} ${limit}; remove one or change the plan to add another`,
      details: { limit, allowed, used },
    })
  }
}
