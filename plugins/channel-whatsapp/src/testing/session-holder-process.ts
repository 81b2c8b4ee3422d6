/**
 * A whole worker process (core and this plugin, on socket doubles of a paired device) for the
 * takeover test to kill: it boots on an existing database, starts the sessions of the connections
 * there, prints `held` once it holds the lease of connection HOLDER_CONNECTION and reports it
 * CONNECTED, then runs until it is killed. Not run by hand.
 *
 * Environment: DATABASE_URL, HOLDER_CONNECTION, HOLDER_NAME, LEASE_TTL_MS, LEASE_HEARTBEAT_MS.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { operatorEm, startTestApp } from '@atendo/core/testing'
import { channelProviders } from '@atendo/plugin-api'
import { createWhatsAppPlugin } from '../create-plugin.ts'
import type { WhatsAppProvider } from '../provider.ts'
import { pairedSockets } from './paired-sockets.ts'

const url = process.env.DATABASE_URL!
const connectionId = Number(process.env.HOLDER_CONNECTION)
const testApp = await startTestApp({
  // The test's database: this process must never drop it.
  database: { url, name: new URL(url).pathname.slice(1), drop: async () => {} },
  plugins: [
    createWhatsAppPlugin({
      openSocket: pairedSockets().open,
      holder: process.env.HOLDER_NAME ?? 'killed-worker',
      lease: { ttlMs: Number(process.env.LEASE_TTL_MS), heartbeatMs: Number(process.env.LEASE_HEARTBEAT_MS) },
      pictures: false,
    }),
  ],
})
const provider = testApp.app.kernel.extensions
  .get(channelProviders)
  .find((candidate) => candidate.id === 'baileys') as WhatsAppProvider
const connected = async () => {
  const rows = await operatorEm(testApp).execute<{ status: string }[]>(
    'select status from connections where id = ?',
    [connectionId],
  )
  return rows[0]?.status === 'CONNECTED'
}
while (!provider.holds(connectionId) || !(await connected())) await sleep(20)
process.stdout.write('held\n')
// Leases and sockets run on unref'd timers: stay alive until killed.
setInterval(() => {}, 60_000)
