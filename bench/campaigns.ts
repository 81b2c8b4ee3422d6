/**
 * The campaign engine at 100,000 recipients: how fast a campaign's recipients are expanded into
 * shipping rows (batches of `expandBatch`, never all in memory), and the engine's own cost per
 * message (claim, render, contact resolution, send through the channel contract, record, arm the
 * next run) with a channel that answers at once (the test channel), so every millisecond measured
 * is the engine's, the durable jobs' and PostgreSQL's.
 *
 * Phases:
 * - expansion: BENCH_RECIPIENTS list items (default 100,000), the connection down so nothing is
 *   sent; timed from the campaign's start to the last shipping row; heap before and after.
 * - sending: the connection comes back; the first BENCH_SENDS messages (default 2,000) are timed
 *   with messageInterval 0.
 *
 * Run: npm run bench:campaigns   (BENCH_RECIPIENTS, BENCH_SENDS, BENCH_EXPAND_BATCH)
 */
import { cpus, totalmem } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { ApiClient, operatorEm, startTestApp, TEST_ADMIN, testChannel } from '../core/src/testing/index.ts'
import campaigns from '../plugins/campaigns/src/index.ts'

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 100_000)
const sends = Number(process.env.BENCH_SENDS ?? 2000)
const expandBatch = Number(process.env.BENCH_EXPAND_BATCH ?? 1000)

const channel = testChannel()
const testApp = await startTestApp({
  plugins: [channel.plugin, campaigns],
  pluginConfig: { campaigns: { expandBatch, pausePollMs: 1000 } },
})
const sql = operatorEm(testApp)
const count = async (query: string, params: unknown[] = []) =>
  Number((await sql.execute<{ n: string }[]>(query, params))[0]!.n)
try {
  const admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const connectionId = (await channel.connection(testApp, 1)).id
  await admin.post('/api/campaign-settings', {
    settings: {
      messageInterval: 0,
      longerIntervalAfter: 0,
      startHour: '00:00',
      endHour: '00:00',
      sabado: true,
      domingo: true,
    },
  })
  const list = (await admin.post('/api/contact-lists', { name: 'Bench' })).body.id as number
  // checked_at set: the background number check stays out of the figures.
  await sql.execute(
    `insert into campaigns_contact_list_items (company_id, contact_list_id, name, number, email, checked_at)
     select 1, ?, 'Pessoa ' || n, (5511900000000 + n)::text, '', now() from generate_series(1, ?) as n`,
    [list, recipients],
  )
  await sql.execute("update connections set status = 'DISCONNECTED' where id = ?", [connectionId])
  global.gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  const campaign = await admin.post('/api/campaigns', {
    name: 'Bench',
    whatsappId: connectionId,
    contactListId: list,
    message1: 'Olá {{name}}, oferta para {{number}}',
    scheduledAt: new Date().toISOString(),
  })
  const campaignId = campaign.body.id as number
  let peakHeap = heapBefore
  for (;;) {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
    const expanded = await sql.execute<{ expanded: boolean }[]>(
      'select expanded from campaigns where id = ?',
      [campaignId],
    )
    if (expanded[0]?.expanded) break
    await sleep(100)
  }
  const expansionMs = performance.now() - started
  const rows = await count('select count(*) as n from campaigns_shippings where campaign_id = ?', [
    campaignId,
  ])

  await sql.execute("update connections set status = 'CONNECTED' where id = ?", [connectionId])
  while (channel.sent.length === 0) await sleep(5)
  const sendStart = performance.now()
  const sentBefore = channel.sent.length
  while (channel.sent.length - sentBefore < sends) await sleep(20)
  const sendMs = performance.now() - sendStart
  const sent = channel.sent.length - sentBefore
  await admin.post(`/api/campaigns/${campaignId}/cancel`)

  console.log(
    JSON.stringify(
      {
        machine: {
          cpus: cpus().length,
          model: cpus()[0]?.model,
          memoryGiB: Math.round(totalmem() / 2 ** 30),
        },
        date: new Date().toISOString(),
        recipients,
        expandBatch,
        expansion: {
          shippingRows: rows,
          seconds: Number((expansionMs / 1000).toFixed(2)),
          recipientsPerSecond: Math.round(rows / (expansionMs / 1000)),
          heapGrowthMiB: Number(((peakHeap - heapBefore) / 2 ** 20).toFixed(1)),
        },
        sending: {
          messages: sent,
          seconds: Number((sendMs / 1000).toFixed(2)),
          messagesPerSecond: Math.round(sent / (sendMs / 1000)),
          engineMsPerMessage: Number((sendMs / sent).toFixed(2)),
        },
      },
      null,
      2,
    ),
  )
} finally {
  await testApp.close()
}
