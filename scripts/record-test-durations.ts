/**
 * Writes scripts/test-durations.json from a vitest JSON report, for the longest-first order of a
 * clean clone (scripts/longest-first-sequencer.ts). Record after a quiet full run:
 *   npx vitest run --reporter=default --reporter=json --outputFile=/tmp/suite.json
 *   npx node scripts/record-test-durations.ts /tmp/suite.json [checkout the report was run in]
 * A report of some files updates those and keeps the others' recorded durations. Only files of a
 * second or more are kept; the rest keep vitest's order.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'

interface Report {
  testResults: { name: string; startTime: number; endTime: number }[]
}

const reportPath = process.argv[2]
const root = process.argv[3] ?? fileURLToPath(new URL('..', import.meta.url))
if (!reportPath) throw new Error('usage: npx node scripts/record-test-durations.ts <vitest-json-report>')
const report: Report = JSON.parse(readFileSync(reportPath, 'utf8'))

const recordedPath = new URL('./test-durations.json', import.meta.url)
const durations: Record<string, number> = JSON.parse(readFileSync(recordedPath, 'utf8'))
for (const file of report.testResults) {
  const seconds = Math.round((file.endTime - file.startTime) / 1000)
  const path = relative(root, file.name)
  if (seconds >= 1) durations[path] = seconds
  else delete durations[path]
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
writeFileSync(recordedPath, `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`recorded ${report.testResults.length} files, ${Object.keys(sorted).length} in all`)
