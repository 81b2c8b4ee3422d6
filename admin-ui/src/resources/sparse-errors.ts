/**
 * A form-level validation result with only the failing entries: a list's errors become an object
 * keyed by the failing items' positions, and empty objects are dropped.
 *
 * Why: react-hook-form updates a resolver's errors one field at a time. Once a refused option is
 * corrected it removes that option's error, but an untouched `{}` left for a valid sibling keeps
 * the list "invalid", so its label and its tab stayed in the error colour after every field was
 * fixed. Without empty entries, removing the last error removes the list's too.
 */
export function sparseErrors<T>(errors: T): T {
  return (prune(errors) ?? {}) as T
}

function prune(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value).flatMap(([key, item]) => {
    const kept = prune(item)
    return kept === undefined ? [] : [[key, kept] as const]
  })
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}
