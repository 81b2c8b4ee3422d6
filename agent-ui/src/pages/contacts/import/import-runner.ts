/**
 * What became of one row: created, updated (the number was known), or refused with the server's
 * error, kept as it came so the screen words it in whatever language the user reads it in.
 */
export type RowOutcome = { kind: 'created' } | { kind: 'updated' } | { kind: 'failed'; error: unknown }

/** Rows in flight at once: enough to keep the server busy, few enough to keep the order readable. */
export const importConcurrency = 4

/**
 * Sends rows one request each (POST /contactsImport), a few at a time, reporting each outcome as
 * it arrives so the screen shows real progress. Stops taking new rows once `signal` aborts; the
 * rows already sent finish.
 */
export async function runImport<Row>(
  rows: readonly Row[],
  send: (row: Row) => Promise<RowOutcome>,
  onOutcome: (index: number, outcome: RowOutcome) => void,
  signal: AbortSignal,
  concurrency = importConcurrency,
): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < rows.length && !signal.aborted) {
      const index = next++
      onOutcome(index, await send(rows[index]!))
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker))
}
