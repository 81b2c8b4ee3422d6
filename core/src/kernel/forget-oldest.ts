/**
 * Drops the oldest entries of `remembered` (insertion order) until at most `most` are left: a
 * memory of this process that may never be asked for an entry (a run delivered to another
 * process) stays bounded.
 *
 * @example
 * taken.add(runId)
 * forgetOldest(taken, 100_000)
 */
export function forgetOldest(remembered: Set<unknown> | Map<unknown, unknown>, most: number): void {
  for (const key of remembered.keys()) {
    if (remembered.size <= most) return
    remembered.delete(key)
  }
}
