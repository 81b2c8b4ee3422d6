/**
 * Polls until `condition` returns a truthy value (which it answers) or the time is up; errors the
 * condition throws count as "not yet". It answers as soon as the condition holds, so the bound is
 * generous: it is there to end a test that has failed, and a busy machine (files run in parallel)
 * must not end one that has not.
 *
 * @example
 * const event = await waitFor(() => received.find((payload) => payload.action === 'create'))
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  timeoutMs = 20_000,
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
