/**
 * The JavaScript the agent inbox's login page loads (docs/benchmarks.md "Agent inbox: initial
 * JavaScript of the login page"): serves a built inbox (`npm run build -w @atendo/agent-ui`; or the
 * dist folder given as the first argument) with Vite's preview server, opens /login in headless
 * Chromium, waits for the network to go idle and the "Entrar" button, and prints every script
 * received, raw and gzipped at level 9. The budget is 150 kB gzip (issue 23 item 15).
 *
 *   node bench/login-page-javascript.ts [dist folder]
 */
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { preview } from 'vite'

const budget = 150_000
const root = resolve(import.meta.dirname, '../agent-ui')
const outDir = resolve(process.argv[2] ?? `${root}/dist`)

const server = await preview({
  root,
  configFile: false,
  logLevel: 'silent',
  build: { outDir },
  preview: { port: 0, host: '127.0.0.1' },
})
const address = server.resolvedUrls?.local[0] ?? ''
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const page = await browser.newPage()
  const scripts: { name: string; raw: number; gzip: number }[] = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js')) return
    const body = await response.body()
    scripts.push({
      name: url.pathname.split('/').pop() ?? '',
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    })
  })
  await page.goto(`${address}login`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Entrar' }).waitFor()
  const bytes = (value: number) => `${value.toLocaleString('en-US')} B`
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(
      `${script.name.padEnd(40)} ${bytes(script.raw).padStart(12)} ${bytes(script.gzip).padStart(11)}`,
    )
  const raw = scripts.reduce((sum, script) => sum + script.raw, 0)
  const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0)
  console.log(
    `${'total'.padEnd(40)} ${bytes(raw).padStart(12)} ${bytes(gzip).padStart(11)}  (${(gzip / 1000).toFixed(1)} kB gzip, budget ${budget / 1000} kB)`,
  )
  if (gzip > budget) process.exitCode = 1
} finally {
  await browser.close()
  await server.close()
}
