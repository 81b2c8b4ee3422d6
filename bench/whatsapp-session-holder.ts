/**
 * Worker A of the takeover benchmark (bench/whatsapp-takeover.ts starts it; not run by hand): a
 * process that connects the given WhatsApp sessions through the real provider, with socket doubles
 * of an already paired device, and holds their leases until it is killed. It prints `held` once it
 * holds every lease and every session is CONNECTED.
 *
 * Environment: DATABASE_URL, DATABASE_POOL_SIZE, BENCH_CONNECTIONS (company:id,...), BENCH_HOLDER,
 * BENCH_LEASE_TTL_MS, BENCH_LEASE_HEARTBEAT_MS.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { createOrm, platformEm } from '../core/src/kernel/db/orm.ts'
import type { WhatsAppCoreData } from '../plugins/channel-whatsapp/src/core-data.ts'
import {
  WhatsAppAuthKey,
  WhatsAppContact,
  WhatsAppHistoryImport,
  WhatsAppMessageKey,
  WhatsAppSessionLease,
  WhatsAppSessionMark,
} from '../plugins/channel-whatsapp/src/entities.ts'
import { createWhatsAppProvider } from '../plugins/channel-whatsapp/src/provider.ts'
import { sqlOverOrm } from '../plugins/channel-whatsapp/src/session-sql.ts'
import { recordingSink, testConnection } from '../plugins/channel-whatsapp/src/testing/recording-sink.ts'
import { pairedSockets } from './paired-sockets.ts'

const owners = (process.env.BENCH_CONNECTIONS ?? '').split(',').map((pair) => {
  const [companyId, id] = pair.split(':').map(Number)
  return { companyId: companyId!, id: id! }
})
const orm = await createOrm({
  url: process.env.DATABASE_URL!,
  poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  entities: [
    WhatsAppAuthKey,
    WhatsAppSessionLease,
    WhatsAppSessionMark,
    WhatsAppMessageKey,
    WhatsAppHistoryImport,
    WhatsAppContact,
  ],
  migrations: [],
})
/** A worker of sessions only: no calls, downloads or imports reach core's data here. */
const refuse = () => Promise.reject(new Error('this benchmark worker reads no core data'))
const noService = new Proxy({}, { get: () => refuse })
const noCoreData = {
  connections: noService,
  tickets: noService,
  messages: noService,
  settings: noService,
} as WhatsAppCoreData
const sink = recordingSink()
const provider = createWhatsAppProvider({
  sql: sqlOverOrm(() => platformEm(orm, 'plugin')),
  // A worker of sessions only: no calls, downloads or imports reach core's data here.
  core: noCoreData,
  storage: {
    save: () => Promise.reject(new Error('this worker stores no media')),
  },
  pictures: false,
  openSocket: pairedSockets().open,
  log: { info() {}, warn() {}, error() {} },
  holder: process.env.BENCH_HOLDER ?? 'worker-a',
  lease: {
    ttlMs: Number(process.env.BENCH_LEASE_TTL_MS),
    heartbeatMs: Number(process.env.BENCH_LEASE_HEARTBEAT_MS),
  },
})
await Promise.all(
  owners.map(({ companyId, id }) =>
    provider.connect(testConnection({ id, companyId, name: `WhatsApp ${id}` }), sink),
  ),
)
const connected = () => sink.statuses.filter((entry) => entry.status === 'CONNECTED').length
while (connected() < owners.length || !owners.every(({ id }) => provider.holds(id))) await sleep(20)
process.stdout.write('held\n')
// Leases and sockets run on unref'd timers: keep the process alive until it is killed.
setInterval(() => {}, 60_000)
