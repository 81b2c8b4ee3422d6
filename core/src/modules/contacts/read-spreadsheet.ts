import { Worker } from 'node:worker_threads'
import { AppError } from '@atendo/plugin-api'

/** Spreadsheet kinds the contacts import reads (inbox.md §7: xls, xlsx, csv). */
const spreadsheetExtensions = ['.xls', '.xlsx', '.csv'] as const

/** What the administration screens answer for a file that cannot be read (administration.md §8). */
const UNREADABLE_FILE = 'Arquivo inválido!'

export interface SpreadsheetLimits {
  /** Data rows after the header. */
  maxRows: number
  timeoutMs: number
  /** Heap of the parsing worker. */
  maxHeapMb: number
}

const defaultSpreadsheetLimits: SpreadsheetLimits = {
  maxRows: 10_000,
  timeoutMs: 20_000,
  maxHeapMb: 256,
}

const unreadable = (cause?: unknown) =>
  new AppError('ERR_VALIDATION', {
    message: UNREADABLE_FILE,
    fields: [{ field: 'file', message: UNREADABLE_FILE }],
    cause,
  })

/**
 * The first sheet of an xls, xlsx or csv file as rows of text cells, the header row first. Parsing
 * runs in a worker thread with a timeout and a heap limit (see spreadsheet-worker.ts for why).
 */
export function readSpreadsheet(
  content: Buffer,
  fileName: string,
  limits: SpreadsheetLimits = defaultSpreadsheetLimits,
): Promise<string[][]> {
  const lowerName = fileName.toLowerCase()
  if (!spreadsheetExtensions.some((extension) => lowerName.endsWith(extension))) {
    return Promise.reject(
      new AppError('ERR_VALIDATION', {
        message: UNREADABLE_FILE,
        fields: [{ field: 'file', message: 'must be an xls, xlsx or csv file' }],
      }),
    )
  }
  const worker = new Worker(new URL('./spreadsheet-worker.ts', import.meta.url), {
    workerData: { content: new Uint8Array(content), fileName: lowerName, maxRows: limits.maxRows },
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
    stdout: true,
    stderr: true,
  })
  return new Promise<string[][]>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(unreadable(new Error('spreadsheet parsing timed out'))),
      limits.timeoutMs,
    )
    let settled = false
    const finish = (outcome: string[][] | Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      if (outcome instanceof Error) reject(outcome)
      else resolve(outcome)
    }
    worker.once(
      'message',
      (answer: { ok: true; rows: string[][]; tooMany: boolean } | { ok: false; reason: string }) => {
        if (!answer.ok) return finish(unreadable(new Error(answer.reason)))
        if (answer.tooMany) {
          return finish(
            new AppError('ERR_VALIDATION', {
              message: `The file has more than ${limits.maxRows} rows; split it`,
              fields: [{ field: 'file', message: `at most ${limits.maxRows} rows` }],
            }),
          )
        }
        finish(answer.rows)
      },
    )
    worker.once('error', (error) => finish(unreadable(error)))
    worker.once('exit', (code) =>
      finish(unreadable(new Error(`spreadsheet worker exited with code ${code}`))),
    )
  })
}
