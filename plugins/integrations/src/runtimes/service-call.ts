import type { OutboundHttpApi } from '@atendo/plugin-api'

/** A call to an integration's service that did not give a usable answer. */
export class ServiceFailure extends Error {}

/**
 * POSTs JSON to a tenant's service through the SSRF-guarded client and reads its JSON answer
 * (null for an empty one). Time-outs, refused addresses, 4xx/5xx and non-JSON answers are a
 * `ServiceFailure` naming what happened, which hands the ticket to the attendants.
 */
export async function postJson(
  outbound: OutboundHttpApi,
  url: string,
  body: unknown,
  options: { timeoutMs: number; headers?: Record<string, string>; rawBody?: string },
): Promise<unknown> {
  let response: Response
  try {
    response = await outbound.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...options.headers },
      body: options.rawBody ?? JSON.stringify(body),
      timeoutMs: options.timeoutMs,
    })
  } catch (cause) {
    throw new ServiceFailure(`${new URL(url).host} could not be reached: ${(cause as Error).message}`)
  }
  const text = await response.text()
  if (!response.ok) throw new ServiceFailure(`${new URL(url).host} answered ${response.status}`)
  if (text.trim() === '') return null
  try {
    return JSON.parse(text)
  } catch {
    throw new ServiceFailure(`${new URL(url).host} answered something that is not JSON`)
  }
}
