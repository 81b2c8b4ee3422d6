import { currentJoinedTransaction } from '../../kernel/db/joined-transaction.ts'
import { companyEm, type Em, type Orm, platformEm } from '../../kernel/db/orm.ts'

/**
 * The EntityManager a core service works for a company with: the transaction the call is made in
 * (an `in-transaction` inbound handler's, see `joinedTransaction`), else a fresh one of the
 * company. Joining it, the service sees the transaction's own rows and its changes commit or roll
 * back with it; and on the embedded database, which has one session, it does not wait for a
 * transaction that is waiting for it. Row-level security still holds: a
 * transaction of company A reads nothing of company B.
 *
 * @example
 * const contact = await serviceEm(deps.orm(), companyId).findOne(Contact, { id, companyId })
 */
export function serviceEm(orm: Orm, companyId: number): Em {
  return currentJoinedTransaction() ?? companyEm(orm, companyId)
}

/** As `serviceEm`, for the services' few reads across companies (platform work `plugin`). */
export function servicePlatformEm(orm: Orm): Em {
  return currentJoinedTransaction() ?? platformEm(orm, 'plugin')
}
