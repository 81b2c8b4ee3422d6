import {
  count,
  insertConnection,
  openSql,
  phoneContact,
  textMessage,
} from '../core/src/modules/inbound/inbound-test-kit.ts'
import { startTestApp } from '../core/src/testing/index.ts'

const testApp = await startTestApp({ env: { DATABASE_POOL_SIZE: process.env.POOL ?? '5' } })
const sql = await openSql(testApp)
const connection = await insertConnection(testApp, sql, { name: 'Probe' })
for (const scenario of ['one-contact', 'many-contacts']) {
  const started = Date.now()
  await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      connection.sink.receive(
        connection,
        textMessage(
          `${scenario}-${i}`,
          phoneContact(scenario === 'one-contact' ? '5511900000001' : `55119${String(10000000 + i)}`),
        ),
      ),
    ),
  )
  const received = Date.now()
  while ((await count(sql, `select count(*) from inbound_events where status='pending'`)) > 0)
    await new Promise((r) => setTimeout(r, 20))
  console.log(scenario, 'receive ms', received - started, 'process ms', Date.now() - received)
}
await sql.end()
await testApp.close()
