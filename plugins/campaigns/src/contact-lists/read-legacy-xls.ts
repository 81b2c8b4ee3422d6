import { Worker } from 'node:worker_threads'

/** How long a legacy .xls may take to read, and the heap its worker may use. */
const parseTimeoutMs = 20_000
const parseHeapMb = 256

/** The signature of an OLE2 compound file, the container of every Excel 97-2003 workbook. */
const compoundFileSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

function isCompoundFile(content: Uint8Array): boolean {
  return compoundFileSignature.every((byte, index) => content[index] === byte)
}

/** A .xls file's name (legacy Excel 97-2003, BIFF), which @atendo/spreadsheet does not read. */
export const isLegacyXls = (fileName: string) => fileName.toLowerCase().endsWith('.xls')

/**
 * The first sheet of a legacy .xls file as rows of text cells, the header first, at most
 * `maxRows` of them (the caller asks for one more than it takes, to tell a file that has too
 * many). Parsing runs in a worker thread with a timeout and a heap limit (legacy-xls-worker.ts
 * says why); a file it cannot read rejects.
 */
export function readLegacyXlsRows(content: Uint8Array, maxRows: number): Promise<string[][]> {
  // Told by content, not by name: SheetJS would read a text file named .xls as a sheet.
  if (!isCompoundFile(content)) return Promise.reject(new Error('not an Excel 97-2003 file'))
  const worker = new Worker(new URL('./legacy-xls-worker.ts', import.meta.url), {
    workerData: { content, maxRows },
    resourceLimits: { maxOldGenerationSizeMb: parseHeapMb },
    stdout: true,
    stderr: true,
  })
  return new Promise<string[][]>((resolve, reject) => {
    let settled = false
    const finish = (outcome: string[][] | Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      if (outcome instanceof Error) reject(outcome)
      else resolve(outcome)
    }
    const timer = setTimeout(() => finish(new Error('reading the .xls file timed out')), parseTimeoutMs)
    worker.once('message', (answer: { ok: true; rows: string[][] } | { ok: false; reason: string }) =>
      finish(answer.ok ? answer.rows : new Error(answer.reason)),
    )
    worker.once('error', (error) => finish(error))
    worker.once('exit', (code) => finish(new Error(`the .xls reader stopped (${code})`)))
  })
}
