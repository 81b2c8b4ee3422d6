/**
 * Polls until `condition` returns a truthy value (which it answers) or the time is up; errors the
 * condition throws count as "not yet".
 *
 * @example
 * const event = await waitFor(() => received.find((payload) => payload.action === 'create'))
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  timeoutMs = 10_000,
  everyMs = 25,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      const value = await condition()
      if (value) return value as NonNullable<T>
    } catch (error) {
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error(`waitFor timed out after ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`)
}
