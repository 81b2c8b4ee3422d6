import { type Em, platformEm } from '../kernel/db/orm.ts'
import type { TestApp } from './test-app.ts'

/**
 * An EntityManager of the test app that sees every company, as the operator running the test
 * does: PostgreSQL's row-level security shows an EntityManager without a company no rows, so
 * tests that seed or inspect across companies through the app's ORM use this one.
 *
 * @example
 * const [row] = await operatorEm(testApp).execute('select count(*) from tickets')
 */
export function operatorEm(testApp: TestApp): Em {
  return platformEm(testApp.app.kernel.orm, 'super-admin')
}
