/**
 * Test helpers for core and plugin authors: boot the kernel with chosen plugins against a real
 * PostgreSQL database, add companies and users to it, and talk to it over HTTP like a browser.
 */
export { type ApiAnswer, ApiClient } from './api-client.ts'
export { bootFailure } from './boot-failure.ts'
export { type CoreOrm, openCoreOrm } from './core-orm.ts'
export { operatorEm } from './operator-em.ts'
export { packagesLoadedBy } from './packages-loaded.ts'
export { dropRedisKeys } from './redis-keys.ts'
export { type SentQueries, watchPoolQueries, watchSentQueries } from './sent-queries.ts'
export { taggedCompanies } from './tagged-companies.ts'
export {
  createCompany,
  createUser,
  type TestUser,
  type TestUserSwitch,
} from './test-accounts.ts'
export { startTestApp, TEST_ADMIN, type TestApp, type TestAppOptions } from './test-app.ts'
export {
  type TestChannel,
  type TestChannelMessage,
  type TestCustomer,
  testChannel,
} from './test-channel.ts'
export {
  createTestDatabase,
  TEST_SERVER_URL,
  type TestDatabase,
  type TestDatabaseOptions,
  testsOnEmbeddedPostgres,
} from './test-database.ts'
export { waitFor } from './wait-for.ts'
