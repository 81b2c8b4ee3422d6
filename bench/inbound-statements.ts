/**
 * SQL statements, transactions and round trips per inbound message, counted at the ORM's connection: a figure
 * that does not depend on how busy the machine is (bench:inbound's rates do). Boots the app on a
 * fresh test database (no plugins), then sends BENCH_CONTACTS first messages (new contact, new
 * ticket) and BENCH_MESSAGES more from the same contacts (the common case), one at a time, each
 * counted until its live event and everything it set off (the queue chatbot's turn) went quiet.
 *
 * Run: npx node bench/inbound-statements.ts
 * BENCH_TRACE=1 also writes the statements of the last message of each kind to stderr.
 */
import { insertConnection, openSql, phoneContact } from '../core/src/modules/inbound/inbound-test-kit.ts'
import { startTestApp, watchSentQueries } from '../core/src/testing/index.ts'
import { liveMessageProbe } from './live-message-probe.ts'

const contacts = Number(process.env.BENCH_CONTACTS ?? 5)
const messages = Number(process.env.BENCH_MESSAGES ?? 20)

const testApp = await startTestApp({ env: { DATABASE_POOL_SIZE: '10' } })
const sql = await openSql(testApp)
try {
  const connection = await insertConnection(testApp, sql, { name: 'Statements' })
  // Every statement the ORM's connections run, lower-cased.
  const statements: string[] = []
  const probe = await liveMessageProbe(testApp, connection, ({ query }) => {
    statements.push(query.trim().toLowerCase())
  })
  // Round trips: every query text the pool's clients send (a statement with its session variables
  // in one query is one trip, as is `begin` with them).
  const trips = await watchSentQueries(testApp.app.kernel.orm)

  /** Sends messages one by one and answers the statements they cost, per message. */
  async function measure(total: number, first: number, newContacts: boolean) {
    statements.length = 0
    trips.clear()
    let lastOne: string[] = []
    for (let index = first; index < first + total; index += 1) {
      const start = statements.length
      const contact = phoneContact(`55119600000${String(index % contacts).padStart(2, '0')}`)
      // Until quiet: what the message set off after its live event (the chatbot's turn) is counted too.
      await probe.send(`statements-${index}`, contact, `body ${index}`)
      lastOne = statements.slice(start)
    }
    if (process.env.BENCH_TRACE === '1') {
      process.stderr.write(`-- last of ${newContacts ? 'first' : 'later'} messages\n${lastOne.join('\n')}\n`)
    }
    const per = (predicate: (statement: string) => boolean) =>
      Number((statements.filter(predicate).length / total).toFixed(1))
    return {
      messages: total,
      newContacts,
      statementsPerMessage: per(() => true),
      transactionsPerMessage: per((statement) => statement === 'begin'),
      roundTripsPerMessage: Number((trips.texts.length / total).toFixed(1)),
    }
  }

  const firstMessages = await measure(contacts, 0, true)
  const laterMessages = await measure(messages, contacts, false)
  probe.close()
  process.stdout.write(
    `${JSON.stringify({ date: new Date().toISOString(), firstMessages, laterMessages }, null, 2)}\n`,
  )
} finally {
  await sql.end()
  await testApp.close()
}
